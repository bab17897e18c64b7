import { formatNumber, loadRows, type Reference, type ReportRow, shareOf } from "./report";
import type {
  DeliveryFigures,
  PhaseResult,
  SignInFigures,
  SignInOptions,
  SignInSetupFigures,
} from "./sign-in-load";

const count = (value: number) => formatNumber(value, 0);
const seconds = (value: number) => `${formatNumber(value, 1)} s`;
const perSecond = (messages: number, within: number) =>
  within > 0 ? `${formatNumber(messages / within, 0)} msg/s` : "-";

export function unexpectedRow(label: string, result: PhaseResult | null): ReportRow {
  return {
    metric: `${label} unexpected answers/errors`,
    value: result
      ? `${count(result.rejected)} of ${count(result.requests)} (warm-up ${count(result.warmupRejected)} of ${count(result.warmupRequests)})`
      : "-",
    goal: "-",
    verdict: result ? "INFO" : "NOT RUN",
  };
}

function deliveryRows(delivery: DeliveryFigures | null): ReportRow[] {
  const row = (metric: string, value: (d: DeliveryFigures) => string): ReportRow => ({
    metric,
    value: delivery ? value(delivery) : "-",
    goal: "-",
    verdict: delivery ? "INFO" : "NOT RUN",
  });
  return [
    row("Queue: code e-mails in the dev outbox", (d) =>
      d.complete
        ? `${count(d.delivered)} of ${count(d.queued)}`
        : `${count(d.delivered)} of ${count(d.queued)}, INCOMPLETE (${count(d.failed)} failed)`,
    ),
    row(
      "Queue: first send to last delivery",
      (d) =>
        `${seconds(d.secondsFromFirstSend)} (${perSecond(d.delivered, d.secondsFromFirstSend)})`,
    ),
    row(
      "Queue: backlog when sends ended, drained in",
      (d) =>
        `${count(d.backlogAtSendEnd)} in ${seconds(d.drainSeconds)} (${perSecond(d.backlogAtSendEnd, d.drainSeconds)})`,
    ),
    row(
      "Queue: delay from send to outbox p50 / p99",
      (d) => `${formatNumber(d.delayP50Ms, 0)} / ${formatNumber(d.delayP99Ms, 0)} ms`,
    ),
  ];
}

/** The budgets of send-code and of confirm-code, each against the pgbench insert rate. */
export interface SignInReferences {
  send: Reference;
  confirm: Reference;
}

/** Send-code, the queue's deliveries and confirm-code, against the pgbench insert rate. */
export function signInRows(
  figures: SignInFigures,
  load: { connections: number },
  references: SignInReferences,
): ReportRow[] {
  const loadText = (result: PhaseResult | null) =>
    `${load.connections} conns, ${result ? count(result.requests) : "-"} requests`;
  return [
    ...loadRows("Send-code", loadText(figures.send), figures.send, references.send),
    unexpectedRow("Send-code", figures.send),
    ...deliveryRows(figures.delivery),
    ...loadRows("Confirm-code", loadText(figures.confirm), figures.confirm, references.confirm),
    unexpectedRow("Confirm-code", figures.confirm),
  ];
}

/** The sign-in figures for the report's JSON. */
export function signInJson(figures: SignInFigures, references: SignInReferences): unknown {
  const phase = (result: PhaseResult | null, reference: Reference) => {
    if (!result) return null;
    const share = shareOf(result.requestsPerSecond, reference);
    return {
      requestsPerSecond: Math.round(result.requestsPerSecond),
      latencyP50Ms: result.latencyP50Ms,
      latencyP99Ms: result.latencyP99Ms,
      requests: result.requests,
      unexpected: result.rejected,
      warmupRequests: result.warmupRequests,
      warmupUnexpected: result.warmupRejected,
      shareOfInsertPercent: share === null ? null : Number(share.toFixed(1)),
    };
  };
  const { setup, delivery } = figures;
  const round = (value: number) => Number(value.toFixed(2));
  return {
    sendCode: phase(figures.send, references.send),
    confirmCode: phase(figures.confirm, references.confirm),
    delivery: delivery && {
      ...delivery,
      secondsFromFirstSend: round(delivery.secondsFromFirstSend),
      drainSeconds: round(delivery.drainSeconds),
      delayP50Ms: Math.round(delivery.delayP50Ms),
      delayP99Ms: Math.round(delivery.delayP99Ms),
    },
    setup: setup && {
      ...setup,
      proofSeconds: round(setup.proofSeconds),
      codeSeconds: round(setup.codeSeconds),
    },
  };
}

/** How the sign-in figures were made, for the lines above the table. */
export function signInMethod(
  options: SignInOptions,
  altchaMaxWork: string,
  setup: SignInSetupFigures | null,
): string[] {
  const proofs = setup
    ? `${count(setup.proofs)} were solved before timing (${seconds(setup.proofSeconds)})`
    : "they are solved before timing";
  const codes = setup
    ? ` (${count(setup.codes)} codes in ${seconds(setup.codeSeconds)}, ${count(setup.missingCodes)} missing)`
    : "";
  return [
    `Sign-in: ALTCHA_MAX_WORK=${altchaMaxWork} makes a bot proof nearly free to solve; ${proofs}, one per send-code request.`,
    "  Each send-code request has its own address; each confirm-code request one delivered (address, code) pair,",
    `  read from GET /api/dev/outbox before timing${codes}. Each timed run follows ${count(options.warmupRequests)}`,
    "  warm-up requests; req/s counts expected answers only (202 sent, 200 with a claim) up to the last answer.",
    "Queue: the server's worker delivers while send-code runs, so 'first send to last delivery' cannot beat the",
    "  send rate; 'drained' is the worker alone on what was left. Times are the server's own database timestamps.",
  ];
}
