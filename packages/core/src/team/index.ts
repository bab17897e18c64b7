export * from "./roles";
