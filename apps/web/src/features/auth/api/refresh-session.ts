import { apiRequest } from "@/lib/api-client";
import type { SessionToken } from "./session-token";

/**
 * `POST /api/oauth/user/token`: trades the refresh cookie for a new access token (and rotates
 * the cookie). 401 when there is no session; 409 when another tab renewed it a moment ago.
 * `{ token: null }` is read as "no session" too.
 */
export function refreshSession(): Promise<SessionToken | { token: null }> {
  return apiRequest<SessionToken | { token: null }>("/api/oauth/user/token", { method: "POST" });
}
