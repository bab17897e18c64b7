import { apiRequest } from "@/lib/api-client";

/** `POST /api/oauth/user/logout`: ends the session and clears the refresh cookie (204). */
export function logOut(): Promise<void> {
  return apiRequest<void>("/api/oauth/user/logout", { method: "POST" });
}
