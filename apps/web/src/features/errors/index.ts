export { type ErrorReportContext, reportError } from "./report-error";
export { startErrorReporting } from "./start-error-reporting";
