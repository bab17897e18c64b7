import type { TestCardToken } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { type CallInput, callApi } from "@/lib/call-api";

export type { TestCardToken };

/**
 * The test processor's tokenisation, standing where a provider's own servers would; our API
 * only ever receives the token (docs/architecture.md, Chosen parts).
 */
export function createCardToken(
  card: CallInput<typeof api.createTestCardToken>["body"],
): Promise<TestCardToken> {
  return callApi(api.createTestCardToken, { body: card });
}
