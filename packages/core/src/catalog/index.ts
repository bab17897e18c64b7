export * from "./catalog-file";
export * from "./entities";
export * from "./translations";
