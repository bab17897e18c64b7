export * from "./catalog-file";
export * from "./entities";
