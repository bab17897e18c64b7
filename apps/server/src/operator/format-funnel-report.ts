import type { FunnelReport } from "@creator-checkout/core/api";
import {
  formatDuration,
  formatShare,
  formatWebVital,
  funnelWebVitals,
} from "@creator-checkout/core/funnel";
import { textTable } from "./text-table";

const countColumns = ["Views", "Sign-ins", "Payments"];
const counts = (row: { views: number; sign_ins: number; payments: number }) => [
  String(row.views),
  String(row.sign_ins),
  String(row.payments),
];
const numbersFrom = (first: number, count: number) =>
  new Set(Array.from({ length: count }, (_, index) => first + index));

/** A publisher's funnel as the report command prints it: the dashboard's figures, as tables. */
export function formatFunnelReport(report: FunnelReport): string {
  const { conversion } = report;
  const sections = [
    `Funnel of ${report.publisher.username} (${report.publisher.name}), ` +
      `${report.from} to ${report.to}, days in UTC\n`,
    textTable(
      ["Day", ...countColumns],
      [
        ...report.days.map((day) => [day.date, ...counts(day)]),
        ["Total", ...counts(report.totals)],
      ],
      numbersFrom(1, 3),
    ),
    report.options.length === 0
      ? "No events named an option.\n"
      : textTable(
          ["Option", "Product", ...countColumns],
          report.options.map((option) => [
            option.option_title ?? option.product_option_id ?? "(no option)",
            option.product_title ?? "",
            ...counts(option),
          ]),
          numbersFrom(2, 3),
        ),
    report.campaigns.length === 0
      ? "No events in this range.\n"
      : textTable(
          ["Campaign", "Source", "Medium", ...countColumns],
          report.campaigns.map((campaign) => [
            campaign.name ?? "(no campaign)",
            campaign.source ?? "",
            campaign.medium ?? "",
            ...counts(campaign),
          ]),
          numbersFrom(3, 3),
        ),
    textTable(
      ["Step (distinct sessions)", "Sessions", "From the step before"],
      [
        ["Viewed the page", String(conversion.viewed), ""],
        ["Signed in", String(conversion.signed_in), formatShare(conversion.view_to_sign_in)],
        ["Paid", String(conversion.paid), formatShare(conversion.sign_in_to_payment)],
        ["Viewed and paid", "", formatShare(conversion.view_to_payment)],
      ],
      numbersFrom(1, 2),
    ),
    `Median time from first view to payment: ${formatDuration(report.time_to_pay.median_seconds)} ` +
      `(${report.time_to_pay.sessions} ${report.time_to_pay.sessions === 1 ? "session" : "sessions"})\n`,
    textTable(
      ["Web vital", "p75", "Visits", "Rating"],
      report.web_vitals.map((vital) => [
        vital.name,
        formatWebVital(vital.name, vital.p75),
        String(vital.count),
        vital.rating?.replace("-", " ") ?? "no visits",
      ]),
      numbersFrom(1, 2),
    ),
  ];
  return sections.join("\n");
}

/** What the thresholds behind the ratings are, printed once under the reports. */
export const webVitalThresholdsNote = `Ratings of the p75: ${Object.entries(funnelWebVitals)
  .map(
    ([name, { good, poor, unit }]) =>
      `${name} good up to ${good}${unit}, poor above ${poor}${unit}`,
  )
  .join("; ")}.\n`;
