import { authorizedRequest } from "@/features/auth";

/**
 * `POST /api/test-processor/charges/{id}/authenticate`: the signed-in buyer's answer to 3-D
 * Secure for their own charge.
 */
export function authenticateCharge(chargeId: string, approve: boolean): Promise<{ ok: true }> {
  return authorizedRequest<{ ok: true }>(
    `/api/test-processor/charges/${encodeURIComponent(chargeId)}/authenticate`,
    { method: "POST", body: { approve } },
  );
}
