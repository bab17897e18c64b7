import { formatShare } from "@creator-checkout/core/funnel";
import { useId } from "react";
import type { FunnelReport } from "../api/get-funnel";
import { FigureTable } from "./figure-table";

const WIDTH = 640;
const BAR_HEIGHT = 28;
const GAP = 14;
const LABEL_WIDTH = 120;
const VALUE_WIDTH = 64;

/** The sessions that reached each step as bars, beside the conversion from step to step. */
export function ConversionChart({ conversion }: { conversion: FunnelReport["conversion"] }) {
  const titleId = useId();
  const steps = [
    { label: "Viewed the page", sessions: conversion.viewed, share: null },
    { label: "Signed in", sessions: conversion.signed_in, share: conversion.view_to_sign_in },
    { label: "Paid", sessions: conversion.paid, share: conversion.sign_in_to_payment },
  ];
  const widest = Math.max(1, conversion.viewed);
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = steps.length * (BAR_HEIGHT + GAP);

  return (
    <figure className="chart">
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>
          {`Sessions at each step: ${steps.map((step) => `${step.label.toLowerCase()} ${step.sessions}`).join(", ")}.`}
        </title>
        {steps.map((step, index) => {
          const top = index * (BAR_HEIGHT + GAP);
          return (
            <g key={step.label}>
              <text className="chart__label chart__label--step" x={0} y={top + BAR_HEIGHT / 2 + 5}>
                {step.label}
              </text>
              <rect
                className={`funnel-bar funnel-bar--${index}`}
                x={LABEL_WIDTH}
                y={top}
                width={Math.max(2, (step.sessions / widest) * barSpace)}
                height={BAR_HEIGHT}
                rx={4}
              />
              <text
                className="chart__label chart__label--value"
                x={WIDTH}
                y={top + BAR_HEIGHT / 2 + 5}
                textAnchor="end"
              >
                {step.sessions}
              </text>
            </g>
          );
        })}
      </svg>
      <FigureTable
        caption="Conversion by distinct session"
        header={["Step", "Sessions", "From the step before"]}
        rows={[
          ...steps.map((step) => [
            step.label,
            step.sessions,
            step.share === null ? "" : formatShare(step.share),
          ]),
          ["Viewed and paid", "", formatShare(conversion.view_to_payment)],
        ]}
        numeric={new Set([1, 2])}
      />
    </figure>
  );
}
