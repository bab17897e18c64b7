/**
 * Every query that holds the signed-in buyer's data (profile, payment methods, payment
 * history, custom fields, newsletters) has a key starting with "user", so sign-out can drop
 * them all at once (product.md §4). Other features build their keys with this.
 */
export const USER_QUERY_ROOT = "user";

export function userQueryKey(userId: string | null, ...parts: string[]) {
  return [USER_QUERY_ROOT, userId, ...parts] as const;
}
