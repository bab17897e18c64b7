export * from "./catalog-file";
export * from "./checkout-product";
export * from "./entities";
export * from "./translations";
