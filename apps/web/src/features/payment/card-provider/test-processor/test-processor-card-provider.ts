import { Fragment } from "react";
import type { CardProvider } from "../card-provider";
import { TestAuthenticationStep } from "./test-authentication-step";
import { TestCardFields } from "./test-card-fields";
import { TestWalletButton } from "./test-wallet-button";

/**
 * The built-in test processor: our own card form, an Approve / Deny step for 3-D Secure, and a
 * test wallet. It needs no context, so its root adds nothing.
 */
export const testProcessorCardProvider: CardProvider = {
  Root: Fragment,
  CardFields: TestCardFields,
  AuthenticationStep: TestAuthenticationStep,
  WalletButton: TestWalletButton,
};
