import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "../hooks/session";

/**
 * `POST /api/auth/user/claim` (product.md §7): a fresh single-use claim for the creator's site,
 * which its server exchanges for who the buyer is (docs/decisions/038).
 */
export async function createOutboundClaim(): Promise<string> {
  const { claim } = await authorizedCall(api.createOutboundClaim, {});
  return claim;
}
