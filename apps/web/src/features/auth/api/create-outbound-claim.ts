import type { OutboundClaim } from "@creator-checkout/core/api";
import { authorizedRequest } from "../hooks/session";

/**
 * `POST /api/auth/user/claim` (product.md §7): a fresh single-use claim for the creator's site,
 * which its server exchanges for who the buyer is (docs/decisions/038).
 */
export async function createOutboundClaim(): Promise<string> {
  const { claim } = await authorizedRequest<OutboundClaim>("/api/auth/user/claim", {
    method: "POST",
  });
  return claim;
}
