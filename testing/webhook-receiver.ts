import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A creator's receiver as a real HTTP server on loopback: it records every request and answers
 * each with `answer` (called with the requests so far, this one included). An answer that never
 * calls `end` leaves the request hanging.
 */
export async function startWebhookReceiver(
  answer: (response: ServerResponse, received: ReceivedWebhook[]) => void = (response) =>
    response.end("ok"),
) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      answer(response, received);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
