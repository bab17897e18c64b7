import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";

/** `POST /api/oauth/user/logout`: ends the session and clears the refresh cookie (204). */
export async function logOut(): Promise<void> {
  await callApi(api.logOut, {});
}
