import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Clock } from "../../security/clock";

/** The European Commission's VIES REST service; VIES_URL replaces it only to test a stand-in. */
export const VIES_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** A purchase waits at most this long for VIES, then goes on as to a consumer (docs/decisions/134). */
export const VIES_TIMEOUT_MS = 4_000;

/**
 * Answers are kept for this many numbers, so a quote and its purchase ask once and a flood of the
 * same number asks once (docs/decisions/144): whether a number is registered, either way, for 15
 * minutes; that VIES could not answer, for a minute, so a busy member state is not asked again
 * at once.
 */
export const VIES_CACHE = {
  ttlMs: 15 * 60_000,
  unavailableTtlMs: 60_000,
  maxNumbers: 1_000,
} as const;

/** A VAT number as VIES writes it: the prefix (EL for Greece) and the rest. */
export interface ViesNumber {
  prefix: string;
  rest: string;
}

/** What VIES said of a number, with the consultation's evidence where it gave one. */
export type ViesAnswer =
  | { kind: "valid"; checkedAt: Date; requestIdentifier: string | null }
  | { kind: "invalid"; checkedAt: Date }
  /** Not reached, too slow, busy, or the member state's own service down. */
  | { kind: "unavailable"; checkedAt: Date; reason: string };

export interface VatNumberRegistry {
  /**
   * `requester` is the creator's own EU VAT number: VIES then gives a consultation number.
   * `beforeAsking` runs only when VIES itself is to be asked (no answer kept, and the same
   * question not already under way); it throws to refuse the look-up.
   */
  check(
    number: ViesNumber,
    requester: ViesNumber | null,
    beforeAsking?: () => Promise<void>,
  ): Promise<ViesAnswer>;
}

/**
 * VIES left alone: every number is unverified, so the sale is taxed as a consumer's. A server
 * outside production uses it unless told to ask (docs/decisions/144), so a developer's tries
 * never spend the operator's standing with the EU's service.
 */
export function viesNotAsked(clock: Clock): VatNumberRegistry {
  return {
    async check() {
      return { kind: "unavailable", checkedAt: clock.now(), reason: "NOT_ASKED" };
    },
  };
}

// POST /check-vat-number answers CheckVatResponse (200) or CommonResponse with errorWrappers.
const checkVatResponse = z.object({
  valid: z.boolean(),
  requestDate: z.string().optional(),
  requestIdentifier: z.string().max(100).optional(),
  // Some answers carry the member state's refusal in a 200 ("MS_UNAVAILABLE").
  userError: z.string().optional(),
});
const commonResponse = z.object({
  errorWrappers: z.array(z.object({ error: z.string().max(100) })).min(1),
});

/**
 * The EU's VIES over its REST API (docs/decisions/134): the number goes in a JSON body to a fixed
 * address, never into a URL. Anything but a clear answer is `unavailable`, which the purchase
 * treats as an unverified number, never as an invalid one.
 */
export function createVies({
  url = VIES_URL,
  timeoutMs = VIES_TIMEOUT_MS,
  clock,
}: {
  url?: string | undefined;
  timeoutMs?: number;
  clock: Clock;
}): VatNumberRegistry {
  const endpoint = `${url.replace(/\/+$/, "")}/check-vat-number`;
  const kept = new LRUCache<string, ViesAnswer>({
    max: VIES_CACHE.maxNumbers,
    ttl: VIES_CACHE.ttlMs,
  });
  const underWay = new Map<string, Promise<ViesAnswer>>();
  const check: VatNumberRegistry["check"] = (number, requester, beforeAsking) => {
    // The requester is part of the question: its consultation number is the creator's proof.
    const key = `${number.prefix}${number.rest} for ${requester ? requester.prefix + requester.rest : "nobody"}`;
    const keptAnswer = kept.get(key);
    if (keptAnswer) return Promise.resolve(keptAnswer);
    const pending = underWay.get(key);
    // The caller who asked first may have been refused by its own limit; this one then asks
    // with its own.
    if (pending) return pending.catch(() => check(number, requester, beforeAsking));
    const asking = (async () => {
      await beforeAsking?.();
      const answer = await ask(endpoint, timeoutMs, clock, number, requester);
      kept.set(key, answer, {
        ttl: answer.kind === "unavailable" ? VIES_CACHE.unavailableTtlMs : VIES_CACHE.ttlMs,
      });
      return answer;
    })().finally(() => underWay.delete(key));
    underWay.set(key, asking);
    return asking;
  };
  return { check };
}

async function ask(
  endpoint: string,
  timeoutMs: number,
  clock: Clock,
  number: ViesNumber,
  requester: ViesNumber | null,
): Promise<ViesAnswer> {
  const checkedAt = clock.now();
  const unavailable = (reason: string): ViesAnswer => ({ kind: "unavailable", checkedAt, reason });
  const body = {
    countryCode: number.prefix,
    vatNumber: number.rest,
    ...(requester
      ? { requesterMemberStateCode: requester.prefix, requesterNumber: requester.rest }
      : {}),
  };
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    json = await response.json();
  } catch (error) {
    return unavailable(
      error instanceof Error && error.name === "TimeoutError" ? "TIMEOUT" : "UNREACHABLE",
    );
  }
  return readAnswer(response.ok, json, checkedAt) ?? unavailable(`HTTP_${response.status}`);
}

function readAnswer(ok: boolean, json: unknown, checkedAt: Date): ViesAnswer | null {
  const refused = commonResponse.safeParse(json);
  if (refused.success) {
    const error = refused.data.errorWrappers[0]?.error ?? "UNKNOWN";
    // INVALID_INPUT: VIES cannot read the number as one of the member state's.
    return error === "INVALID_INPUT"
      ? { kind: "invalid", checkedAt }
      : { kind: "unavailable", checkedAt, reason: error };
  }
  const answer = checkVatResponse.safeParse(json);
  if (!ok || !answer.success) return null;
  const { userError } = answer.data;
  if (userError && userError !== "VALID" && userError !== "INVALID") {
    return { kind: "unavailable", checkedAt, reason: userError };
  }
  return answer.data.valid
    ? { kind: "valid", checkedAt, requestIdentifier: answer.data.requestIdentifier || null }
    : { kind: "invalid", checkedAt };
}
