export * from "./roles";
export * from "./sign-up";
