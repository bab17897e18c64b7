import "./zod-without-eval";
import type { ApiRoute } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-route-schemas";
import type { z } from "zod";
import type { Answer } from "./api-client";

/**
 * Outside production: an answer the route table does not allow is a fault of the server or the
 * table, so it fails loudly (an error in the console and a rejected call) instead of passing
 * silently (docs/decisions/068). The page's production build never loads this module.
 */
export async function checkReply(route: Pick<ApiRoute, "method" | "path">, answer: Answer) {
  // A server failure (or a proxy's, in front of it) is reported as one, by the caller: it says
  // nothing about whether the server and the table agree.
  if (answer.status >= 500) return;
  const declared = Object.values(api).find(
    (candidate) => candidate.method === route.method && candidate.path === route.path,
  );
  const where = `${route.method} ${route.path} answered ${answer.status}`;
  if (!declared) throw replyDrift(`${where}, but the route table has no such route.`);
  const replies: Partial<Record<number, z.ZodType>> = declared.schema.response;
  const schema = replies[answer.status];
  if (!schema) throw replyDrift(`${where}, a status the route table does not declare.`);
  const checked = schema.safeParse(answer.payload);
  if (!checked.success) {
    throw replyDrift(
      `${where} with a body the route table does not allow: ${checked.error.message}`,
    );
  }
}

function replyDrift(message: string): Error {
  console.error(message);
  return new Error(message);
}
