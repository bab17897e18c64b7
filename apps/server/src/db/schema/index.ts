// The Drizzle schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts).
export * from "./analytics";
export * from "./cancel-answers";
export * from "./catalog";
export * from "./discounts";
export * from "./error-reports";
export * from "./messaging";
export * from "./orders";
export * from "./passkeys";
export * from "./publisher-keys";
export * from "./refunds";
export * from "./security";
export * from "./sign-in";
export * from "./social-login";
export * from "./tax-jobs";
export * from "./team";
export * from "./test-processor";
export * from "./webhooks";
