export * from "./catalog";
export * from "./checkout";
export * from "./custom-fields";
export * from "./money";
export * from "./pricing";
export * from "./validation";
