import type { FunnelReport } from "@creator-checkout/core/api";
import {
  type CheckedDayRange,
  conversionRate,
  type FunnelWebVitalName,
  funnelWebVitalNames,
  rateWebVital,
} from "@creator-checkout/core/funnel";
import { eq, sql } from "drizzle-orm";
import { notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { productOptions, products, publishers } from "../../db/schema";

type StepCountRow = {
  /** 0 on the rows grouped by day, and by option: which of the three groupings a row is. */
  by_day_grouping: number;
  by_option_grouping: number;
  day: string | null;
  product_option_id: string | null;
  campaign_name: string | null;
  campaign_source: string | null;
  campaign_medium: string | null;
  views: number;
  sign_ins: number;
  payments: number;
};

type SessionRow = {
  viewed: number;
  signed_in: number;
  paid: number;
  median_seconds: number | null;
  timed: number;
};

type WebVitalRow = {
  name: FunnelWebVitalName;
  p75: number | null;
  count: number;
};

type SqlFragment = ReturnType<typeof sql>;
type OptionTitle = { id: string; optionTitle: string; productTitle: string };

/**
 * A publisher's funnel over whole UTC days, both ends included (docs/decisions/044): events per
 * day, option and campaign; conversion by distinct session; the median time from a session's
 * first view to its first payment; the p75 of each web vital. Three statements read the events,
 * each by the (publisher_id, received_at) indexes.
 */
export async function readFunnel(
  { db }: { db: Db },
  options: { publisherId: string; range: CheckedDayRange },
): Promise<FunnelReport> {
  const { publisherId, range } = options;
  const inRange = sql`publisher_id = ${publisherId}
    AND received_at >= ${range.start.toISOString()} AND received_at < ${range.end.toISOString()}`;
  const [counts, sessions, vitals, [publisher], titles] = await Promise.all([
    db.execute<StepCountRow>(stepCountsSql(inRange)).then((result) => result.rows),
    db.execute<SessionRow>(sessionsSql(inRange)).then((result) => result.rows),
    db.execute<WebVitalRow>(webVitalsSql(inRange)).then((result) => result.rows),
    db
      .select({ username: publishers.username, name: publishers.name })
      .from(publishers)
      .where(eq(publishers.id, publisherId)),
    readOptionTitles({ db }, publisherId),
  ]);
  if (!publisher) throw notFound("There is no such publisher.");
  return {
    publisher,
    from: range.from,
    to: range.to,
    time_zone: "UTC",
    ...stepsReport(counts, { dates: range.days, titles }),
    ...sessionsReport(sessions[0]),
    web_vitals: webVitalsReport(vitals),
  };
}

const FUNNEL_STEPS = sql`type IN ('pay:page_view', 'pay:user_login', 'pay:user_payment')`;

/** One pass over the events, grouped three ways at once: by day, by option, by campaign. */
function stepCountsSql(inRange: SqlFragment) {
  return sql`
    SELECT GROUPING(day)::int AS by_day_grouping, GROUPING(product_option_id)::int AS by_option_grouping,
      day, product_option_id, campaign_name, campaign_source, campaign_medium,
      count(*) FILTER (WHERE type = 'pay:page_view')::int AS views,
      count(*) FILTER (WHERE type = 'pay:user_login')::int AS sign_ins,
      count(*) FILTER (WHERE type = 'pay:user_payment')::int AS payments
    FROM (
      SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, type,
        product_option_id::text AS product_option_id, campaign_name, campaign_source, campaign_medium
      FROM analytics_events WHERE ${inRange} AND ${FUNNEL_STEPS}
    ) AS step_events
    GROUP BY GROUPING SETS ((day), (product_option_id), (campaign_name, campaign_source, campaign_medium))`;
}

/**
 * Conversion by distinct session. A session that paid counts as signed in: only a signed-in
 * buyer can pay, and one who came back already signed in has no sign-in event.
 */
function sessionsSql(inRange: SqlFragment) {
  return sql`
    WITH by_session AS (
      SELECT session_id,
        min(received_at) FILTER (WHERE type = 'pay:page_view') AS first_view,
        bool_or(type = 'pay:user_login') AS signed_in,
        min(received_at) FILTER (WHERE type = 'pay:user_payment') AS first_payment
      FROM analytics_events WHERE ${inRange} AND ${FUNNEL_STEPS}
      GROUP BY session_id
    )
    SELECT
      count(*) FILTER (WHERE first_view IS NOT NULL)::int AS viewed,
      count(*) FILTER (WHERE first_view IS NOT NULL AND (signed_in OR first_payment IS NOT NULL))::int AS signed_in,
      count(*) FILTER (WHERE first_view IS NOT NULL AND first_payment IS NOT NULL)::int AS paid,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_payment - first_view)::float8)
        FILTER (WHERE first_payment >= first_view) AS median_seconds,
      count(*) FILTER (WHERE first_payment >= first_view)::int AS timed
    FROM by_session`;
}

function webVitalsSql(inRange: SqlFragment) {
  return sql`
    SELECT properties->>'name' AS name, count(*)::int AS count,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY (properties->>'value')::float8) AS p75
    FROM analytics_events
    WHERE ${inRange} AND type = 'pay:web_vital'
      AND properties->>'name' IN ('LCP', 'INP', 'CLS', 'TTFB')
      AND jsonb_typeof(properties->'value') = 'number'
    GROUP BY 1`;
}

function readOptionTitles({ db }: { db: Db }, publisherId: string): Promise<OptionTitle[]> {
  return db
    .select({
      id: productOptions.id,
      optionTitle: productOptions.title,
      productTitle: products.title,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(eq(products.publisher_id, publisherId));
}

const stepsOf = (row: StepCountRow | undefined) => ({
  views: row?.views ?? 0,
  sign_ins: row?.sign_ins ?? 0,
  payments: row?.payments ?? 0,
});

const mostViewed = (a: StepCountRow, b: StepCountRow) =>
  b.views - a.views || b.payments - a.payments || b.sign_ins - a.sign_ins;

/** The step counts by day (every day of the range, zero when quiet), option and campaign. */
function stepsReport(
  counts: StepCountRow[],
  { dates, titles }: { dates: string[]; titles: OptionTitle[] },
) {
  const byDay = new Map<string, StepCountRow>();
  const optionRows: StepCountRow[] = [];
  const campaignRows: StepCountRow[] = [];
  for (const row of counts) {
    if (row.by_day_grouping === 0 && row.day) byDay.set(row.day, row);
    else if (row.by_option_grouping === 0) optionRows.push(row);
    else campaignRows.push(row);
  }
  const days = dates.map((date) => ({ date, ...stepsOf(byDay.get(date)) }));
  const titleOf = new Map(titles.map((title) => [title.id, title]));
  return {
    totals: days.reduce(
      (sum, day) => ({
        views: sum.views + day.views,
        sign_ins: sum.sign_ins + day.sign_ins,
        payments: sum.payments + day.payments,
      }),
      { views: 0, sign_ins: 0, payments: 0 },
    ),
    days,
    options: optionRows.sort(mostViewed).map((row) => {
      const title = row.product_option_id ? titleOf.get(row.product_option_id) : undefined;
      return {
        product_option_id: row.product_option_id,
        option_title: title?.optionTitle ?? null,
        product_title: title?.productTitle ?? null,
        ...stepsOf(row),
      };
    }),
    campaigns: campaignRows.sort(mostViewed).map((row) => ({
      name: row.campaign_name,
      source: row.campaign_source,
      medium: row.campaign_medium,
      ...stepsOf(row),
    })),
  };
}

function sessionsReport(session: SessionRow | undefined) {
  const viewed = session?.viewed ?? 0;
  const signedIn = session?.signed_in ?? 0;
  const paid = session?.paid ?? 0;
  return {
    conversion: {
      viewed,
      signed_in: signedIn,
      paid,
      view_to_sign_in: conversionRate(viewed, signedIn),
      sign_in_to_payment: conversionRate(signedIn, paid),
      view_to_payment: conversionRate(viewed, paid),
    },
    time_to_pay: {
      median_seconds: session?.median_seconds == null ? null : Number(session.median_seconds),
      sessions: session?.timed ?? 0,
    },
  };
}

function webVitalsReport(rows: WebVitalRow[]) {
  const vitals = new Map(rows.map((row) => [row.name, row]));
  return funnelWebVitalNames.map((name) => {
    const row = vitals.get(name);
    const p75 = row?.p75 == null ? null : Number(row.p75);
    return {
      name,
      p75,
      count: row?.count ?? 0,
      rating: p75 === null ? null : rateWebVital(name, p75),
    };
  });
}
