import { useId } from "react";
import type { FunnelReport } from "../api/get-funnel";
import { gridValues, labelledDays, niceCeiling } from "../utils/chart-scale";
import { FigureTable } from "./figure-table";

const WIDTH = 640;
const HEIGHT = 240;
const margin = { top: 12, right: 16, bottom: 28, left: 44 };
const plotWidth = WIDTH - margin.left - margin.right;
const plotHeight = HEIGHT - margin.top - margin.bottom;

// Told apart by line style as well as colour, for readers who do not see the colours.
export const dailySeries = [
  { key: "views", label: "Views", className: "series series--views" },
  { key: "sign_ins", label: "Sign-ins", className: "series series--sign-ins" },
  { key: "payments", label: "Payments", className: "series series--payments" },
] as const;

/** Views, sign-ins and payments per day as a line chart, with the same figures as a table. */
export function DailyChart({ report }: { report: FunnelReport }) {
  const titleId = useId();
  const descriptionId = useId();
  const { days, totals } = report;
  const ceiling = niceCeiling(
    Math.max(0, ...days.flatMap((day) => [day.views, day.sign_ins, day.payments])),
  );
  const x = (index: number) =>
    margin.left + (days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (days.length - 1));
  const y = (value: number) => margin.top + plotHeight - (value / ceiling) * plotHeight;

  return (
    <figure className="chart">
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
      >
        <title id={titleId}>Views, sign-ins and payments per day</title>
        <desc id={descriptionId}>
          {`${days.length} days from ${report.from} to ${report.to}: ${totals.views} views, ` +
            `${totals.sign_ins} sign-ins and ${totals.payments} payments in all.`}
        </desc>
        {gridValues(ceiling).map((value) => (
          <g key={value}>
            <line
              className="chart__grid"
              x1={margin.left}
              x2={WIDTH - margin.right}
              y1={y(value)}
              y2={y(value)}
            />
            <text className="chart__label" x={margin.left - 6} y={y(value) + 4} textAnchor="end">
              {Number.isInteger(value) ? value : value.toFixed(1)}
            </text>
          </g>
        ))}
        {labelledDays(days.length).map((index) => (
          <text
            key={index}
            className="chart__label"
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={
              days.length > 1 && index === 0
                ? "start"
                : index === days.length - 1 && days.length > 1
                  ? "end"
                  : "middle"
            }
          >
            {days[index]?.date}
          </text>
        ))}
        {dailySeries.map((series) => (
          <g key={series.key} className={series.className}>
            <polyline
              fill="none"
              points={days.map((day, index) => `${x(index)},${y(day[series.key])}`).join(" ")}
            />
            {days.length <= 31
              ? days.map((day, index) => (
                  <circle key={day.date} cx={x(index)} cy={y(day[series.key])} r={3} />
                ))
              : null}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="chart__legend">
          {dailySeries.map((series) => (
            <li key={series.key}>
              <svg
                className={series.className}
                viewBox="0 0 24 8"
                width="24"
                height="8"
                aria-hidden="true"
              >
                <line x1="0" x2="24" y1="4" y2="4" />
              </svg>
              {series.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="chart__table">
        <summary>The figures per day as a table</summary>
        <FigureTable
          caption="Views, sign-ins and payments per day (UTC)"
          header={["Day", "Views", "Sign-ins", "Payments"]}
          rows={days.map((day) => [day.date, day.views, day.sign_ins, day.payments])}
          numeric={new Set([1, 2, 3])}
        />
      </details>
    </figure>
  );
}
