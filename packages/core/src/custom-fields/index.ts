export * from "./custom-field-messages";
export * from "./custom-field-value";
export * from "./validate-custom-fields";
