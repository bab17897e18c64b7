/**
 * The top of a chart's value axis: four grid steps of a round whole number (1, 2, 2.5 or 5 times
 * a power of ten) that reach `largest`, so every grid line falls on a whole, round count.
 */
export function niceCeiling(largest: number): number {
  const rawStep = Math.max(1, largest / 4);
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 2, 2.5, 5, 10]
      .map((factor) => factor * power)
      .find((candidate) => candidate >= rawStep && Number.isInteger(candidate)) ?? 10 * power;
  return 4 * step;
}

/** The grid values from 0 to `ceiling` in four equal steps. */
export function gridValues(ceiling: number): number[] {
  return [0, 1, 2, 3, 4].map((step) => (ceiling * step) / 4);
}

/** The indexes of the days whose dates label the axis: the first, the last and one between. */
export function labelledDays(count: number): number[] {
  if (count <= 0) return [];
  if (count <= 2) return Array.from({ length: count }, (_, index) => index);
  return [0, Math.floor((count - 1) / 2), count - 1];
}
