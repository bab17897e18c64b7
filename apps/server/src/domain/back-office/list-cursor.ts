import { z } from "zod";
import { badRequest } from "../../app-error";

/**
 * Where a page of a list ended: the last row's creation time, as Postgres holds it (to the
 * microsecond, so no row between two of the same millisecond is skipped), and its id.
 */
export interface ListPosition {
  at: string;
  id: string;
}

const position = z.strictObject({
  at: z.iso.datetime({ precision: 6 }),
  id: z.uuid(),
});

const garbled = () =>
  badRequest("This cursor is not one this API gave: start again without it, from the first page.");

/** The cursor a client is given: the position as base64url JSON, opaque to it. */
export function encodeCursor(at: ListPosition): string {
  return Buffer.from(JSON.stringify({ at: at.at, id: at.id }), "utf8").toString("base64url");
}

/** The position a cursor names; a cursor this API did not give is refused with a 400. */
export function decodeCursor(cursor: string): ListPosition {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw garbled();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw garbled();
  }
  const checked = position.safeParse(parsed);
  if (!checked.success) throw garbled();
  return checked.data;
}
