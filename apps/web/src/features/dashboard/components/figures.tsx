import { formatDuration, formatShare, formatWebVital } from "@creator-checkout/core/funnel";
import { Card } from "@/components/card";
import type { FunnelReport } from "../api/get-funnel";
import { ConversionChart } from "./conversion-chart";
import { DailyChart } from "./daily-chart";
import { FigureTable } from "./figure-table";

const counts = new Set([1, 2, 3]);

/** The funnel's figures for the days asked (docs/decisions/044). */
export function Figures({ report }: { report: FunnelReport }) {
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
