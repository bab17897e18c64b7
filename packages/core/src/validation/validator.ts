/** A field validator: the message to show, or undefined when the value is fine. */
export type Validator = (value: unknown) => string | undefined;
