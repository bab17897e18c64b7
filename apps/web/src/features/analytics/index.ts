export type { ClientEventLogEntry, ClientEventType } from "./client-event-log";
export { readClientEventLog, startPageAnalytics } from "./start-page-analytics";
