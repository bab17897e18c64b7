export { combineValidators } from "./combine-validators";
export { email } from "./email";
export { newPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./new-password";
export { required } from "./required";
export {
  type GiftForm,
  type GiftFormErrors,
  giftFormLabels,
  validateGiftForm,
} from "./validate-gift-form";
export type { Validator } from "./validator";
