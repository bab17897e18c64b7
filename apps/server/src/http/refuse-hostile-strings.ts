import type { FastifyRequest } from "fastify";
import { badRequest } from "../app-error";

// NUL and the other C0 controls but tab, line feed and carriage return, which a text answer
// may hold; DEL too. Postgres refuses NUL in text, and none of these belongs in any field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// A high surrogate not followed by a low one, or a low one not preceded by a high one: text
// that no encoding can store.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isHostile = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

const partNames = { body: "request body", query: "query string", params: "address" } as const;

/** The dotted path of the first string in a value that is not clean text, or null. */
function firstHostileString(value: unknown): string | null {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item) break;
    if (typeof item.value === "string") {
      if (isHostile(item.value)) return item.path;
    } else if (
      typeof item.value === "object" &&
      item.value !== null &&
      !Buffer.isBuffer(item.value)
    ) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (isHostile(key)) return path;
        pending.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * A preValidation hook for every route: a control character or a broken Unicode sequence in
 * any field of the body, the query string or the address is refused with a 400 that names the
 * field, before any route or the database sees it.
 */
export async function refuseHostileStrings(request: FastifyRequest) {
  for (const part of ["params", "query", "body"] as const) {
    const path = firstHostileString(request[part]);
    if (path !== null) {
      throw badRequest(
        `Invalid ${partNames[part]}: ${path || "value"}: contains a character that is not allowed (a control character or a broken Unicode sequence).`,
      );
    }
  }
}
