import { normalizePhone } from "@creator-checkout/core/identity";
import { badRequest } from "../../app-error";
import { decodeCursor, type ListPosition } from "./list-cursor";

/** What a list is narrowed to, as a client asks for it. */
export interface ListQuery {
  cursor?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  status?: string | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
}

/** The same, checked and in the form the database compares. */
export interface ListFilter {
  email: string | null;
  phone: string | null;
  status: string | null;
  /** Created at or after this instant. */
  from: Date | null;
  /** Created before this instant. */
  before: Date | null;
}

const isDay = (value: string) => value.length === 10;
const DAY_MS = 86_400_000;

/** A day names the whole UTC day: from its start, up to and including its last moment. */
function bounds(from: string | undefined, to: string | undefined) {
  const start = from === undefined ? null : new Date(isDay(from) ? `${from}T00:00:00Z` : from);
  const toInstant = to === undefined ? null : new Date(isDay(to) ? `${to}T00:00:00Z` : to);
  const before =
    toInstant === null || to === undefined
      ? null
      : new Date(toInstant.getTime() + (isDay(to) ? DAY_MS : 1));
  if (Number.isNaN(start?.getTime()) || Number.isNaN(before?.getTime())) {
    throw badRequest(
      "created_from and created_to must be days of the calendar, such as 2026-11-01.",
    );
  }
  if (start && before && start >= before) {
    throw badRequest("created_from must come before created_to.");
  }
  return { from: start, before };
}

function phoneFilter(phone: string | undefined): string | null {
  if (phone === undefined || phone.trim() === "") return null;
  const normalized = normalizePhone(phone);
  if (!normalized) {
    throw badRequest("phone must be a US or Canadian number, such as +1 415 555 0123.");
  }
  return normalized;
}

/** The filter and the page's starting point a query asks for; a bad one is a 400. */
export function readListQuery(query: ListQuery): {
  filter: ListFilter;
  after: ListPosition | null;
} {
  const email = query.email?.trim().toLowerCase();
  return {
    filter: {
      email: email ? email : null,
      phone: phoneFilter(query.phone),
      status: query.status ?? null,
      ...bounds(query.created_from, query.created_to),
    },
    after: query.cursor ? decodeCursor(query.cursor) : null,
  };
}
