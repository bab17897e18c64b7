import { randomBytes } from "node:crypto";
import { solveBotProofs } from "./bot-proofs";
import { range } from "./concurrency";
import {
  type CodePair,
  collectCodes,
  readDeliveryTimes,
  readQueueState,
  waitForDeliveries,
} from "./dev-outbox";
import { type LoadResult, measureQueue, type QueueLoad, type QueueLoadResult } from "./http-load";
import type { PostgresServer } from "./postgres-cluster";

export interface SignInOptions {
  publisherId: string;
  connections: number;
  /** Send-code and confirm-code requests made, untimed, before each timed run. */
  warmupRequests: number;
  /** Timed send-code requests; the timed confirm-code run uses the codes they sent. */
  sendRequests: number;
  /** Parallel HTTP calls while proofs are solved and codes are read, before any timing. */
  setupConcurrency: number;
  delivery: { pollMs: number; stallMs: number };
}

/** How the server's queue worker delivered the codes of the timed send-code run. */
export interface DeliveryFigures {
  /** Messages the timed run queued (one per accepted request). */
  queued: number;
  /** Of those, how many reached the dev outbox before the wait ended. */
  delivered: number;
  /** Messages the worker gave up on (any run). */
  failed: number;
  /** Whether every queued message arrived. */
  complete: boolean;
  /** From the first timed send-code request to the last message in the outbox. */
  secondsFromFirstSend: number;
  /** Messages that reached the outbox after the last send-code answer. */
  backlogAtSendEnd: number;
  /** From the last send-code answer to the last message in the outbox. */
  drainSeconds: number;
  /** From queuing a message (inside send-code) to storing it in the outbox. */
  delayP50Ms: number;
  delayP99Ms: number;
}

export interface SignInSetupFigures {
  proofs: number;
  proofSeconds: number;
  /** Addresses whose code was read from the dev outbox over HTTP. */
  codes: number;
  codeSeconds: number;
  /** Addresses that were sent a code and had none in the outbox. */
  missingCodes: number;
}

/** A timed run, with what went wrong in it and in its warm-up. */
export interface PhaseResult extends LoadResult {
  /** Timed requests that did not get the expected answer. */
  rejected: number;
  warmupRequests: number;
  warmupRejected: number;
}

/** Filled in phase by phase, so a failure late in the run keeps what was measured before it. */
export interface SignInFigures {
  setup: SignInSetupFigures | null;
  send: PhaseResult | null;
  delivery: DeliveryFigures | null;
  confirm: PhaseResult | null;
}

interface SendItem {
  email: string;
  proof: string;
}

const json = "application/json";

function sendCodeLoad(publisherId: string, connections: number): QueueLoad<SendItem> {
  return {
    name: "send-code",
    method: "POST",
    path: "/api/auth/user/code/init",
    connections,
    request: ({ email, proof }) => ({
      headers: { "content-type": json, publisherid: publisherId, "x-bot-proof": proof },
      body: JSON.stringify({ email }),
    }),
    accepts: (status, body) => status === 202 && body.includes('"sent":true'),
  };
}

function confirmCodeLoad(publisherId: string, connections: number): QueueLoad<CodePair> {
  return {
    name: "confirm-code",
    method: "POST",
    path: "/api/auth/user/code/confirm",
    connections,
    request: ({ email, code }) => ({
      headers: { "content-type": json, publisherid: publisherId },
      body: JSON.stringify({ email, code }),
    }),
    accepts: (status, body) => status === 200 && body.includes('"claim":"'),
  };
}

export function phaseResult<T>(timed: QueueLoadResult<T>, warmup: QueueLoadResult<T>): PhaseResult {
  return {
    requestsPerSecond: timed.requestsPerSecond,
    latencyP50Ms: timed.latencyP50Ms,
    latencyP99Ms: timed.latencyP99Ms,
    requests: timed.requests,
    rejected: timed.rejected,
    warmupRequests: warmup.requests,
    warmupRejected: warmup.rejected,
    failures: [...warmup.failures.map((failure) => `warm-up: ${failure}`), ...timed.failures],
  };
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/** The running server and its database, as every load that signs buyers in needs them. */
export interface BenchContext {
  baseUrl: string;
  postgres: PostgresServer;
  databaseUrl: string;
  progress(text: string): void;
}

/** Addresses no earlier run used: `bench-<random>-<phase>-<n>@example.com`. */
function addressBook() {
  const tag = randomBytes(4).toString("hex");
  const prefix = (phase: "warmup" | "timed") => `bench-${tag}-${phase}-`;
  return {
    prefix,
    addresses: (phase: "warmup" | "timed", count: number) =>
      range(count).map((index) => `${prefix(phase)}${index}@example.com`),
  };
}

/**
 * Send-code, warm-up then timed, each request with its own pre-solved proof and address. Waits
 * for the warm-up's messages first, so the timed run starts with an empty queue.
 */
async function sendCodes(
  context: BenchContext,
  options: SignInOptions,
  book: ReturnType<typeof addressBook>,
  figures: SignInFigures,
) {
  const { baseUrl, progress } = context;
  const proofCount = options.warmupRequests + options.sendRequests;
  progress(`solving ${proofCount} ALTCHA bot proofs (untimed)`);
  const start = performance.now();
  const proofs = await solveBotProofs(baseUrl, proofCount, options.setupConcurrency);
  const proofSeconds = secondsSince(start);
  const withProofs = (emails: string[], offset: number): SendItem[] =>
    emails.map((email, index) => ({ email, proof: proofs[offset + index] ?? "" }));
  const warmupSends = withProofs(book.addresses("warmup", options.warmupRequests), 0);
  const timedSends = withProofs(
    book.addresses("timed", options.sendRequests),
    options.warmupRequests,
  );

  const load = sendCodeLoad(options.publisherId, options.connections);
  const readState = () => readQueueState(context.postgres, context.databaseUrl);
  const initial = await readState();
  progress(`autocannon: send-code warm-up, ${warmupSends.length} requests`);
  const warmup = await measureQueue(baseUrl, load, warmupSends);
  if (warmup.accepted.length === 0) {
    throw new Error(`send-code: no warm-up request was accepted (${warmup.failures.join("; ")})`);
  }
  const deliveredBefore = initial.delivered + warmup.accepted.length;
  await waitForDeliveries(readState, deliveredBefore, options.delivery);

  progress(`autocannon: send-code, ${timedSends.length} requests`);
  // Wall-clock time, to compare with the timestamps the server writes on this same machine.
  const startMs = Date.now();
  const timed = await measureQueue(baseUrl, load, timedSends);
  figures.send = phaseResult(timed, warmup);
  return {
    proofSeconds,
    warmup: warmup.accepted.map((item) => item.email),
    timed: timed.accepted.map((item) => item.email),
    deliveredBefore,
    startMs,
    endMs: startMs + timed.seconds * 1000,
  };
}

/** Waits until the queue worker has put every timed send's message in the dev outbox. */
async function deliveries(
  context: BenchContext,
  options: SignInOptions,
  sends: Awaited<ReturnType<typeof sendCodes>>,
  recipientPrefix: string,
): Promise<DeliveryFigures> {
  context.progress(`waiting for the queue worker to deliver ${sends.timed.length} codes`);
  const waited = await waitForDeliveries(
    () => readQueueState(context.postgres, context.databaseUrl),
    sends.deliveredBefore + sends.timed.length,
    options.delivery,
  );
  const times = await readDeliveryTimes(context.postgres, context.databaseUrl, {
    recipientPrefix,
    sinceMs: sends.endMs,
  });
  return {
    queued: sends.timed.length,
    delivered: times.delivered,
    failed: waited.state.failed,
    complete: waited.complete && times.delivered === sends.timed.length,
    secondsFromFirstSend: Math.max(0, times.lastAtMs - sends.startMs) / 1000,
    backlogAtSendEnd: times.deliveredSince,
    drainSeconds: Math.max(0, times.lastAtMs - sends.endMs) / 1000,
    delayP50Ms: times.delayP50Ms,
    delayP99Ms: times.delayP99Ms,
  };
}

/** Confirm-code, warm-up then timed, each request with its own delivered (address, code). */
async function confirmCodes(
  context: BenchContext,
  options: SignInOptions,
  pairs: { warmup: CodePair[]; timed: CodePair[] },
): Promise<PhaseResult> {
  const { baseUrl, progress } = context;
  if (pairs.warmup.length < options.connections || pairs.timed.length < options.connections) {
    throw new Error(
      `confirm-code: only ${pairs.warmup.length} + ${pairs.timed.length} codes reached the dev outbox, too few to measure`,
    );
  }
  const load = confirmCodeLoad(options.publisherId, options.connections);
  progress(`autocannon: confirm-code warm-up, ${pairs.warmup.length} requests`);
  const warmup = await measureQueue(baseUrl, load, pairs.warmup);
  progress(`autocannon: confirm-code, ${pairs.timed.length} requests`);
  const timed = await measureQueue(baseUrl, load, pairs.timed);
  return phaseResult(timed, warmup);
}

/**
 * Measures sign-in by e-mail code on the running server: send-code with a fresh bot proof and a
 * fresh address per request, the queue worker delivering those codes to the dev outbox, and
 * confirm-code with one delivered (address, code) pair per request. Proofs are solved and codes
 * are read before the timed runs, so neither is part of the figures. Throws only when a phase
 * could not run at all; unexpected answers are counted in the results.
 */
export async function measureSignIn(
  context: BenchContext,
  options: SignInOptions,
  figures: SignInFigures,
): Promise<void> {
  const book = addressBook();
  const sends = await sendCodes(context, options, book, figures);
  figures.delivery = await deliveries(context, options, sends, book.prefix("timed"));

  const sentTo = [...sends.warmup, ...sends.timed];
  context.progress(`reading ${sentTo.length} codes from GET /api/dev/outbox (untimed)`);
  const start = performance.now();
  const { pairs, missing } = await collectCodes(context.baseUrl, sentTo, options.setupConcurrency);
  figures.setup = {
    proofs: options.warmupRequests + options.sendRequests,
    proofSeconds: sends.proofSeconds,
    codes: pairs.length,
    codeSeconds: secondsSince(start),
    missingCodes: missing,
  };
  const warmupAddresses = new Set(sends.warmup);
  figures.confirm = await confirmCodes(context, options, {
    warmup: pairs.filter((pair) => warmupAddresses.has(pair.email)),
    timed: pairs.filter((pair) => !warmupAddresses.has(pair.email)),
  });
}
