import { apiRequest } from "@/lib/api-client";
import type { SessionToken } from "./session-token";

/**
 * `POST /api/auth/user/passkey`: the browser's signed answer starts a session, as a confirmed
 * code does; the refresh token arrives as an httpOnly cookie, the access token in the answer.
 */
export function signInWithPasskey(credential: unknown): Promise<SessionToken> {
  return apiRequest<SessionToken>("/api/auth/user/passkey", { method: "POST", body: credential });
}
