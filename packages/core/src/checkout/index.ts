export { canBeGiven } from "./can-be-given";
export { type CheckoutMode, type CheckoutModeInput, checkoutMode } from "./checkout-mode";
export { type CurrentOption, hasCurrentOption } from "./current-option";
export { giftMessages } from "./gift-messages";
export {
  type PayButtonInput,
  type PayButtonState,
  type PayButtonTrial,
  payButton,
  type SwitchChoice,
} from "./pay-button";
export {
  WALLET_COUNTRY,
  type WalletPaymentRequest,
  walletPaymentRequest,
} from "./wallet-payment-request";
