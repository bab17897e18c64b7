// The sentence a buyer reads when no code can be sent yet (docs/decisions/063). The wait is the
// server's, worked out from the counters that refused; the page only shows it. Rounded up, so
// a buyer who comes back when told is never refused again: to the minute within the hour, to
// the quarter hour beyond it, where a minute more or less means nothing to a person.

const MINUTE = 60;
/** "a minute", "14 minutes", "1 hour", "3 hours and 30 minutes". */
export function describeWait(seconds: number): string {
  const wholeMinutes = Math.ceil(seconds / MINUTE);
  if (wholeMinutes <= 1) return "a minute";
  if (wholeMinutes < 60) return plural(wholeMinutes, "minute");
  const quarters = Math.ceil(seconds / (15 * MINUTE));
  const hours = Math.floor(quarters / 4);
  const minutes = (quarters % 4) * 15;
  return minutes === 0
    ? plural(hours, "hour")
    : `${plural(hours, "hour")} and ${plural(minutes, "minute")}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** The refusal of a code send, with how long until one can be sent. */
export function tooManyCodesMessage(waitSeconds: number): string {
  return `Too many codes were requested. You can ask for another code in ${describeWait(waitSeconds)}.`;
}
