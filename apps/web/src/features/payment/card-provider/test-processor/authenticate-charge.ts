import * as api from "@creator-checkout/core/api-routes";
import { authorizedCall } from "@/features/auth";

/** The signed-in buyer's answer to the test processor's 3-D Secure step for their own charge. */
export function authenticateCharge(chargeId: string, approve: boolean) {
  return authorizedCall(api.authenticateTestCharge, {
    params: { chargeId },
    body: { approve },
  });
}
