import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

// The embedded database (PGlite) may be opened by one process only. A server running on a data
// folder leaves this note in it, readable by its owner alone, so the operator command can hand
// its work to that server instead of opening the folder a second time.
const FILE = "operator.json";

const handoffSchema = z.object({
  pid: z.number().int(),
  url: z.url(),
  token: z.string().min(32),
});
export type ServerHandoff = z.infer<typeof handoffSchema>;

export function newOperatorToken(): string {
  return randomBytes(32).toString("base64url");
}

export function writeServerHandoff(dataDir: string, handoff: ServerHandoff) {
  writeFileSync(join(dataDir, FILE), JSON.stringify(handoff), { mode: 0o600 });
}

export function removeServerHandoff(dataDir: string) {
  rmSync(join(dataDir, FILE), { force: true });
}

/** The server running on this data folder, if one is: its note names a live process. */
export function readServerHandoff(dataDir: string): ServerHandoff | null {
  let handoff: ServerHandoff;
  try {
    handoff = handoffSchema.parse(JSON.parse(readFileSync(join(dataDir, FILE), "utf8")));
  } catch {
    return null;
  }
  try {
    process.kill(handoff.pid, 0);
  } catch {
    return null;
  }
  return handoff;
}
