export * from "./contract";
export { type ApiErrorBody, type ApiErrorCode, apiErrorCodes } from "./error-codes";
