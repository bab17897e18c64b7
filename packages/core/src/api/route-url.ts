// Kept free of zod, so the page may import it as a value.

/** A route's path with its parameters filled in, and its query, as every client of the table builds it. */
export function routeUrl(
  route: { path: string },
  input: { params?: unknown; query?: unknown },
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}
