import { randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createFakeStripeTax } from "./fake-stripe-tax";

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
  status: "succeeded" | "requires_action" | "requires_payment_method" | "canceled";
  cancellation_reason: string | null;
  client_secret: string;
  next_action: NextAction | null;
  last_payment_error: Decline | null;
  setup_future_usage: "off_session" | null;
  livemode: false;
  created: number;
}

/** The fields of a Refund this stand-in keeps. */
interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: "succeeded";
  created: number;
}

/** The fields of a SetupIntent this stand-in keeps. */
interface FakeSetupIntent {
  id: string;
  object: "setup_intent";
  customer: string | null;
  payment_method: string | null;
  usage: string;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "succeeded";
  client_secret: string;
  next_action: NextAction | null;
  last_setup_error: Decline | null;
  automatic_payment_methods: { enabled: boolean; allow_redirects: string } | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

type NextAction = { type: "use_stripe_sdk"; use_stripe_sdk: { type: string } };

interface Decline {
  type: "card_error";
  code: string;
  decline_code?: string;
  message: string;
}

interface TestCard {
  brand: string;
  last4: string;
  /** The issuing country Stripe reports as card.country; US unless a card says otherwise. */
  country?: string;
  /** Set for a card typed into Stripe.js; Stripe's test PaymentMethods expire 12/2034. */
  expiry?: { month: number; year: number };
  onAttach?: Decline;
  onCharge?: Decline;
  /**
   * When the bank asks for 3-D Secure: `always`, on every payment and set-up, and refused
   * off-session; `unless_set_up`, on every payment and set-up, and refused off-session until
   * a set-up or an on-session payment for later use was authenticated.
   */
  authentication?: "always" | "unless_set_up";
}

interface Answer {
  status: number;
  body: object;
}

/** A card PaymentMethod as Stripe answers it, with the fields the adapter and Stripe.js read. */
function paymentMethodObject(id: string, card: TestCard, customer: string | null) {
  return {
    id,
    object: "payment_method",
    type: "card",
    customer,
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expiry?.month ?? 12,
      exp_year: card.expiry?.year ?? 2034,
      country: card.country ?? "US",
    },
  };
}

const declined: Decline = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

// Stripe's test cards (its testing docs), each with the behaviour it stands for in test mode:
// declined when saved, declined when charged, or asking for 3-D Secure.
const visa: TestCard = { brand: "visa", last4: "4242" };
const mastercard: TestCard = { brand: "mastercard", last4: "4444" };
const germanVisa: TestCard = { brand: "visa", last4: "0016", country: "DE" };
const authenticationRequired: TestCard = { brand: "visa", last4: "3184", authentication: "always" };
const authenticationRequiredOnSetup: TestCard = {
  brand: "visa",
  last4: "3155",
  authentication: "unless_set_up",
};
const chargeCustomerFail: TestCard = { brand: "visa", last4: "0341", onCharge: declined };
const insufficientFunds: TestCard = {
  brand: "visa",
  last4: "9995",
  onCharge: {
    type: "card_error",
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};
const chargeDeclined: TestCard = { brand: "visa", last4: "0002", onAttach: declined };

/** The test PaymentMethods a server-side test names directly. */
const testPaymentMethods: Record<string, TestCard> = {
  pm_card_visa: visa,
  pm_card_mastercard: mastercard,
  pm_card_de: germanVisa,
  pm_card_authenticationRequired: authenticationRequired,
  pm_card_authenticationRequiredOnSetup: authenticationRequiredOnSetup,
  pm_card_chargeCustomerFail: chargeCustomerFail,
  pm_card_chargeDeclinedInsufficientFunds: insufficientFunds,
  pm_card_chargeDeclined: chargeDeclined,
};

/** The test card numbers a buyer types into Stripe.js's card element. */
const testCardNumbers: Record<string, TestCard> = {
  "4242424242424242": visa,
  "5555555555554444": mastercard,
  "4000002760000016": germanVisa,
  "4000002760003184": authenticationRequired,
  "4000002500003155": authenticationRequiredOnSetup,
  "4000000000000341": chargeCustomerFail,
  "4000000000009995": insufficientFunds,
  "4000000000000002": chargeDeclined,
};

// What Stripe answers in test mode for any number that is not one of its test cards.
const notATestCard: Decline = {
  type: "card_error",
  code: "card_declined",
  decline_code: "live_mode_test_card",
  message:
    "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
};

const authenticationFailure: Decline = {
  type: "card_error",
  code: "payment_intent_authentication_failure",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

// What Stripe answers an off-session payment that the bank wants authenticated.
const authenticationNeeded: Decline = {
  type: "card_error",
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

const threeDSecure: NextAction = {
  type: "use_stripe_sdk",
  use_stripe_sdk: { type: "three_d_secure_redirect" },
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

function send(response: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
  response.writeHead(answer.status, {
    "content-type": "application/json",
    "request-id": newId("req"),
    ...headers,
  });
  response.end(JSON.stringify(answer.body));
}

const invalidRequest = (status: number, message: string, extra: object = {}): Answer => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...extra } },
});

const clientSecretMismatch = invalidRequest(
  400,
  "The client_secret provided does not match any associated PaymentIntent on this account.",
  { code: "payment_intent_invalid_parameter", param: "client_secret" },
);

/**
 * A local stand-in for Stripe's API, for tests: the machines that run them reach no outside
 * network. It records each request the real SDK sends and answers the few endpoints the
 * adapter uses the way Stripe's test mode does, including its idempotency (a repeated key gets
 * the first answer again), its test PaymentMethods, SetupIntents that set a card up for later,
 * and off-session payments that the bank refuses with `authentication_required`. Faults are
 * injected by count: `failNext` answers 500 without acting, `loseAnswers` acts and then cuts the
 * connection, as when Stripe took the money but its answer never arrived.
 *
 * It also answers what Stripe.js asks with the publishable key (the page's stand-in for Stripe.js
 * in e2e/support sends it here): making a PaymentMethod from a test card number and reading a
 * PaymentIntent by its client secret. Under `/_fake/`, outside Stripe's API, it completes 3-D
 * Secure as the bank's page would, and lists the requests it recorded.
 */
export async function startFakeStripeApi({ port: requestedPort = 0 }: { port?: number } = {}) {
  const requests: RecordedStripeRequest[] = [];
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const cards = new Map<string, TestCard>();
  const attachedTo = new Map<string, string>();
  /** PaymentMethods whose bank agreed to charges made while the buyer is away. */
  const setUpForOffSession = new Set<string>();
  const answered = new Map<string, Answer>();
  const refunds = new Map<string, FakeRefund>();
  const faults = { fail: 0, lose: 0 };
  const stripeTax = createFakeStripeTax();

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
    const offSession = form.get("off_session") === "true";
    const setupFutureUsage =
      form.get("setup_future_usage") === "off_session" ? "off_session" : null;
    const needsBuyer =
      card.authentication === "always" ||
      (card.authentication === "unless_set_up" &&
        !(offSession && setUpForOffSession.has(paymentMethod)));
    // Off-session, nobody can answer the bank: Stripe refuses at once instead of waiting.
    const decline = card.onCharge ?? (needsBuyer && offSession ? authenticationNeeded : null);
    const waitsForBuyer = needsBuyer && !decline;
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      currency,
      customer,
      payment_method: paymentMethod,
      description: form.get("description"),
      metadata,
      status: waitsForBuyer ? "requires_action" : decline ? "requires_payment_method" : "succeeded",
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      next_action: waitsForBuyer ? threeDSecure : null,
      last_payment_error: decline,
      setup_future_usage: setupFutureUsage,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    paymentIntents.set(id, intent);
    if (intent.status === "succeeded" && setupFutureUsage) setUpForOffSession.add(paymentMethod);
    if (decline) {
      return {
        status: 402,
        body: {
          error: {
            ...decline,
            payment_intent: intent,
            payment_method: paymentMethodObject(paymentMethod, card, customer),
          },
        },
      };
    }
    return { status: 200, body: intent };
  }

  /** A SetupIntent as Stripe answers it, with its PaymentMethod expanded when asked. */
  function setupIntentBody(setup: FakeSetupIntent, form: URLSearchParams) {
    const expand = [...form].filter(([name]) => /^expand\[\d*\]$/.test(name)).map(([, v]) => v);
    const card = setup.payment_method ? cards.get(setup.payment_method) : undefined;
    if (!expand.includes("payment_method") || !setup.payment_method || !card) return setup;
    const customer = attachedTo.get(setup.payment_method) ?? null;
    return { ...setup, payment_method: paymentMethodObject(setup.payment_method, card, customer) };
  }

  /**
   * The card a request names: one Stripe.js made, or one of Stripe's test PaymentMethods, which
   * stands for a new PaymentMethod each time it is used.
   */
  function paymentMethodNamed(name: string): { id: string; card: TestCard } | undefined {
    const test = testPaymentMethods[name];
    if (test) {
      const id = newId("pm");
      cards.set(id, test);
      return { id, card: test };
    }
    const card = cards.get(name);
    return card ? { id: name, card } : undefined;
  }

  /** Confirms a SetupIntent as Stripe does for a card: the bank's answer decides. */
  function confirmSetupIntent(setup: FakeSetupIntent, form: URLSearchParams): Answer {
    const card = setup.payment_method ? cards.get(setup.payment_method) : undefined;
    if (!setup.payment_method || !card) {
      return invalidRequest(
        400,
        "You cannot confirm this SetupIntent because it's missing a payment method.",
        { code: "setup_intent_unexpected_state" },
      );
    }
    if (card.onAttach) {
      setup.status = "requires_payment_method";
      setup.last_setup_error = card.onAttach;
      return { status: 402, body: { error: { ...card.onAttach, setup_intent: setup } } };
    }
    if (card.authentication) {
      setup.status = "requires_action";
      setup.next_action = threeDSecure;
    } else {
      setup.status = "succeeded";
      setup.next_action = null;
      setup.last_setup_error = null;
      if (setup.customer) attachedTo.set(setup.payment_method, setup.customer);
      if (setup.usage === "off_session") setUpForOffSession.add(setup.payment_method);
    }
    return { status: 200, body: setupIntentBody(setup, form) };
  }

  function createSetupIntent(form: URLSearchParams): Answer {
    const named = form.get("payment_method");
    const method = named ? paymentMethodNamed(named) : undefined;
    if (named && !method) {
      return invalidRequest(400, `No such PaymentMethod: '${named}'`, {
        code: "resource_missing",
        param: "payment_method",
      });
    }
    const id = newId("seti");
    const setup: FakeSetupIntent = {
      id,
      object: "setup_intent",
      customer: form.get("customer"),
      payment_method: method?.id ?? null,
      usage: form.get("usage") ?? "off_session",
      status: method ? "requires_confirmation" : "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      next_action: null,
      last_setup_error: null,
      automatic_payment_methods:
        form.get("automatic_payment_methods[enabled]") === "true"
          ? {
              enabled: true,
              allow_redirects: form.get("automatic_payment_methods[allow_redirects]") ?? "always",
            }
          : null,
      payment_method_types: ["card"],
      metadata: {},
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    setupIntents.set(id, setup);
    if (form.get("confirm") === "true") return confirmSetupIntent(setup, form);
    return { status: 200, body: setupIntentBody(setup, form) };
  }

  /** Stripe.js's `createPaymentMethod` from the card element. */
  function createPaymentMethod(form: URLSearchParams): Answer {
    if (!form.get("key")?.startsWith("pk_test_")) {
      return invalidRequest(401, "Stripe.js sends a test publishable key (pk_test_...).");
    }
    if (form.get("type") !== "card") {
      return invalidRequest(400, "Only card PaymentMethods are made here.", { param: "type" });
    }
    const card = testCardNumbers[form.get("card[number]") ?? ""];
    if (!card) return { status: 402, body: { error: notATestCard } };
    const id = newId("pm");
    const expiry = {
      month: Number(form.get("card[exp_month]")),
      year: Number(form.get("card[exp_year]")),
    };
    cards.set(id, { ...card, expiry });
    return {
      status: 200,
      body: {
        ...paymentMethodObject(id, { ...card, expiry }, null),
        billing_details: {
          address: { postal_code: form.get("billing_details[address][postal_code]") },
        },
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      },
    };
  }

  /** A refund of a succeeded PaymentIntent's charge, never more than is left of it. */
  function createRefund(form: URLSearchParams): Answer {
    const intentId = form.get("payment_intent") ?? "";
    const intent = paymentIntents.get(intentId);
    if (!intent) {
      return invalidRequest(404, `No such payment_intent: '${intentId}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    }
    if (intent.status !== "succeeded") {
      return invalidRequest(
        400,
        `PaymentIntent ${intentId} does not have a successful charge to refund.`,
        {
          code: "charge_not_refundable",
        },
      );
    }
    const given = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = form.has("amount") ? Number(form.get("amount")) : intent.amount - given;
    if (amount <= 0 || given + amount > intent.amount) {
      return invalidRequest(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - given})`,
        { code: "amount_too_large", param: "amount" },
      );
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const refund: FakeRefund = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      metadata,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function authenticate(intentId: string, approve: boolean) {
    const intent = paymentIntents.get(intentId);
    if (intent?.status !== "requires_action") throw new Error(`${intentId} awaits no action`);
    intent.next_action = null;
    if (approve) {
      intent.status = "succeeded";
      if (intent.setup_future_usage) setUpForOffSession.add(intent.payment_method);
    } else {
      intent.status = "requires_payment_method";
      intent.last_payment_error = authenticationFailure;
    }
  }

  /** As Stripe cancels: only an intent not yet succeeded (or canceled) can be. */
  function cancelPaymentIntent(intentId: string, form: URLSearchParams): Answer {
    const intent = paymentIntents.get(intentId);
    if (!intent) {
      return invalidRequest(404, `No such payment_intent: '${intentId}'`, {
        code: "resource_missing",
      });
    }
    if (intent.status === "succeeded" || intent.status === "canceled") {
      return invalidRequest(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    intent.status = "canceled";
    intent.cancellation_reason = form.get("cancellation_reason");
    intent.next_action = null;
    return { status: 200, body: intent };
  }

  /** An intent as Stripe.js may read it: only with its client secret. */
  function intentWithSecret(intentId: string, clientSecret: string | null) {
    const intent = paymentIntents.get(intentId);
    return intent && intent.client_secret === clientSecret ? intent : undefined;
  }

  /** The stand-in's own endpoints, which Stripe's API does not have. */
  function standInRoute(method: string, path: string, form: URLSearchParams): Answer {
    if (method === "GET" && path === "/_fake/requests") {
      return {
        status: 200,
        body: requests.map((recorded) => ({
          method: recorded.method,
          path: recorded.path,
          query: Object.fromEntries(recorded.query),
          // The page's card details stay out of it, as they stay out of any log.
          form: Object.fromEntries(
            [...recorded.form].filter(([name]) => !name.startsWith("card[")),
          ),
        })),
      };
    }
    // The bank's 3-D Secure page: the buyer approves or denies (`approve=true|false`).
    const intentId = /^\/_fake\/payment_intents\/([^/]+)\/authenticate$/.exec(path)?.[1];
    if (method === "POST" && intentId) {
      const intent = intentWithSecret(intentId, form.get("client_secret"));
      if (!intent) return clientSecretMismatch;
      if (intent.status !== "requires_action") {
        return invalidRequest(400, `${intentId} awaits no authentication.`);
      }
      authenticate(intentId, form.get("approve") === "true");
      return { status: 200, body: intent };
    }
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams) {
    const taxAnswer = stripeTax.route(method, path, form);
    if (taxAnswer) return taxAnswer;
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
      return { status: 200, body: paymentMethodObject(id, card, customer) };
    }
    if (method === "POST" && path === "/v1/payment_methods") return createPaymentMethod(form);
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(form);
    if (method === "POST" && path === "/v1/setup_intents") return createSetupIntent(form);
    if (method === "POST" && path === "/v1/refunds") return createRefund(form);
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
    const canceling = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)?.[1];
    if (method === "POST" && canceling) return cancelPaymentIntent(canceling, form);
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intentId && query.has("key")) {
      const intent = intentWithSecret(intentId, query.get("client_secret"));
      return intent ? { status: 200, body: intent } : clientSecretMismatch;
    }
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
    if (url.pathname.startsWith("/_fake/")) {
      send(response, standInRoute(method, url.pathname, form));
      return;
    }
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
    send(response, answer, replay ? { "idempotent-replayed": "true" } : {});
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(requestedPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake = {
    /** What `createStripeGateway` takes to send its requests here. */
    apiOverride: { host: "127.0.0.1", port, protocol: "http" as const },
    requests,
    paymentIntents,
    setupIntents,
    refunds,
    /** Stripe Tax's calculations and the transactions recorded from them, by id. */
    taxCalculations: stripeTax.calculations,
    taxTransactions: stripeTax.transactions,
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
    authenticate,
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
