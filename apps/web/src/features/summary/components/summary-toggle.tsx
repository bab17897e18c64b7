import { t } from "@creator-checkout/core/i18n";

interface SummaryToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

export function SummaryToggle({ open, controls, onToggle }: SummaryToggleProps) {
  return (
    <button
      type="button"
      className="summary-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {t(open ? "summary.hide" : "summary.show")}
      <svg
        className="summary-toggle__chevron"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
      >
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
