import { refusalFor, type StorePermission, signUpSentences } from "@creator-checkout/core/team";
import { AppError, notFound } from "../../app-error";

// The refusals a person meets on a store's dashboard, each with the sentence it shows.
export const teamErrors = {
  notMember: () =>
    new AppError(
      "FORBIDDEN",
      403,
      "You are not on this store's team. Sign in with the e-mail address an owner invited.",
    ),
  unproven: () =>
    new AppError(
      "FORBIDDEN",
      403,
      "Confirm your e-mail address with a sign-in code before opening the dashboard.",
    ),
  roleRefused: (permission: StorePermission) =>
    new AppError("FORBIDDEN", 403, refusalFor(permission)),
  keyScopeRefused: () =>
    new AppError(
      "FORBIDDEN",
      403,
      "This publisher key may only read: make a key with the write scope to change anything.",
    ),
  keyCannotManage: () =>
    new AppError(
      "FORBIDDEN",
      403,
      "A publisher key cannot manage the team or the keys: an owner does that, signed in to the dashboard.",
    ),
  lastOwner: () =>
    new AppError(
      "LAST_OWNER",
      409,
      "A store needs an owner: make someone else an owner before you remove or demote the last one.",
    ),
  noSuchMember: () => notFound("That person is not on this store's team."),
  noSuchInvitation: () => notFound("There is no open invitation with that id."),
  alreadyMember: (email: string) =>
    new AppError("BAD_REQUEST", 400, `${email} is already on this store's team.`),
  usernameTaken: (username: string) =>
    new AppError("USERNAME_TAKEN", 409, `The username ${username} is taken: choose another one.`, {
      username: "This username is taken: choose another one.",
    }),
  signupClosed: (mode: "invite" | "closed") =>
    new AppError(
      "SIGNUP_CLOSED",
      403,
      mode === "invite" ? signUpSentences.byInvitation : signUpSentences.closed,
    ),
};
