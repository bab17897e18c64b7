import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVies, VIES_CACHE } from "./vies";

/** VIES's answers, as its REST service gives them, and what the checkout makes of each. */
const answers = [
  {
    case: "valid, with a consultation number",
    status: 200,
    body: { valid: true, requestDate: "2026-12-01+01:00", requestIdentifier: "WAPIAAAAZ1" },
    kind: "valid",
  },
  { case: "valid, with none", status: 200, body: { valid: true }, kind: "valid" },
  { case: "not registered", status: 200, body: { valid: false }, kind: "invalid" },
  {
    case: "a number it cannot read",
    status: 400,
    body: { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] },
    kind: "invalid",
  },
  {
    case: "the member state's service down, in a 200",
    status: 200,
    body: { valid: false, userError: "MS_UNAVAILABLE" },
    kind: "unavailable",
  },
  {
    case: "too many requests",
    status: 200,
    body: { actionSucceed: false, errorWrappers: [{ error: "GLOBAL_MAX_CONCURRENT_REQ" }] },
    kind: "unavailable",
  },
  { case: "a bare 500", status: 500, body: "Internal Server Error", kind: "unavailable" },
  { case: "a 200 that is not its answer", status: 200, body: "<html>", kind: "unavailable" },
] as const;

describe("createVies", () => {
  let answer: (typeof answers)[number] = answers[0];
  const server = createServer((_request, response) => {
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const clock = { now: () => new Date("2026-12-01T10:00:00Z") };
  const number = { prefix: "DE", rest: "129273398" };

  it.each(answers)("reads $case as $kind", async (each) => {
    answer = each;
    const vies = createVies({ url, clock });
    expect((await vies.check(number, null)).kind).toBe(each.kind);
  });

  it("keeps every answer, an unavailable one for a minute only, and per requester", async () => {
    const vies = createVies({ url, clock });
    answer = answers[0];
    expect(await vies.check(number, null)).toEqual({
      kind: "valid",
      checkedAt: clock.now(),
      requestIdentifier: "WAPIAAAAZ1",
    });
    answer = answers[6];
    expect((await vies.check(number, null)).kind).toBe("valid");
    const other = { prefix: "FR", rest: "40303265045" };
    expect((await vies.check(other, null)).kind).toBe("unavailable");
    answer = answers[2];
    expect((await vies.check(other, null)).kind).toBe("unavailable");
    // Another creator's question is its own: its consultation number is that creator's proof.
    expect((await vies.check(other, { prefix: "NL", rest: "000099998B57" })).kind).toBe("invalid");
    expect(VIES_CACHE.unavailableTtlMs).toBe(60_000);
  });

  it("asks once for the same question sent many times at once, and only after beforeAsking", async () => {
    const vies = createVies({ url, clock });
    answer = answers[2];
    let spent = 0;
    const spend = async () => {
      spent += 1;
    };
    const fresh = { prefix: "BE", rest: "0411905847" };
    const kinds = await Promise.all(
      Array.from({ length: 30 }, () => vies.check(fresh, null, spend).then((each) => each.kind)),
    );
    expect(kinds).toEqual(Array(30).fill("invalid"));
    expect(spent).toBe(1);
    const refused = new Error("limited");
    const unasked = { prefix: "DE", rest: "200000005" };
    await expect(vies.check(unasked, null, () => Promise.reject(refused))).rejects.toBe(refused);
  });

  it("answers unavailable when nothing listens", async () => {
    const vies = createVies({ url: "http://127.0.0.1:9", clock, timeoutMs: 500 });
    expect(await vies.check(number, null)).toMatchObject({
      kind: "unavailable",
      reason: "UNREACHABLE",
    });
  });
});
