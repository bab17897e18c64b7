import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** Numbers the stand-in knows as registered, as VIES writes them (prefix and rest). */
export const REGISTERED_VAT_NUMBERS = [
  "DE129273398",
  "BE0411905847",
  "NL000099998B57",
  "FR40303265045",
  "EL094259216",
] as const;

/**
 * How the stand-in answers: as VIES does on a good day, busy (a member state's or the whole
 * service's concurrent requests used up), down (the member state's service not replying, HTTP
 * 500), or too slow (it answers after `slowMs`).
 */
export type FakeViesMode = "up" | "busy" | "down" | "slow";

/**
 * A local stand-in for the EU's VIES REST service (POST /check-vat-number), for tests only: it
 * answers valid for the registered numbers, with a consultation number when the request names
 * a requester, invalid for the others, and can be made busy, down or slow.
 */
export async function startFakeVies({
  port = 0,
  registered = REGISTERED_VAT_NUMBERS,
  slowMs = 10_000,
}: {
  port?: number;
  registered?: readonly string[];
  slowMs?: number;
} = {}) {
  let mode: FakeViesMode = "up";
  let consultations = 0;
  const requests: { path: string; body: unknown }[] = [];
  const known = new Set(registered);

  const server = createServer((request, response) => {
    void readJson(request).then(async (body) => {
      if (request.method === "POST") requests.push({ path: request.url ?? "", body });
      const send = (status: number, answer: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(answer));
      };
      if (request.method === "GET" && request.url === "/_fake/requests") return send(200, requests);
      if (request.method !== "POST" || request.url !== "/check-vat-number") {
        return send(404, { actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND" }] });
      }
      if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (mode === "busy") return send(200, refusal("MS_MAX_CONCURRENT_REQ"));
      if (mode === "down") return send(500, refusal("MS_UNAVAILABLE"));
      const { countryCode, vatNumber, requesterNumber } = (body ?? {}) as Record<string, unknown>;
      if (typeof countryCode !== "string" || typeof vatNumber !== "string") {
        return send(400, refusal("INVALID_INPUT"));
      }
      const valid = known.has(`${countryCode}${vatNumber}`);
      consultations += 1;
      return send(200, {
        countryCode,
        vatNumber,
        requestDate: new Date().toISOString(),
        valid,
        ...(valid && typeof requesterNumber === "string"
          ? { requestIdentifier: `WAPIAAAAZ${String(consultations).padStart(6, "0")}` }
          : {}),
        name: valid ? "Stand-in Business" : "---",
        address: valid ? "1 Stand-in Street" : "---",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setMode(next: FakeViesMode) {
      mode = next;
    },
    /** Every request the stand-in received, its path and its parsed body. */
    requests: () => requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const refusal = (error: string) => ({
  actionSucceed: false,
  errorWrappers: [{ error, message: error }],
});

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(null);
      }
    });
  });
}
