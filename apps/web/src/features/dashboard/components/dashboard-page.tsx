import {
  type DayRange,
  defaultDayRange,
  formatDuration,
  formatShare,
  formatWebVital,
} from "@creator-checkout/core/funnel";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/card";
import { Footer } from "@/components/footer";
import { PageNews } from "@/components/live-announcement";
import {
  forgetPublisherKey,
  loadPublisherKey,
  savePublisherKey,
} from "@/lib/publisher-key-storage";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { Access } from "../api/back-office";
import { type FunnelReport, refusedKey, useFunnel } from "../api/get-funnel";
import { ConversionChart } from "./conversion-chart";
import { CustomersView } from "./customers-view";
import { DailyChart } from "./daily-chart";
import { DiscountsView } from "./discounts-view";
import { FigureTable } from "./figure-table";
import { KeyForm } from "./key-form";
import { OrdersView } from "./orders-view";
import { RangeForm } from "./range-form";
import { type DashboardSection, SectionNav, useDashboardSection } from "./section-nav";
import { SubscribersView } from "./subscribers-view";
import { WebhooksView } from "./webhooks-view";
import "../dashboard.css";

const counts = new Set([1, 2, 3]);

/**
 * The creator's dashboard, `/dashboard/{publisherUsername}` (docs/decisions/044): asks for a
 * publisher key, then shows the funnel (views, sign-ins and payments per day, option and
 * campaign, the conversion at each step, the median time to pay and the web vitals of real
 * visits) and the back office: orders to refund, subscribers to cancel, customers with their
 * answers, webhook endpoints to manage and their deliveries (docs/decisions/087), and coupons
 * with their codes (docs/decisions/100).
 */
export function DashboardPage({ username }: { username: string }) {
  useDocumentTitle(`Dashboard | ${username}`);
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => loadPublisherKey(window.sessionStorage, username));
  const [keyVersion, setKeyVersion] = useState(0);
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(new Date()));
  const section = useDashboardSection();
  const funnel = useFunnel(username, key, keyVersion, range);
  const refusal = funnel.isError && refusedKey(funnel.error) ? funnel.error.message : null;
  // A refused key is not kept: the next visit asks for one again.
  useEffect(() => {
    if (refusal !== null) forgetPublisherKey(window.sessionStorage, username);
  }, [refusal, username]);

  // A key typed into the form: while it is checked, and once the figures come, focus is on the
  // page's heading, since the form it was in has gone (docs/decisions/072).
  const heading = useRef<HTMLHeadingElement>(null);
  const [typedKey, setTypedKey] = useState<string | null>(null);
  useEffect(() => {
    if (typedKey !== null && refusal === null) heading.current?.focus();
  }, [typedKey, refusal]);

  function openWithKey(typed: string) {
    savePublisherKey(window.sessionStorage, username, typed);
    setKey(typed);
    setTypedKey(typed);
    setKeyVersion((version) => version + 1);
  }

  function forgetKey() {
    forgetPublisherKey(window.sessionStorage, username);
    queryClient.removeQueries({ queryKey: ["dashboard", username] });
    setKey(null);
  }

  const asksForKey = key === null || refusal !== null;
  return (
    <div className="page">
      <main className="dashboard">
        <header className="dashboard__header">
          <div>
            <h1 ref={heading} tabIndex={-1} className="dashboard__title">
              Checkout dashboard
            </h1>
            <p className="dashboard__subtitle">
              {funnel.data ? `${funnel.data.publisher.name} (${username})` : username}
            </p>
          </div>
          {asksForKey ? null : (
            <div className="dashboard__actions">
              {/* In this tab, where the key is: the preview's proof (docs/decisions/091). */}
              <a
                className="button button--secondary button--small"
                href={`/@${encodeURIComponent(username)}?preview=true`}
              >
                Preview your pages
              </a>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={forgetKey}
              >
                Forget the key
              </button>
            </div>
          )}
        </header>
        {asksForKey ? (
          <KeyForm
            // A new form for each refusal: it starts from the key just refused.
            key={keyVersion}
            username={username}
            refusal={refusal}
            refusedKey={typedKey}
            onKey={openWithKey}
          />
        ) : (
          <>
            <SectionNav current={section} />
            {section === "funnel" ? (
              <>
                <RangeForm range={range} onRange={setRange} />
                {funnel.isPending ? (
                  <p className="dashboard__status" role="status">
                    Reading the figures…
                  </p>
                ) : funnel.isError ? (
                  <p className="form-alert" role="alert">
                    {funnel.error.message}
                  </p>
                ) : (
                  <Figures report={funnel.data} />
                )}
              </>
            ) : (
              <BackOffice section={section} access={{ username, key, keyVersion }} />
            )}
          </>
        )}
      </main>
      <PageNews />
      <Footer />
    </div>
  );
}

function BackOffice({
  section,
  access,
}: {
  section: Exclude<DashboardSection, "funnel">;
  access: Access;
}) {
  if (section === "orders") return <OrdersView access={access} />;
  if (section === "subscribers") return <SubscribersView access={access} />;
  if (section === "customers") return <CustomersView access={access} />;
  if (section === "discounts") return <DiscountsView access={access} />;
  return <WebhooksView access={access} />;
}

function Figures({ report }: { report: FunnelReport }) {
  const { totals, conversion, time_to_pay: timeToPay } = report;
  return (
    <div className="dashboard__figures">
      <p className="dashboard__range" role="status">
        {`${report.from} to ${report.to}, days in UTC`}
      </p>
      <dl className="stat-tiles">
        <Stat label="Views" value={String(totals.views)} />
        <Stat label="Sign-ins" value={String(totals.sign_ins)} />
        <Stat label="Payments" value={String(totals.payments)} />
        <Stat label="Viewed and paid" value={formatShare(conversion.view_to_payment)} />
        <Stat
          label="Median time to pay"
          value={formatDuration(timeToPay.median_seconds)}
          note={`over ${timeToPay.sessions} ${timeToPay.sessions === 1 ? "session" : "sessions"}`}
        />
      </dl>
      <Card title="Per day">
        <DailyChart report={report} />
      </Card>
      <Card title="Conversion at each step">
        <p className="card__text">
          Distinct sessions that viewed the checkout, signed in, and paid. A payment counts as
          signed in, since only a signed-in buyer can pay.
        </p>
        <ConversionChart conversion={conversion} />
      </Card>
      <Card title="Per option">
        <FigureTable
          caption="Views, sign-ins and payments per option"
          header={["Option", "Views", "Sign-ins", "Payments"]}
          rows={report.options.map((option) => [
            option.option_title
              ? `${option.product_title ?? ""} · ${option.option_title}`
              : (option.product_option_id ?? "No option chosen"),
            option.views,
            option.sign_ins,
            option.payments,
          ])}
          numeric={counts}
          empty="No events in these days."
        />
      </Card>
      <Card title="Per campaign">
        <FigureTable
          caption="Views, sign-ins and payments per campaign"
          header={["Campaign", "Views", "Sign-ins", "Payments"]}
          rows={report.campaigns.map((campaign) => [
            campaign.name === null && campaign.source === null && campaign.medium === null
              ? "No campaign"
              : [campaign.name ?? "(no name)", campaign.source, campaign.medium]
                  .filter(Boolean)
                  .join(" / "),
            campaign.views,
            campaign.sign_ins,
            campaign.payments,
          ])}
          numeric={counts}
          empty="No events in these days."
        />
      </Card>
      <Card title="Web vitals of real visits">
        <FigureTable
          caption="75th percentile of each web vital"
          header={["Web vital", "p75", "Visits", "Rating"]}
          rows={report.web_vitals.map((vital) => [
            vital.name,
            formatWebVital(vital.name, vital.p75),
            vital.count,
            vital.rating ? (
              <span key="rating" className={`rating rating--${vital.rating}`}>
                {vital.rating.replace("-", " ")}
              </span>
            ) : (
              "no visits"
            ),
          ])}
          numeric={new Set([1, 2])}
        />
      </Card>
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="stat-tile">
      <dt>{label}</dt>
      <dd>
        <span className="stat-tile__value">{value}</span>
        {note ? <span className="stat-tile__note">{note}</span> : null}
      </dd>
    </div>
  );
}
