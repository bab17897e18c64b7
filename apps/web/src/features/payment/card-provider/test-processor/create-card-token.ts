import { apiRequest } from "@/lib/api-client";

export interface TestCardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  postal_code: string;
}

export interface TestCardToken {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/**
 * `POST /api/test-processor/tokens`: the test processor's tokenisation, standing where a
 * provider's own servers would; our API only ever receives the token (docs/architecture.md, Chosen parts).
 */
export function createCardToken(card: TestCardDetails): Promise<TestCardToken> {
  return apiRequest<TestCardToken>("/api/test-processor/tokens", { method: "POST", body: card });
}
