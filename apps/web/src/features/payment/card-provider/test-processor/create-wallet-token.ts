import { apiRequest } from "@/lib/api-client";
import type { TestCardToken } from "./create-card-token";

/** `POST /api/test-processor/wallet-tokens`: the token the test wallet hands over for its card. */
export function createWalletToken(number: string): Promise<TestCardToken> {
  return apiRequest<TestCardToken>("/api/test-processor/wallet-tokens", {
    method: "POST",
    body: { number },
  });
}
