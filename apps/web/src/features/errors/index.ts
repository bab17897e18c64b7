export type { ErrorReportContext } from "./report-error";
export { reportError } from "./report-error-on-demand";
export { startErrorReporting } from "./start-error-reporting";
