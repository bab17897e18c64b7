import { runCommand } from "./command";
import { type CpuPerPurchase, cpuPerPurchase, readCpu } from "./cpu-time";
import { loadArgs, type PgbenchLoad, parseTps, parseTransactions } from "./pgbench";
import type { PostgresServer } from "./postgres-cluster";

/** pgbench running a paid purchase's own statements, with no server in between. */
export interface PurchaseStatementsFigures {
  tps: number;
  /** Purchases pgbench finished, and the paid orders, charges and receipts they left. */
  transactions: number;
  paidOrders: number;
  charges: number;
  receipts: number;
  /** The machine's CPU time per purchase while pgbench ran, Postgres's and pgbench's together. */
  cpu: CpuPerPurchase | null;
}

const BUYERS = 4_000;

// Buyers of their own, apart from the ones the server signed in: ids made from a number, so the
// script names a buyer with one variable and no look-up of its own.
const SEED_SQL = (publisherId: string) => `
CREATE FUNCTION bench_buyer(kind text, n integer) RETURNS uuid LANGUAGE sql IMMUTABLE
  AS $$ SELECT ((CASE kind WHEN 'user' THEN 'bbbbbbbb' ELSE 'cccccccc' END)
    || '-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid $$;
INSERT INTO users (id, email, verified_at)
  SELECT bench_buyer('user', n), 'pgbench-buyer-' || n || '@example.com', now()
  FROM generate_series(1, ${BUYERS}) n;
INSERT INTO refresh_tokens (token_hmac, family_id, publisher_id, user_id, family_expires_at, proof, proven_at)
  SELECT md5('pgbench-buyer-' || n), bench_buyer('session', n), '${publisherId}', bench_buyer('user', n),
    now() + interval '30 days', 'email', now()
  FROM generate_series(1, ${BUYERS}) n;
INSERT INTO test_processor_customers (id) SELECT 'cus_pgbench_' || n FROM generate_series(1, ${BUYERS}) n;
INSERT INTO test_processor_payment_methods (id, behaviour, brand, last4, exp_month, exp_year, customer_id, attached_at)
  SELECT 'pm_pgbench_' || n, 'succeeds', 'visa', '4242', 12, 2040, 'cus_pgbench_' || n, now()
  FROM generate_series(1, ${BUYERS}) n;
INSERT INTO payment_customers (publisher_id, user_id, gateway, customer_ref)
  SELECT '${publisherId}', bench_buyer('user', n), 'test', 'cus_pgbench_' || n FROM generate_series(1, ${BUYERS}) n;
INSERT INTO payment_methods (publisher_id, user_id, gateway, source_id, brand, last4, exp_month, exp_year)
  SELECT '${publisherId}', bench_buyer('user', n), 'test', 'pm_pgbench_' || n, 'visa', '4242', 12, 2040
  FROM generate_series(1, ${BUYERS}) n;
UPDATE payment_customers c SET default_payment_method_id = m.id
  FROM payment_methods m WHERE m.user_id = c.user_id AND m.source_id LIKE 'pm_pgbench_%';
ANALYZE;
`;

const user = "bench_buyer('user', :n)";

/**
 * A transcription of the four statements a paid purchase with the buyer's default card sends
 * (auth_find_live_session, purchase_place_order_default_card, test_processor_charge and
 * finish_charged_purchase), each its own transaction, as the server sends them; the receipt is
 * about the size of a real one. When those statements change, this changes with them.
 */
const SCRIPT = `\\set n random(1, ${BUYERS})
SELECT proof, proven_at FROM refresh_tokens WHERE family_id = bench_buyer('session', :n) AND user_id = ${user} AND publisher_id = :publisher AND revoked_at IS NULL AND family_expires_at > now() LIMIT 1;
WITH context AS (SELECT
    (SELECT id FROM orders WHERE user_id = ${user} AND idempotency_key = :n::text) AS existing_order_id,
    exists (SELECT 1 FROM subscriptions WHERE publisher_id = :publisher AND user_id = ${user} AND product_id = :product AND status <> 'CANCELED') AS subscribed,
    (SELECT json_build_object('id', id, 'source_id', source_id, 'brand', brand, 'last4', last4) FROM payment_methods WHERE publisher_id = :publisher AND user_id = ${user} AND gateway = 'test'
      AND id = (SELECT default_payment_method_id FROM payment_customers WHERE publisher_id = :publisher AND user_id = ${user} AND gateway = 'test')) AS method,
    (SELECT customer_ref FROM payment_customers WHERE publisher_id = :publisher AND user_id = ${user} AND gateway = 'test') AS customer_ref,
    (SELECT json_build_object('email', email, 'phone', phone, 'locale', locale) FROM users WHERE id = ${user}) AS buyer),
  placed AS (INSERT INTO orders (publisher_id, user_id, product_option_id, kind, idempotency_key, request_fingerprint, amount, currency, payment_method_id, claims_product_id, recurring_amount, status)
    SELECT :publisher::uuid, ${user}, :option::uuid, 'purchase', gen_random_uuid()::text, md5(random()::text), 500, 'CHF', (context.method ->> 'id')::integer, NULL::uuid, NULL::integer, 'pending'
    FROM context WHERE context.existing_order_id IS NULL AND context.method IS NOT NULL
    ON CONFLICT DO NOTHING RETURNING *),
  remembered AS (UPDATE users SET locale = 'en' WHERE id = ${user} AND 'en' IS NOT NULL AND locale IS DISTINCT FROM 'en' RETURNING id)
SELECT existing_order_id, subscribed, method, customer_ref, buyer, placed.id AS order_id FROM context LEFT JOIN placed ON true \\gset
WITH method AS (SELECT behaviour FROM test_processor_payment_methods WHERE id = 'pm_pgbench_' || :n AND customer_id = 'cus_pgbench_' || :n),
  made AS (INSERT INTO test_processor_charges (id, idempotency_key, customer_id, payment_method_id, amount, currency, status, failure_code)
    SELECT 'ch_' || gen_random_uuid(), 'order:' || :order_id, 'cus_pgbench_' || :n, 'pm_pgbench_' || :n, 500, 'CHF', statuses -> behaviour ->> 'status', statuses -> behaviour ->> 'code'
    FROM method, (SELECT jsonb_build_object('succeeds', jsonb_build_object('status', 'succeeded', 'code', NULL)) AS statuses) AS card_statuses
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, status, failure_code)
SELECT exists (SELECT 1 FROM method) AS known, made.id AS charge_id, made.status, made.failure_code FROM (SELECT 1) AS one LEFT JOIN made ON true \\gset
WITH paid AS (UPDATE orders SET status = 'paid', paid_at = now(), failure_message = NULL, updated_at = now()
    WHERE id = :order_id::uuid AND status = 'pending' AND kind = 'purchase' RETURNING id),
  charge AS (INSERT INTO charges (order_id, gateway, charge_ref, amount, currency, status)
    VALUES (:order_id::uuid, 'test', :charge_id, 500, 'CHF', 'succeeded')
    ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, updated_at = now() RETURNING order_id),
  access AS (INSERT INTO subscriptions (publisher_id, user_id, product_id, product_option_id, order_id, status, recurring, current_period_start, current_period_end, trial_end, billing_anchor, next_period_number, "interval", interval_quantity, renewal_amount, currency, due_at)
    SELECT :publisher::uuid, ${user}, :product::uuid, :option::uuid, paid.id, 'ACTIVE', false, now(), NULL, NULL, NULL, 1, NULL, NULL, NULL, 'CHF', NULL
    FROM paid ON CONFLICT (order_id) DO NOTHING RETURNING id),
  queued AS (INSERT INTO outgoing_messages (channel, recipient, subject, body, run_at)
    SELECT 'email', 'pgbench-buyer-' || :n || '@example.com', 'Your receipt', repeat('Thank you for your payment of CHF 5.00. ', 25), now()
    FROM paid RETURNING id)
SELECT id FROM paid;
`;

/**
 * What Postgres alone makes of a purchase: pgbench's C client sends the purchase's statements,
 * prepared, at the same clients and duration as the reference rates, so the figure is the most
 * any server in front of this database could reach on this machine (docs/decisions/058).
 */
export async function measurePurchaseStatements(
  postgres: PostgresServer,
  databaseUrl: string,
  options: {
    publisherId: string;
    productOptionId: string;
    pgbench: PgbenchLoad;
  },
): Promise<PurchaseStatementsFigures> {
  const { publisherId, productOptionId, pgbench } = options;
  await postgres.sql(databaseUrl, SEED_SQL(publisherId));
  const productId = (
    await postgres.sql(
      databaseUrl,
      `SELECT product_id FROM product_options WHERE id = '${productOptionId}'`,
    )
  ).trim();
  const cpuBefore = readCpu(undefined);
  const output = await runCommand(
    postgres.program("pgbench"),
    [
      "-n",
      "-M",
      "prepared",
      "-f",
      "-",
      "-D",
      `publisher=${publisherId}`,
      "-D",
      `option=${productOptionId}`,
      "-D",
      `product=${productId}`,
      ...loadArgs(pgbench),
      databaseUrl,
    ],
    { input: SCRIPT },
  );
  const cpuAfter = readCpu(undefined);
  const transactions = parseTransactions(output);
  const [paidOrders = 0, charges = 0, receipts = 0] = (
    await postgres.sql(
      databaseUrl,
      `SELECT (SELECT count(*) FROM orders WHERE status = 'paid' AND user_id::text LIKE 'bbbbbbbb-%'),
        (SELECT count(*) FROM test_processor_charges WHERE customer_id LIKE 'cus_pgbench_%'),
        (SELECT count(*) FROM outgoing_messages WHERE recipient LIKE 'pgbench-buyer-%')`,
    )
  )
    .trim()
    .split("|")
    .map(Number);
  return {
    tps: parseTps(output),
    transactions,
    paidOrders,
    charges,
    receipts,
    cpu: cpuPerPurchase(cpuBefore, cpuAfter, transactions),
  };
}
