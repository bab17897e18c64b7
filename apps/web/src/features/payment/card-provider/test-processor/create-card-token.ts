import type { TestCardToken } from "@creator-checkout/core/api";
import { apiRequest } from "@/lib/api-client";

export type { TestCardToken };

export interface TestCardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  postal_code: string;
}

/**
 * `POST /api/test-processor/tokens`: the test processor's tokenisation, standing where a
 * provider's own servers would; our API only ever receives the token (docs/architecture.md, Chosen parts).
 */
export function createCardToken(card: TestCardDetails): Promise<TestCardToken> {
  return apiRequest<TestCardToken>("/api/test-processor/tokens", { method: "POST", body: card });
}
