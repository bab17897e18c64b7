export * from "./catalog-file";
export * from "./checkout-product";
export * from "./choose-currency";
export * from "./entities";
export * from "./option-prices";
export * from "./store-product";
export * from "./store-profile";
export * from "./translations";
