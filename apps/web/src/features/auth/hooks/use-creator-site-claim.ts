import { createOutboundClaim } from "../api/create-outbound-claim";
import { useMe } from "../api/get-me";

/**
 * product.md §2: links to the creator's site carry a claim code only for a verified buyer. Gives a
 * function that makes one at the moment of leaving (a claim lives two minutes), or null when
 * the buyer may not carry one or it could not be made: the link still works without it.
 */
export function useCreatorSiteClaim(): () => Promise<string | null> {
  const me = useMe();
  const verified = me.data?.verified === true;
  return async () => {
    if (!verified) return null;
    return createOutboundClaim().catch(() => null);
  };
}
