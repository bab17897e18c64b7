/**
 * The creator's funnel dashboard is `/dashboard/{publisherUsername}` (docs/decisions/044). The
 * publisher's username, when `pathname` is that page; null for every other page.
 */
/** Whether `pathname` is the dashboard's entry, `/dashboard`, which names no store. */
export function isDashboardEntry(pathname: string): boolean {
  return /^\/dashboard\/?$/.test(pathname);
}

export function dashboardPublisher(pathname: string): string | null {
  const match = /^\/dashboard\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
