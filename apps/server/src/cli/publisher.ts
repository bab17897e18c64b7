import * as api from "@creator-checkout/core/api-routes";
import { AppError } from "../app-error";
import { type Config, loadConfig } from "../config";
import { connectDatabase, type Db } from "../db/connect";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import {
  listPublisherKeys,
  type PublisherKeyListing,
} from "../domain/publisher-keys/list-publisher-keys";
import { revokePublisherKey } from "../domain/publisher-keys/revoke-publisher-key";
import { callServer, ServerRefusedError } from "../operator/call-server";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";
import { textTable } from "../operator/text-table";
import { systemClock } from "../security/clock";
import {
  type ListCommand,
  ListFlagError,
  listsHere,
  listsInServer,
  parseListCommand,
  runListCommand,
} from "./publisher-lists";

const usage = `Usage: npm run publisher -- key create <username>
       npm run publisher -- key list [<username>]
       npm run publisher -- key revoke <key id>
       npm run publisher -- orders list <username> [--email <address>] [--phone <number>]
                                                   [--status <status>] [--limit <1-100>]
       npm run publisher -- subscriptions list <username> [the same flags]
       npm run publisher -- customers list <username> [--email …] [--phone …] [--limit …]

Publisher keys let a publisher read its own figures (the dashboard) and call the checkout from
its own server. A new key is shown once only; the database keeps just its hash.
The lists show who paid the publisher, newest first (25 unless --limit says otherwise).
`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Operation =
  | { name: "create"; username: string }
  | { name: "list"; username?: string }
  | { name: "revoke"; id: string };

function parse(argv: string[]): Operation | null {
  const [noun, verb, argument, ...rest] = argv;
  if (noun !== "key" || rest.length > 0) return null;
  if (verb === "create" && argument) return { name: "create", username: argument };
  if (verb === "list") return argument ? { name: "list", username: argument } : { name: "list" };
  if (verb === "revoke" && argument) return { name: "revoke", id: argument };
  return null;
}

/** The same three operations, done here on the database or by the server that holds it. */
interface PublisherKeyOperations {
  create(username: string): Promise<{ key: string; keyId: string }>;
  list(username: string | undefined): Promise<PublisherKeyListing[]>;
  revoke(id: string): Promise<{ revokedAt: Date; alreadyRevoked: boolean }>;
}

function inServer(server: ServerHandoff): PublisherKeyOperations {
  return {
    create: (username) => callServer(server, api.createPublisherKey, { body: { username } }),
    list: async (username) => {
      const listed = await callServer(server, api.listPublisherKeys, { query: { username } });
      return listed.keys.map((key) => ({
        ...key,
        createdAt: new Date(key.createdAt),
        revokedAt: key.revokedAt === null ? null : new Date(key.revokedAt),
      }));
    },
    revoke: async (id) => {
      const revoked = await callServer(server, api.revokePublisherKey, { params: { id } });
      return { ...revoked, revokedAt: new Date(revoked.revokedAt) };
    },
  };
}

async function here<T>(
  config: Config,
  work: (operations: PublisherKeyOperations, db: Db) => Promise<T>,
): Promise<T> {
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    return await work(
      {
        create: (username) => createPublisherKey(database.db, { username }),
        list: (username) => listPublisherKeys(database.db, { username }),
        revoke: (id) => revokePublisherKey(database.db, { id, now: systemClock.now() }),
      },
      database.db,
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

async function run(operations: PublisherKeyOperations, operation: Operation): Promise<string> {
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
  }
}

/** A list, read on the database here or by the server that holds it. */
async function runList(config: Config, command: ListCommand): Promise<number> {
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const output = server
      ? await runListCommand(listsInServer(server), command)
      : await here(config, (_operations, db) => runListCommand(listsHere(db), command));
    process.stdout.write(output);
    return 0;
  } catch (error) {
    if (error instanceof ListFlagError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const list = parseListCommand(argv);
  if (list) return runList(loadConfig(), list);
  const operation = parse(argv);
  if (!operation) {
    process.stderr.write(usage);
    return 2;
  }
  if (operation.name === "revoke" && !uuidPattern.test(operation.id)) {
    process.stderr.write(`A key id is the UUID that key list shows, not ${operation.id}.\n`);
    return 2;
  }
  const config = loadConfig();
  // The embedded database may be opened by one process only: a server running on it does the
  // work (docs/decisions/043).
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const output = server
      ? await run(inServer(server), operation)
      : await here(config, (operations) => run(operations, operation));
    process.stdout.write(output);
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
