import { randomUUID } from "node:crypto";
import type { RefundResult } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { formatMoney } from "@creator-checkout/core/money";
import { AppError } from "../app-error";
import { type Config, loadConfig } from "../config";
import { databaseOptionsOf } from "../config-database";
import { connectDatabase, type Db } from "../db/connect";
import { cancelForPublisher } from "../domain/billing/cancel-for-publisher";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import {
  listPublisherKeys,
  type PublisherKeyListing,
} from "../domain/publisher-keys/list-publisher-keys";
import { revokePublisherKey } from "../domain/publisher-keys/revoke-publisher-key";
import { publisherOfOrder, publisherOfSubscription } from "../domain/refunds/owner-of";
import { refundOrder } from "../domain/refunds/refund-order";
import { webhookPolicyOf } from "../domain/webhooks/webhook-policy";
import { callServer, ServerRefusedError } from "../operator/call-server";
import type { CommandIo } from "../operator/command-io";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";
import { textTable } from "../operator/text-table";
import {
  configuredTaxCalculator,
  createConfiguredGateway,
} from "../payments/create-configured-gateway";
import { systemClock } from "../security/clock";
import {
  CouponArgumentError,
  type CouponCommand,
  couponsHere,
  couponsInServer,
  parseCouponCommand,
  runCouponCommand,
} from "./publisher-coupons";
import {
  CreatorArgumentError,
  type CreatorCommand,
  creatorsHere,
  creatorsInServer,
  parseCreatorCommand,
  runCreatorCommand,
} from "./publisher-creators";
import {
  type ListCommand,
  ListFlagError,
  listsHere,
  listsInServer,
  parseListCommand,
  runListCommand,
} from "./publisher-lists";
import {
  parseWebhookCommand,
  runWebhookCommand,
  WebhookArgumentError,
  type WebhookCommand,
  webhooksHere,
  webhooksInServer,
} from "./publisher-webhooks";

const usage = `Usage: npm run publisher -- creator create <username> --owner <e-mail> [--name <name>]
       npm run publisher -- team invite <username> <e-mail> [--role owner|staff|read-only]
       npm run publisher -- key create <username>
       npm run publisher -- key list [<username>]
       npm run publisher -- key revoke <key id>
       npm run publisher -- refund <order id> [--amount <minor units>] [--key <idempotency key>]
       npm run publisher -- cancel <subscription id> [--now]
       npm run publisher -- orders list <username> [--email <address>] [--phone <number>]
                                                   [--status <status>] [--limit <1-100>]
       npm run publisher -- subscriptions list <username> [the same flags]
       npm run publisher -- customers list <username> [--email …] [--phone …] [--limit …]
       npm run publisher -- webhook add <username> <url> [--events <event>,<event>…]
       npm run publisher -- webhook list <username>
       npm run publisher -- webhook remove <endpoint id>
       npm run publisher -- coupon create <username> --code SAVE20 --percent-off 20
                          [--amount-off USD:400,EUR:350] [--duration once|repeating|forever]
                          [--months N] [--max-redemptions N] [--max-per-customer N]
                          [--redeem-by ISO] [--options ID,…] [--first-time-only] [--name …]
       npm run publisher -- coupon list <username>

creator create opens an empty store whatever CREATOR_SIGNUP says, and e-mails its owner an
invitation; team invite gives an existing store (one imported from a catalog) its first owner.
They accept by signing in to the dashboard, /dashboard/<username>, with that address.

Publisher keys let a publisher read its own figures (the dashboard) and call the checkout from
its own server. A new key is shown once only; the database keeps just its hash.

refund gives back all that is left of a paid order, or --amount of it in minor units (400 is
$4.00). A refund the payment processor did not answer is left pending: run the command again
with the --key it printed to finish it. cancel ends a subscription at the end of its paid period,
or with --now at once; it refunds nothing.

The lists show who paid the publisher, newest first (25 unless --limit says otherwise).

webhook add sends the publisher's events (all of them unless --events names some) to a url,
signed with a secret shown once only; see docs/webhooks.md.

coupon create makes a discount with its first promotion code (docs/decisions/092-095): a
percentage (up to two decimals) or amounts in minor units per currency, once, for --months
(repeating) or forever. coupon list shows each coupon's codes and their redemptions.
`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Operation =
  | { name: "create"; username: string }
  | { name: "list"; username?: string }
  | { name: "revoke"; id: string }
  | { name: "refund"; orderId: string; amount?: number; key: string }
  | { name: "cancel"; subscriptionId: string; now: boolean };

function parse(argv: string[]): Operation | null {
  const [noun, verb, argument, ...rest] = argv;
  if (noun === "refund") return parseRefund(argv.slice(1));
  if (noun === "cancel" && verb && (argument === undefined || argument === "--now")) {
    return rest.length > 0
      ? null
      : { name: "cancel", subscriptionId: verb, now: argument === "--now" };
  }
  if (noun !== "key" || rest.length > 0) return null;
  if (verb === "create" && argument) return { name: "create", username: argument };
  if (verb === "list") return argument ? { name: "list", username: argument } : { name: "list" };
  if (verb === "revoke" && argument) return { name: "revoke", id: argument };
  return null;
}

function parseRefund([orderId, ...options]: string[]): Operation | null {
  if (!orderId) return null;
  const operation: Operation = { name: "refund", orderId, key: `cli-${randomUUID()}` };
  for (let i = 0; i < options.length; i += 2) {
    const [option, value] = [options[i], options[i + 1]];
    if (value === undefined) return null;
    if (option === "--amount") operation.amount = Number(value);
    else if (option === "--key") operation.key = value;
    else return null;
  }
  return operation;
}

/** What is wrong with an operation's arguments, in a sentence; null when nothing is. */
function argumentProblem(operation: Operation): string | null {
  if (operation.name === "revoke" && !uuidPattern.test(operation.id)) {
    return `A key id is the UUID that key list shows, not ${operation.id}.`;
  }
  if (operation.name === "refund" && !uuidPattern.test(operation.orderId)) {
    return `An order id is a UUID, not ${operation.orderId}.`;
  }
  if (operation.name === "refund" && operation.amount !== undefined) {
    const { amount } = operation;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 2_147_483_647) {
      return "--amount must be a whole number of minor units above 0, such as 400 for $4.00.";
    }
  }
  if (operation.name === "cancel" && !uuidPattern.test(operation.subscriptionId)) {
    return `A subscription id is a UUID, not ${operation.subscriptionId}.`;
  }
  return null;
}

type Canceled = Awaited<ReturnType<typeof cancelForPublisher>>;

/** The same operations, done here on the database or by the server that holds it. */
interface PublisherOperations {
  create(username: string): Promise<{ key: string; keyId: string }>;
  list(username: string | undefined): Promise<PublisherKeyListing[]>;
  revoke(id: string): Promise<{ revokedAt: Date; alreadyRevoked: boolean }>;
  refund(operation: Extract<Operation, { name: "refund" }>): Promise<RefundResult>;
  cancel(subscriptionId: string, atPeriodEnd: boolean): Promise<Canceled>;
}

function inServer(server: ServerHandoff): PublisherOperations {
  return {
    create: async (username) => {
      const created = await callServer(server, api.createPublisherKey, { body: { username } });
      return { key: created.key, keyId: created.key_id };
    },
    list: async (username) => {
      const listed = await callServer(server, api.listPublisherKeys, { query: { username } });
      return listed.keys.map((key) => ({
        id: key.id,
        username: key.username,
        hint: key.hint,
        name: key.name,
        scope: key.scope,
        expiresAt: key.expires_at === null ? null : new Date(key.expires_at),
        createdAt: new Date(key.created_at),
        revokedAt: key.revoked_at === null ? null : new Date(key.revoked_at),
      }));
    },
    revoke: async (id) => {
      const revoked = await callServer(server, api.revokePublisherKey, { params: { id } });
      return { revokedAt: new Date(revoked.revoked_at), alreadyRevoked: revoked.already_revoked };
    },
    refund: ({ orderId, amount, key }) =>
      callServer(server, api.operatorRefundOrder, {
        params: { orderId },
        body: { amount, idempotency_key: key },
      }),
    cancel: (subscriptionId, atPeriodEnd) =>
      callServer(server, api.operatorCancelSubscription, {
        params: { subscriptionId },
        body: { at_period_end: atPeriodEnd },
      }),
  };
}

async function here<T>(
  config: Config,
  work: (operations: PublisherOperations, db: Db) => Promise<T>,
): Promise<T> {
  const database = await connectDatabase(databaseOptionsOf(config));
  const { db } = database;
  const deps = {
    db,
    clock: systemClock,
    gateway: createConfiguredGateway(config, { db, clock: systemClock }),
    publicUrl: config.PUBLIC_URL,
    renewalRetryDays: config.RENEWAL_RETRY_DAYS,
    taxRates: config.taxRates,
    taxCalculator: configuredTaxCalculator(config),
  };
  try {
    return await work(
      {
        create: (username) => createPublisherKey(db, { username }),
        list: (username) => listPublisherKeys(db, { username }),
        revoke: (id) => revokePublisherKey(db, { id, now: systemClock.now() }),
        refund: async ({ orderId, amount, key }) =>
          refundOrder(deps, {
            publisherId: await publisherOfOrder(db, orderId),
            orderId,
            amount,
            cancelSubscription: false,
            reason: null,
            idempotencyKey: key,
          }),
        cancel: async (subscriptionId, atPeriodEnd) =>
          cancelForPublisher(deps, {
            publisherId: await publisherOfSubscription(db, subscriptionId),
            subscriptionId,
            atPeriodEnd,
          }),
      },
      db,
    );
  } finally {
    await database.close();
  }
}

function listing(keys: PublisherKeyListing[]): string {
  if (keys.length === 0) return "No publisher keys.\n";
  const rows = keys.map((key) => [
    key.id,
    key.username,
    `…${key.hint}`,
    key.createdAt.toISOString(),
    key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active",
  ]);
  return textTable(["id", "publisher", "ends in", "created", "state"], rows);
}

function refunded({ refund, order_refunded_amount }: RefundResult): string {
  const money = (amount: number) => formatMoney(amount, refund.currency);
  return (
    `Refunded ${money(refund.amount)} of order ${refund.order_id} (refund ${refund.id}); ` +
    `${money(order_refunded_amount)} of it refunded in all.\n`
  );
}

function canceled({ subscription }: Canceled): string {
  if (subscription.status === "CANCELED") {
    return `Subscription ${subscription.id} has ended now. Nothing was refunded.\n`;
  }
  const end = subscription.current_period_end ?? "the end of its period";
  return `Subscription ${subscription.id} ends on ${end}; nothing more is charged. Nothing was refunded.\n`;
}

async function run(operations: PublisherOperations, operation: Operation): Promise<string> {
  switch (operation.name) {
    case "create": {
      const created = await operations.create(operation.username);
      return (
        `Created a publisher key for ${operation.username} (id ${created.keyId}). ` +
        "It is shown this once only; keep it secret:\n" +
        `${created.key}\n`
      );
    }
    case "list":
      return listing(await operations.list(operation.username));
    case "revoke": {
      const revoked = await operations.revoke(operation.id);
      return revoked.alreadyRevoked
        ? `Key ${operation.id} was already revoked on ${revoked.revokedAt.toISOString()}.\n`
        : `Revoked key ${operation.id}; it is refused from now on.\n`;
    }
    case "refund":
      return refunded(await operations.refund(operation));
    case "cancel":
      return canceled(await operations.cancel(operation.subscriptionId, !operation.now));
  }
}

/**
 * A list or webhook command, done on the database here or by the server that holds it. A
 * refused argument exits with 2, as a usage error does; a refused request with 1.
 */
async function runBeside(
  config: Config,
  io: CommandIo,
  work: { inServer: (server: ServerHandoff) => Promise<string>; here: (db: Db) => Promise<string> },
): Promise<number> {
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const output = server
      ? await work.inServer(server)
      : await here(config, (_operations, db) => work.here(db));
    io.stdout(output);
    return 0;
  } catch (error) {
    if (
      error instanceof ListFlagError ||
      error instanceof WebhookArgumentError ||
      error instanceof CouponArgumentError ||
      error instanceof CreatorArgumentError
    ) {
      io.stderr(`${error.message}\n`);
      return 2;
    }
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

const runList = (config: Config, io: CommandIo, command: ListCommand) =>
  runBeside(config, io, {
    inServer: (server) => runListCommand(listsInServer(server), command),
    here: (db) => runListCommand(listsHere(db), command),
  });

const runWebhook = (config: Config, io: CommandIo, command: WebhookCommand) =>
  runBeside(config, io, {
    inServer: (server) => runWebhookCommand(webhooksInServer(server), command),
    here: (db) => runWebhookCommand(webhooksHere(db, webhookPolicyOf(config)), command),
  });

const runCoupon = (config: Config, io: CommandIo, command: CouponCommand) =>
  runBeside(config, io, {
    inServer: (server) => runCouponCommand(couponsInServer(server), command),
    here: (db) => runCouponCommand(couponsHere(db), command),
  });

const runCreator = (config: Config, io: CommandIo, command: CreatorCommand) =>
  runBeside(config, io, {
    inServer: (server) => runCreatorCommand(creatorsInServer(server), command),
    here: (db) => runCreatorCommand(creatorsHere(db, config.PUBLIC_URL), command),
  });

/** `npm run publisher -- <argv>`: the exit code, having written its words to `io`. */
export async function runPublisherCommand(argv: string[], io: CommandIo): Promise<number> {
  const creator = parseCreatorCommand(argv);
  if (creator) return runCreator(loadConfig(io.env), io, creator);
  const coupon = parseCouponCommand(argv);
  if (coupon) return runCoupon(loadConfig(io.env), io, coupon);
  const list = parseListCommand(argv);
  if (list) return runList(loadConfig(io.env), io, list);
  const webhook = parseWebhookCommand(argv);
  if (webhook) return runWebhook(loadConfig(io.env), io, webhook);
  const operation = parse(argv);
  if (!operation) {
    io.stderr(usage);
    return 2;
  }
  const problem = argumentProblem(operation);
  if (problem) {
    io.stderr(`${problem}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  // The embedded database may be opened by one process only: a server running on it does the
  // work (docs/decisions/043).
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const output = server
      ? await run(inServer(server), operation)
      : await here(config, (operations) => run(operations, operation));
    io.stdout(output);
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      io.stderr(`${error.message}\n`);
      if (operation.name === "refund" && /pending/.test(error.message)) {
        io.stderr(
          `To finish it: npm run publisher -- refund ${operation.orderId}` +
            `${operation.amount === undefined ? "" : ` --amount ${operation.amount}`} --key ${operation.key}\n`,
        );
      }
      return 1;
    }
    throw error;
  }
}
