import type { Validator } from "./validator";

/** product.md §5: validators run in order and the first message wins. */
export function combineValidators(...validators: Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) {
        return message;
      }
    }
    return undefined;
  };
}
