import { EMAIL_PATTERN } from "../validation/email";
import { usernamePattern } from "./roles";

// A new creator's sign-up (docs/decisions/159): what the route refuses and the page says beside
// each field, in one set of words. Kept free of zod, like roles.ts, for the page's download.

export type SignUpFields = { email: string; username: string };
export type SignUpProblems = Partial<Record<keyof SignUpFields, string>>;

export const signUpSentences = {
  emailMissing: "Enter an e-mail address.",
  emailInvalid: "Enter an e-mail address such as ada@example.com.",
  usernameMissing: "Choose a username.",
  usernameInvalid:
    "A username is 2 to 39 lowercase letters, digits, '-' or '_', starting with a letter or digit.",
  /** The refusal of a sign-up where the operator opens each store, and the page's notice. */
  byInvitation: "New stores are opened by invitation on this server: ask its operator for one.",
  closed: "This server does not open new stores: ask its operator.",
} as const;

/** The username as the server keeps it: trimmed and in lowercase. */
export function normalUsername(typed: string): string {
  return typed.trim().toLowerCase();
}

/** What is wrong with each field, as the route would answer; empty when nothing is. */
export function signUpProblems(fields: SignUpFields): SignUpProblems {
  const problems: SignUpProblems = {};
  const email = fields.email.trim();
  if (email === "") problems.email = signUpSentences.emailMissing;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    problems.email = signUpSentences.emailInvalid;
  }
  const username = normalUsername(fields.username);
  if (username === "") problems.username = signUpSentences.usernameMissing;
  else if (!usernamePattern.test(username)) problems.username = signUpSentences.usernameInvalid;
  return problems;
}
