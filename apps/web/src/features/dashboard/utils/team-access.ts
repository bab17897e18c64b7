import { roleMay, type TeamRole } from "@creator-checkout/core/team";

// What the dashboard offers whom (docs/decisions/157): a pasted key sees the store's figures and
// back office; a person also sees the team, and an owner the team's controls and the keys. The
// server checks every call again: this only keeps the page from offering what it would refuse.

/** The caller as the page knows it: a key, or a person with a role. */
export type Viewer = { via: "key" } | { via: "member"; role: TeamRole };

export type ExtraSection = "team" | "keys";

/** The sections beyond the back office's that `viewer` is shown. */
export function extraSections(viewer: Viewer): ExtraSection[] {
  if (viewer.via === "key") return [];
  return roleMay(viewer.role, "manage") ? ["team", "keys"] : ["team"];
}

/**
 * Whether the caller is offered the back office's changes (refunds, cancels, coupons,
 * webhooks): a key as the server scopes it, a person unless their role is read-only.
 */
export function changesStore(role: TeamRole | null | undefined): boolean {
  return role == null || roleMay(role, "write");
}

/** Whether `viewer` is offered the team's controls: invite, change a role, remove, revoke. */
export function managesTeam(viewer: Viewer): boolean {
  return viewer.via === "member" && roleMay(viewer.role, "manage");
}

/**
 * A key's end, typed as a day (YYYY-MM-DD): it lasts to that day's end in UTC, as the
 * dashboard's days are. An empty day is no end; a day before `today` is refused.
 */
export function keyEnd(
  day: string,
  today: string,
): { ok: true; expiresAt: string | undefined } | { ok: false; error: string } {
  const typed = day.trim();
  if (typed === "") return { ok: true, expiresAt: undefined };
  const end = new Date(`${typed}T23:59:59Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed) || Number.isNaN(end.getTime())) {
    return { ok: false, error: "Enter the last day as YYYY-MM-DD, or leave it empty." };
  }
  if (typed < today) return { ok: false, error: "The last day cannot be in the past." };
  return { ok: true, expiresAt: end.toISOString().replace(".000Z", "Z") };
}

/** A key's state in its row: revoked, past its end, or working. */
export function keyState(
  key: { revoked_at: string | null; expires_at: string | null },
  now: Date,
): "Revoked" | "Expired" | "Active" {
  if (key.revoked_at !== null) return "Revoked";
  if (key.expires_at !== null && new Date(key.expires_at).getTime() <= now.getTime()) {
    return "Expired";
  }
  return "Active";
}
