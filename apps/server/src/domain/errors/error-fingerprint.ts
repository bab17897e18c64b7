import { createHash } from "node:crypto";

export interface FingerprintInput {
  source: "page" | "server";
  place: string;
  name: string;
  message: string;
  stack?: string | undefined | null;
}

// The frames that name where a failure happened; deeper ones say only how it was reached.
const FRAMES_IN_FINGERPRINT = 5;

/**
 * One failure's identity, computed here and never taken from the client: its source, place and
 * kind, its message with numbers blurred (so "order 41" and "order 42" are one failure), and the
 * top frames of its stack without their origin (so a report from another host name is the same).
 */
export function errorFingerprint(input: FingerprintInput): string {
  const frames = (input.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^at |@/.test(line))
    .slice(0, FRAMES_IN_FINGERPRINT)
    .map((line) => line.replace(/https?:\/\/[^/\s)]+/g, ""));
  return createHash("sha256")
    .update(
      [input.source, input.place, input.name, input.message.replace(/\d+/g, "#"), ...frames].join(
        "\n",
      ),
    )
    .digest("hex");
}
