import { randomUUID } from "node:crypto";
import type { AnalyticsEventInput } from "@creator-checkout/core/analytics";
import { demoIds } from "./demo-catalog";

type PageViewInput = Extract<AnalyticsEventInput, { type: "pay:page_view" }>;

/** A page view as the page sends it, with `change` applied. */
export function pageViewEvent(change: Record<string, unknown> = {}): PageViewInput {
  return {
    type: "pay:page_view",
    context: "pay",
    user_id: null,
    session_id: randomUUID(),
    publisher_id: demoIds.publisher,
    referrer: "https://creator.example/posts/spring",
    url: `http://checkout.test/${demoIds.monthly}?utm_campaign=spring`,
    campaign: { name: "spring", source: "newsletter", medium: null, term: null, content: null },
    locale: "en-US",
    title: "Checkout | Demo",
    path: `/${demoIds.monthly}`,
    hash: "",
    search: "?utm_campaign=spring",
    width: 1280,
    height: 800,
    conversation_id: "conv-42",
    product_option_id: demoIds.monthly,
    ...change,
  } as PageViewInput;
}
