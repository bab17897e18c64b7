import { t } from "../i18n";

// The sentence a buyer reads when no code can be sent yet (docs/decisions/063). The wait is the
// server's, worked out from the counters that refused; the page only shows it. Rounded up, so
// a buyer who comes back when told is never refused again: to the minute within the hour, to
// the quarter hour beyond it, where a minute more or less means nothing to a person.

const MINUTE = 60;
/** "a minute", "14 minutes", "1 hour", "3 hours and 30 minutes". */
export function describeWait(seconds: number): string {
  const wholeMinutes = Math.ceil(seconds / MINUTE);
  if (wholeMinutes <= 1) return t("signIn.wait.aMinute");
  if (wholeMinutes < 60) return t("signIn.wait.minutes", { count: wholeMinutes });
  const quarters = Math.ceil(seconds / (15 * MINUTE));
  const hours = t("signIn.wait.hours", { count: Math.floor(quarters / 4) });
  const minutes = (quarters % 4) * 15;
  return minutes === 0
    ? hours
    : t("signIn.wait.hoursAndMinutes", {
        hours,
        minutes: t("signIn.wait.minutes", { count: minutes }),
      });
}

/** The refusal of a code send, with how long until one can be sent. */
export function tooManyCodesMessage(waitSeconds: number): string {
  return t("signIn.tooManyCodes", { wait: describeWait(waitSeconds) });
}
