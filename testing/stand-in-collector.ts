import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInCollector {
  /** The address to POST events to, as ANALYTICS_FORWARD_URL or POSTHOG_HOST. */
  url: string;
  /** Every accepted request's body, parsed, in arrival order. */
  accepted: unknown[];
  /** Paths of every request, accepted or refused. */
  paths: string[];
  /** Makes the next `count` requests fail with `status`. */
  refuseNext(count: number, status?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local HTTP collector for forwarding tests: it keeps what it accepts and can be told to
 * refuse, as an outage of the operator's collector would.
 */
export async function startStandInCollector(): Promise<StandInCollector> {
  const accepted: unknown[] = [];
  const paths: string[] = [];
  let refusals: { count: number; status: number } = { count: 0, status: 503 };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      paths.push(request.url ?? "");
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 };
        response.writeHead(refusals.status).end();
        return;
      }
      accepted.push(JSON.parse(body));
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    paths,
    refuseNext(count, status = 503) {
      refusals = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
