import { checkDayRange, type DayRange, MAX_FUNNEL_DAYS } from "@creator-checkout/core/funnel";
import { type FormEvent, useState } from "react";
import { TextField } from "@/components/text-field";

/** The days to show, both ends included, in UTC. */
export function RangeForm({
  range,
  onRange,
}: {
  range: DayRange;
  onRange: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDayRange({ from, to });
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onRange({ from, to });
  }

  return (
    <form className="range-form" onSubmit={submit} noValidate aria-label="Days to show">
      <TextField label="From (UTC)" type="date" value={from} onChange={setFrom} />
      <TextField label="To (UTC)" type="date" value={to} onChange={setTo} />
      <button type="submit" className="button button--secondary range-form__submit">
        Show these days
      </button>
      {problem ? (
        <p className="form-alert range-form__problem" role="alert">
          {problem}
        </p>
      ) : (
        <p className="range-form__note">At most {MAX_FUNNEL_DAYS} days at a time.</p>
      )}
    </form>
  );
}
