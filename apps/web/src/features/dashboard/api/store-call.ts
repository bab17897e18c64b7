import type { ApiRoute } from "@creator-checkout/core/api";
import type { TeamRole } from "@creator-checkout/core/team";
import { authorizedCall } from "@/features/auth";
import { type CallInput, type CallOptions, type CallReply, callApi } from "@/lib/call-api";

/**
 * Whose store the page shows, and how it calls: with the publisher key a script's owner pasted,
 * or, with `key` null, as the person signed in to the store (docs/decisions/157), whose
 * 15-minute access token lives in the auth feature's memory and is renewed through the refresh
 * cookie. `keyVersion` stands for the caller in the cache's keys: a number for a key, the
 * person's user id for a person.
 */
export interface Access {
  username: string;
  key: string | null;
  keyVersion: number | string;
  /** The person's role; null for a key. */
  role?: TeamRole | null;
}

/** A store route called as `access` says: with the key, or with the person's session. */
export function storeCall<Route extends ApiRoute>(
  access: Access,
  route: Route,
  input: CallInput<Route>,
  options: Pick<CallOptions, "signal"> = {},
): Promise<CallReply<Route>> {
  if (access.key === null) return authorizedCall(route, input, options);
  return callApi(route, input, { ...options, accessToken: access.key });
}
