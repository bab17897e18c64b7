/**
 * Runs `task` for every item with at most `limit` running at once and answers the results in
 * item order. The first rejection rejects the whole call (tasks already started still finish).
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The integers 0 .. count - 1. */
export function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}
