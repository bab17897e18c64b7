import pg from "pg";

export interface SentStatement {
  /** The prepared statement's name; null for an unnamed one. */
  name: string | null;
  text: string;
  /** The pooled connection it went over. */
  client: pg.Client;
}

/**
 * The statements sent to a real Postgres server while `work` runs, as the driver sends them:
 * round trips are counted at the driver, so PGlite cannot be watched this way.
 */
export async function statementsSentDuring(work: () => Promise<unknown>) {
  const query = pg.Client.prototype.query;
  const sent: SentStatement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { name?: string; text: string }];
    sent.push(
      typeof first === "string"
        ? { name: null, text: first, client: this }
        : { name: first.name ?? null, text: first.text, client: this },
    );
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}
