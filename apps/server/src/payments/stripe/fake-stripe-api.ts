import { randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One request as the Stripe SDK sent it. */
interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** The fields of a PaymentIntent this stand-in keeps; Stripe's own objects have many more. */
interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
  status: "succeeded" | "requires_action" | "requires_payment_method";
  client_secret: string;
  next_action: { type: "use_stripe_sdk"; use_stripe_sdk: { type: string } } | null;
  last_payment_error: Decline | null;
  livemode: false;
  created: number;
}

interface Decline {
  type: "card_error";
  code: string;
  decline_code?: string;
  message: string;
}

interface TestCard {
  brand: string;
  last4: string;
  onAttach?: Decline;
  onCharge?: Decline | "requires_action";
}

interface Answer {
  status: number;
  body: object;
}

const declined: Decline = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

// Stripe's own test PaymentMethods (its testing docs), each with the behaviour it stands for in
// test mode: declined when saved, declined when charged, or asking for 3-D Secure.
const testPaymentMethods: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", onCharge: "requires_action" },
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", onCharge: declined },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    onCharge: {
      type: "card_error",
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", onAttach: declined },
};

const authenticationFailure: Decline = {
  type: "card_error",
  code: "payment_intent_authentication_failure",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const invalidRequest = (status: number, message: string, extra: object = {}): Answer => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...extra } },
});

/**
 * A local stand-in for Stripe's API, for tests: the machines that run them reach no outside
 * network. It records each request the real SDK sends and answers the few endpoints the
 * adapter uses the way Stripe's test mode does, including its idempotency (a repeated key gets
 * the first answer again) and its test PaymentMethods. Faults are injected by count: `failNext`
 * answers 500 without acting, `loseAnswers` acts and then cuts the connection, as when Stripe
 * took the money but its answer never arrived.
 */
export async function startFakeStripeApi() {
  const requests: RecordedStripeRequest[] = [];
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const cards = new Map<string, TestCard>();
  const attachedTo = new Map<string, string>();
  const answered = new Map<string, Answer>();
  const faults = { fail: 0, lose: 0 };

  function createPaymentIntent(form: URLSearchParams): Answer {
    const amount = Number(form.get("amount"));
    const currency = form.get("currency") ?? "";
    const customer = form.get("customer") ?? "";
    const paymentMethod = form.get("payment_method") ?? "";
    if (currency === "usd" && amount < 50) {
      return invalidRequest(400, "Amount must be at least $0.50 usd", {
        code: "amount_too_small",
        param: "amount",
      });
    }
    const card = cards.get(paymentMethod);
    if (!card || attachedTo.get(paymentMethod) !== customer) {
      return invalidRequest(400, `No such PaymentMethod: '${paymentMethod}'`, {
        code: "resource_missing",
        param: "payment_method",
      });
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const id = newId("pi");
    const decline = typeof card.onCharge === "object" ? card.onCharge : null;
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      currency,
      customer,
      payment_method: paymentMethod,
      description: form.get("description"),
      metadata,
      status:
        card.onCharge === "requires_action"
          ? "requires_action"
          : decline
            ? "requires_payment_method"
            : "succeeded",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      next_action:
        card.onCharge === "requires_action"
          ? { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } }
          : null,
      last_payment_error: decline,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    paymentIntents.set(id, intent);
    if (decline) return { status: 402, body: { error: { ...decline, payment_intent: intent } } };
    return { status: 200, body: intent };
  }

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams) {
    if (method === "POST" && path === "/v1/customers") {
      return {
        status: 200,
        body: { id: newId("cus"), object: "customer", description: form.get("description") },
      };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path)?.[1];
    if (method === "POST" && attach) {
      const card = testPaymentMethods[attach] ?? cards.get(attach);
      if (!card) {
        return invalidRequest(404, `No such PaymentMethod: '${attach}'`, {
          code: "resource_missing",
          param: "payment_method",
        });
      }
      if (card.onAttach) return { status: 402, body: { error: card.onAttach } };
      // A test id such as pm_card_visa stands for a new PaymentMethod each time it is used.
      const id = testPaymentMethods[attach] ? newId("pm") : attach;
      const customer = form.get("customer") ?? "";
      cards.set(id, card);
      attachedTo.set(id, customer);
      return {
        status: 200,
        body: {
          id,
          object: "payment_method",
          type: "card",
          customer,
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
        },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(form);
    if (method === "GET" && path === "/v1/payment_intents/search") {
      // Only the one query the adapter makes: metadata['key']:'value'.
      const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.get("query") ?? "");
      if (!match) return invalidRequest(400, "Invalid search query");
      const [, key = "", quoted = ""] = match;
      const value = quoted.replace(/\\(.)/g, "$1");
      const data = fake.searchIndexLagging
        ? []
        : [...paymentIntents.values()].filter((intent) => intent.metadata[key] === value);
      return {
        status: 200,
        body: { object: "search_result", data, has_more: false, next_page: null },
      };
    }
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intentId) {
      const intent = paymentIntents.get(intentId);
      return intent
        ? { status: 200, body: intent }
        : invalidRequest(404, `No such payment_intent: '${intentId}'`, {
            code: "resource_missing",
          });
    }
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const form = new URLSearchParams(await readBody(request));
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      form,
      headers: request.headers,
    });
    if (faults.fail > 0) {
      faults.fail -= 1;
      response.writeHead(500, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred." } }),
      );
      return;
    }
    const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
    const replay = typeof key === "string" ? answered.get(key) : undefined;
    const answer = replay ?? route(method, url.pathname, url.searchParams, form);
    if (typeof key === "string") answered.set(key, answer);
    if (faults.lose > 0) {
      faults.lose -= 1;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      ...(replay ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    /** What `createStripeGateway` takes to send its requests here. */
    apiOverride: { host: "127.0.0.1", port, protocol: "http" as const },
    requests,
    paymentIntents,
    /** While true, search finds nothing, as when Stripe has not indexed new intents yet. */
    searchIndexLagging: false,
    failNext(count: number) {
      faults.fail = count;
    },
    loseAnswers(count: number) {
      faults.lose = count;
    },
    /** The intent whose metadata names this order. */
    paymentIntentOf(orderId: string) {
      const intent = [...paymentIntents.values()].find(
        (each) => each.metadata.order_id === orderId,
      );
      if (!intent) throw new Error(`no PaymentIntent for order ${orderId}`);
      return intent;
    },
    /** The buyer passes or fails 3-D Secure in the page. */
    authenticate(intentId: string, approve: boolean) {
      const intent = paymentIntents.get(intentId);
      if (intent?.status !== "requires_action") throw new Error(`${intentId} awaits no action`);
      intent.next_action = null;
      if (approve) {
        intent.status = "succeeded";
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = authenticationFailure;
      }
    },
    /** The event Stripe would send about an object now, with a new event id. */
    event(type: string, object: object) {
      return {
        id: newId("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
