// Who may do what in a creator's store (docs/decisions/157). Kept free of zod, so the page can
// import the lists themselves and show only what the person may do.

/** A team member's role: the owner manages the team and the keys; staff refund and edit. */
export const teamRoles = ["owner", "staff", "read-only"] as const;
export type TeamRole = (typeof teamRoles)[number];

/** What a publisher key may do: read the store, or read and change it. */
export const keyScopes = ["read", "write"] as const;
export type KeyScope = (typeof keyScopes)[number];

/**
 * What a call needs: reading; changing the store (refunds, coupons, webhooks, tax); managing who
 * may (the team and the keys).
 */
export type StorePermission = "read" | "write" | "manage";

const roleGrants: Readonly<Record<TeamRole, readonly StorePermission[]>> = {
  owner: ["read", "write", "manage"],
  staff: ["read", "write"],
  "read-only": ["read"],
};

// A key never manages the team or other keys: a leaked key cannot mint a lasting one.
const scopeGrants: Readonly<Record<KeyScope, readonly StorePermission[]>> = {
  read: ["read"],
  write: ["read", "write"],
};

export function roleMay(role: TeamRole, permission: StorePermission): boolean {
  return roleGrants[role].includes(permission);
}

export function scopeMay(scope: KeyScope, permission: StorePermission): boolean {
  return scopeGrants[scope].includes(permission);
}

/** How the dashboard names a role to a person. */
export const roleLabels: Readonly<Record<TeamRole, string>> = {
  owner: "Owner",
  staff: "Staff: can refund and edit",
  "read-only": "Read-only",
};

/** The sentence a refused call answers with, naming what the caller's role does not allow. */
export function refusalFor(permission: StorePermission): string {
  return permission === "manage"
    ? "Only an owner of this store can manage its team and its keys."
    : "Your role in this store is read-only: ask an owner to make you staff to change anything.";
}

/** Usernames are those of the catalog: 2 to 39 lowercase letters, digits, '-' or '_'. */
export const usernamePattern = /^[a-z0-9][a-z0-9_-]{1,38}$/;

/** Sign-up of new creators on a server: anyone, by the operator's invitation only, or nobody. */
export const creatorSignupModes = ["open", "invite", "closed"] as const;
export type CreatorSignupMode = (typeof creatorSignupModes)[number];
