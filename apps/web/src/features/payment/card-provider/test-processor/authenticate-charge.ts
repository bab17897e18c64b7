import { apiRequest } from "@/lib/api-client";

/** `POST /api/test-processor/charges/{id}/authenticate`: the buyer's answer to 3-D Secure. */
export function authenticateCharge(chargeId: string, approve: boolean): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(
    `/api/test-processor/charges/${encodeURIComponent(chargeId)}/authenticate`,
    { method: "POST", body: { approve } },
  );
}
