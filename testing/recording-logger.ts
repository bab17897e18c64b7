import type { MessagingLogger } from "@creator-checkout/server/messaging/transport";

export interface LogEntry {
  level: "info" | "warn" | "error";
  fields: object;
  message: string;
}

/** A logger for tests: silent, keeping every entry so a test can read what would be logged. */
export function recordingLogger(): MessagingLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (fields, message) => entries.push({ level: "info", fields, message }),
    warn: (fields, message) => entries.push({ level: "warn", fields, message }),
    error: (fields, message) => entries.push({ level: "error", fields, message }),
  };
}
