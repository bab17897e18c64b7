export * from "./contract";
export * from "./define-route";
export { type ApiErrorBody, type ApiErrorCode, apiErrorCodes } from "./error-codes";
export * from "./request-parts";
