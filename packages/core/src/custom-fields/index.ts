export * from "./custom-field-value";
export * from "./validate-custom-fields";
