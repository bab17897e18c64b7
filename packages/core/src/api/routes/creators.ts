import { z } from "zod";
import { funnelResponse } from "../contract";
import { defineRoute, noContent } from "../define-route";
import { funnelDay } from "../request-parts";

// The creator's own figures (docs/decisions/044), for the bearer of one of its publisher keys
// (docs/decisions/043).

export const getFunnel = defineRoute({
  method: "GET",
  path: "/api/dashboard/:username/funnel",
  summary: "The publisher's funnel: views, sign-ins and payments by day, option and campaign",
  description:
    "Whole UTC days from `from` to `to`, both included; neither gives the last 30 days. The key must be one of this publisher's.",
  tag: "Dashboard",
  caller: "publisher-key",
  request: {
    params: z.object({ username: z.string().max(100, "There is no such publisher.") }),
    query: z.object({ from: funnelDay("from").optional(), to: funnelDay("to").optional() }),
  },
  responses: { 200: funnelResponse },
  errors: [401, 403, 404],
});

export const checkPreviewAccess = defineRoute({
  method: "GET",
  path: "/api/dashboard/:username/preview",
  summary: "Whether the key may preview this publisher's checkout pages",
  description:
    "The page asks it when its address says `preview=true` (docs/decisions/091): 204 for one of this publisher's keys, and the page then shows a preview that can sell nothing.",
  tag: "Dashboard",
  caller: "publisher-key",
  request: {
    params: z.object({ username: z.string().max(100, "There is no such publisher.") }),
  },
  responses: { 204: noContent },
  errors: [401, 403],
});
