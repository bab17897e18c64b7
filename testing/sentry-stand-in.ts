import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";

/** One item of an envelope: its header, and its payload parsed as JSON when it is JSON. */
export interface SentryEnvelopeItem {
  header: { type?: string; length?: number; [key: string]: unknown };
  payload: unknown;
}

/** One envelope as a Sentry SDK sent it to `/api/<project>/envelope/`. */
export interface SentryEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: SentryEnvelopeItem[];
}

/**
 * A local stand-in for Sentry's ingestion, for the tests (the test machines reach no outside
 * network): it accepts envelopes from @sentry/node and @sentry/react on
 * `POST /api/<project>/envelope/`, keeps them, and lists them at `GET /_stand-in/envelopes`.
 * It answers the browser's CORS preflight as Sentry does.
 */
export async function startSentryStandIn({ port = 0 }: { port?: number } = {}) {
  const envelopes: SentryEnvelope[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-allow-headers", "*");
    response.setHeader("access-control-allow-methods", "POST, OPTIONS");
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    if (request.method === "OPTIONS") return response.writeHead(204).end();
    if (request.method === "GET" && path === "/_stand-in/envelopes") {
      return response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ envelopes }));
    }
    const project = /^\/api\/([^/]+)\/envelope\/?$/.exec(path)?.[1];
    if (request.method !== "POST" || project === undefined) {
      return response.writeHead(404).end();
    }
    const body = decode(await readBody(request), request.headers["content-encoding"]);
    envelopes.push({ project, ...parseEnvelope(body) });
    return response.writeHead(200, { "content-type": "application/json" }).end("{}");
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${boundPort}`;

  return {
    url,
    /** A DSN that points an SDK at this stand-in, for project `project`. */
    dsn: (project = "1") => `http://publickey@127.0.0.1:${boundPort}/${project}`,
    envelopes,
    /** The replay segments received so far, their recorded events as text. */
    replayRecordings: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === "replay_recording")
          .map((item) => (item.payload as { events: string }).events),
      ),
    /** The error events received so far. */
    errorEvents: () =>
      envelopes.flatMap((envelope) =>
        envelope.items
          .filter((item) => item.header.type === "event")
          .map((item) => item.payload as Record<string, unknown>),
      ),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

/**
 * Sentry's envelope format: a JSON header line, then items, each a JSON header line and a
 * payload of `length` bytes when the header gives one (replay recordings are binary), else up
 * to the next newline.
 */
export function parseEnvelope(body: Buffer): Omit<SentryEnvelope, "project"> {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString("utf8")) as Record<string, unknown>;
  const items: SentryEnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine().toString("utf8").trim();
    if (headerLine === "") continue;
    const itemHeader = JSON.parse(headerLine) as SentryEnvelopeItem["header"];
    let raw: Buffer;
    if (typeof itemHeader.length === "number") {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      raw = readLine();
    }
    items.push({
      header: itemHeader,
      payload: itemHeader.type === "replay_recording" ? parseRecording(raw) : parsePayload(raw),
    });
  }
  return { header, items };
}

/**
 * A replay segment: a JSON header line, then the recorded events as JSON, compressed with
 * zlib's deflate when the SDK's worker ran. Kept as text, so a test can look for what a buyer
 * typed in it.
 */
function parseRecording(raw: Buffer): unknown {
  const end = raw.indexOf(0x0a);
  const events = raw.subarray(end + 1);
  let text: string;
  try {
    text = inflateSync(events).toString("utf8");
  } catch {
    text = events.toString("utf8");
  }
  return { header: parsePayload(raw.subarray(0, end)), events: text };
}

function parsePayload(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return { bytes: raw.length };
  }
}
