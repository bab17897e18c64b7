import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "@/lib/call-api";
import type { TestCardToken } from "./create-card-token";

/** The token the test wallet hands over for its card. */
export function createWalletToken(number: string): Promise<TestCardToken> {
  return callApi(api.createTestWalletToken, { body: { number } });
}
