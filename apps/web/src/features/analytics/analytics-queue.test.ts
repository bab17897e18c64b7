import { type AnalyticsEvent, validateAnalyticsEvent } from "@creator-checkout/core/analytics";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnalyticsQueue, createAnalyticsQueue } from "./analytics-queue";

const PUBLISHER_ID = "7cb957b9-6936-45e2-8f81-252f61704b69";

const commonFields = () => ({
  user_id: null,
  session_id: "0b6c1b9e-8a4f-4c5e-9d3a-2f1e0c9b8a7d",
  publisher_id: null,
  referrer: null,
  url: "https://checkout.example/88ca9ddd-00dc-4f5e-b98d-47b85bb56266",
  campaign: {},
  locale: "en-US",
  title: "Checkout | Ada",
  path: "/88ca9ddd-00dc-4f5e-b98d-47b85bb56266",
  hash: "",
  search: "",
  width: 1280,
  height: 800,
});

const pageView = { conversation_id: "conv-1", product_option_id: null };

describe("the analytics queue", () => {
  let sent: AnalyticsEvent[][];
  let errors: string[];
  let queue: AnalyticsQueue;

  const start = (context?: string) => {
    queue = createAnalyticsQueue({
      ...(context ? { context } : {}),
      send: async (events) => {
        sent.push([...events]);
      },
      validate: validateAnalyticsEvent,
      commonFields,
      logError: (message) => errors.push(message),
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    errors = [];
  });
  afterEach(() => {
    queue.stop();
    vi.useRealTimers();
  });

  it("drains every 3 s once the page is ready, with the creator's id", () => {
    start("pay");
    queue.track("page_view", pageView);
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(2_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toMatchObject({
      type: "pay:page_view",
      context: "pay",
      publisher_id: PUBLISHER_ID,
    });
    queue.track("page_view", pageView);
    vi.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(2);
  });

  it("waits up to 10 s for readiness, then sends without a creator", () => {
    start("pay");
    queue.track("page_view", pageView);
    vi.advanceTimersByTime(9_000);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(3_000);
    expect(sent[0]?.[0]).toMatchObject({ type: "pay:page_view", publisher_id: null });
  });

  it.each([
    ["the page is ready", (queue: AnalyticsQueue) => queue.markReady(PUBLISHER_ID), 0],
    ["the 10 s wait ends", () => {}, 10_000],
  ])("calls onReady once, when %s", (_case, makeReady, waitMs) => {
    let calls = 0;
    queue = createAnalyticsQueue({
      context: "pay",
      send: async () => {},
      validate: validateAnalyticsEvent,
      commonFields,
      logError: () => {},
      onReady: () => {
        calls += 1;
      },
    });
    vi.advanceTimersByTime(waitMs);
    makeReady(queue);
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(20_000);
    expect(calls).toBe(1);
  });

  it("sends everything at once when the page goes away, ready or not", () => {
    start("pay");
    queue.track("page_view", pageView);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it("resolves a flush only once the collector has answered every batch", async () => {
    const answers: Array<() => void> = [];
    queue = createAnalyticsQueue({
      context: "pay",
      send: (events) =>
        new Promise<void>((resolve) => {
          sent.push([...events]);
          answers.push(resolve);
        }),
      validate: validateAnalyticsEvent,
      commonFields,
      logError: (message) => errors.push(message),
    });
    queue.track("page_view", pageView);
    let flushed = false;
    const flush = Promise.resolve(queue.flush()).then(() => {
      flushed = true;
    });
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(flushed).toBe(false);
    for (const answer of answers) answer();
    await flush;
    expect(flushed).toBe(true);
  });

  it("drops an event of the default context gadget and logs Invalid Validation", () => {
    start();
    queue.track("page_view", pageView);
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(3_000);
    expect(sent).toEqual([]);
    expect(errors).toEqual(["Invalid Validation"]);
  });

  it.each([
    ["an event with no schema", "page_click", {}, "Schema for event does not exist!"],
    ["an event with no name", "", {}, "Warning: Must provide name - Event will not fire"],
    ["an invalid payment", "user_payment", { custom_price: 5 }, "Invalid Validation"],
  ])("does not send %s and logs why", (_case, name, fields, message) => {
    start("pay");
    queue.track(name, fields);
    queue.track("page_view", pageView);
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(3_000);
    expect(errors).toEqual([message]);
    expect(sent.flat().map((event) => event.type)).toEqual(["pay:page_view"]);
  });

  it("sends at most 50 events in one request", () => {
    start("pay");
    for (let i = 0; i < 120; i += 1) queue.track("page_view", pageView);
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(3_000);
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
  });

  it("keeps events, in order, until the page has loaded the event schemas", () => {
    let schemasLoaded = false;
    queue = createAnalyticsQueue({
      context: "pay",
      send: async (events) => {
        sent.push([...events]);
      },
      validate: (draft) => (schemasLoaded ? validateAnalyticsEvent(draft) : null),
      commonFields,
      logError: (message) => errors.push(message),
    });
    queue.track("page_view", { ...pageView, conversation_id: "first" });
    queue.markReady(PUBLISHER_ID);
    vi.advanceTimersByTime(3_000);
    expect(sent).toEqual([]);

    schemasLoaded = true;
    queue.track("page_view", { ...pageView, conversation_id: "second" });
    vi.advanceTimersByTime(3_000);
    expect(sent.flat().map((event) => Reflect.get(event, "conversation_id"))).toEqual([
      "first",
      "second",
    ]);
    expect(errors).toEqual([]);
  });
});
