import type { CardProvider } from "../card-provider";
import { TestAuthenticationStep } from "./test-authentication-step";
import { TestCardFields } from "./test-card-fields";

/** The built-in test processor: our own card form and an Approve / Deny step for 3-D Secure. */
export const testProcessorCardProvider: CardProvider = {
  CardFields: TestCardFields,
  AuthenticationStep: TestAuthenticationStep,
};
