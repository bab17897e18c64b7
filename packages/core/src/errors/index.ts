export * from "./error-report";
export * from "./scrub-report-text";
