import type { z } from "zod";
import type { ServerHandoff } from "./server-handoff";

/** What the server said when it refused the operator command's request. */
export class ServerRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServerRefusedError";
  }
}

/**
 * One request of an operator command to the server that holds the embedded database, with the
 * token from its data folder; the answer is parsed with `schema`, a refusal thrown with the
 * server's sentence.
 */
export async function callServer<Schema extends z.ZodType>(
  server: ServerHandoff,
  request: { method: "GET" | "POST"; path: string; body?: unknown },
  schema: Schema,
): Promise<z.infer<Schema>> {
  const response = await fetch(`${server.url}/api${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : `status ${response.status}`;
    throw new ServerRefusedError(message);
  }
  return schema.parse(body);
}
