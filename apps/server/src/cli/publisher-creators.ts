import * as api from "@creator-checkout/core/api-routes";
import { type TeamRole, teamRoles, usernamePattern } from "@creator-checkout/core/team";
import type { Db } from "../db/connect";
import { operatorInvite, operatorOpenStore } from "../domain/team/operator-team";
import { callServer } from "../operator/call-server";
import type { ServerHandoff } from "../operator/server-handoff";
import { systemClock } from "../security/clock";

/**
 * `creator create <username> --owner <e-mail> [--name <name>]` and
 * `team invite <username> <e-mail> [--role owner|staff|read-only]` (docs/decisions/159).
 */
export type CreatorCommand =
  | { verb: "create"; username: string; owner: string; name?: string }
  | { verb: "invite"; username: string; email: string; role: TeamRole };

export class CreatorArgumentError extends Error {}

/** The command's words, or null when they are not a creator or team command. */
export function parseCreatorCommand(argv: string[]): CreatorCommand | null {
  const [noun, verb, username, ...rest] = argv;
  if (!username || username.startsWith("--")) return null;
  if (noun === "creator" && verb === "create") {
    const flags = flagsOf(rest);
    if (!flags?.owner) return null;
    return { verb, username, owner: flags.owner, ...(flags.name ? { name: flags.name } : {}) };
  }
  if (noun === "team" && verb === "invite") {
    const [email, ...more] = rest;
    const flags = flagsOf(more);
    if (!email || !flags) return null;
    const role = (flags.role ?? "owner") as TeamRole;
    if (!teamRoles.includes(role)) return null;
    return { verb: "invite", username, email, role };
  }
  return null;
}

function flagsOf(words: string[]): Record<string, string> | null {
  const flags: Record<string, string> = {};
  for (let i = 0; i < words.length; i += 2) {
    const [flag, value] = [words[i], words[i + 1]];
    if (!flag?.startsWith("--") || value === undefined) return null;
    flags[flag.slice(2)] = value;
  }
  return flags;
}

interface CreatorOperations {
  create(command: Extract<CreatorCommand, { verb: "create" }>): Promise<{ expiresAt: string }>;
  invite(command: Extract<CreatorCommand, { verb: "invite" }>): Promise<{ expiresAt: string }>;
}

export function creatorsHere(db: Db, publicUrl: string): CreatorOperations {
  const deps = { db, clock: systemClock, publicUrl };
  return {
    create: async ({ username, owner, name }) => {
      const opened = await operatorOpenStore(deps, { username, ownerEmail: owner, name });
      return { expiresAt: opened.expiresAt.toISOString() };
    },
    invite: async (command) => {
      const invitation = await operatorInvite(deps, command);
      return { expiresAt: invitation.expires_at.toISOString() };
    },
  };
}

export function creatorsInServer(server: ServerHandoff): CreatorOperations {
  return {
    create: async ({ username, owner, name }) => {
      const opened = await callServer(server, api.operatorOpenStore, {
        body: { username, owner_email: owner, name },
      });
      return { expiresAt: opened.expires_at };
    },
    invite: async ({ username, email, role }) => {
      const invited = await callServer(server, api.operatorInviteTeamMember, {
        params: { username },
        body: { email, role },
      });
      return { expiresAt: invited.expires_at };
    },
  };
}

export async function runCreatorCommand(
  operations: CreatorOperations,
  command: CreatorCommand,
): Promise<string> {
  if (command.verb === "invite") {
    const { expiresAt } = await operations.invite(command);
    return `Invited ${command.email} to ${command.username}'s team as ${command.role}; they accept by signing in to the dashboard with that address before ${expiresAt}.\n`;
  }
  if (!usernamePattern.test(command.username)) {
    throw new CreatorArgumentError(
      "A username is 2 to 39 lowercase letters, digits, '-' or '_', starting with a letter or digit.",
    );
  }
  const { expiresAt } = await operations.create(command);
  return `Opened an empty store for ${command.username}. ${command.owner} is e-mailed an invitation to own it, which lasts until ${expiresAt}.\n`;
}
