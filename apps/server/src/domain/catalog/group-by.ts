/** Groups rows under each requested key, keeping the rows' order; keys with no rows get []. */
export function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string) {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return groups;
}
