import { createStore, useStore } from "@/lib/create-store";
import type { SignInIdentity } from "../utils/sign-in-identity";

export type SignInStep = "contact" | "password" | "code";

/** product.md §3 "Auth state": who is signing in, as the lookup described them. */
export interface SignInInfo {
  identity: SignInIdentity;
  /** The address as shown: the e-mail, or the phone formatted for reading. */
  label: string;
  is_new_registration: boolean;
}

/** product.md §4 "One-time code": requested (inProgress), sent, confirmed, or failed with a message. */
export interface OtpState {
  inProgress: boolean;
  sent: boolean;
  confirmed: boolean;
  error: string | null;
}

export interface AuthState {
  /** "checking" until the first refresh answers; the page shows a loading indicator until then. */
  status: "checking" | "signed-out" | "signed-in";
  userId: string | null;
  step: SignInStep;
  info: SignInInfo | null;
  hasPassword: boolean;
  otp: OtpState;
  verifyFlowId: string | null;
  /** Held only while the claim is being exchanged for a session. */
  claim: string | null;
  /**
   * The address given before "change contact info", offered again in the form so the buyer
   * corrects it rather than types it anew (WCAG 3.3.7; docs/decisions/073).
   */
  previousIdentity: SignInIdentity | null;
  /**
   * Where focus goes once the next step has rendered; components clear it when they take it.
   * "signed-in" is who signed in, once the buyer's own sign-in has finished.
   */
  focus: "contact" | "password" | "code" | "signed-in" | null;
}

const idleOtp: OtpState = { inProgress: false, sent: false, confirmed: false, error: null };

/** The sign-in flow from its start: nothing typed, nothing sent. */
const emptyFlow = {
  step: "contact",
  info: null,
  hasPassword: false,
  otp: idleOtp,
  verifyFlowId: null,
  claim: null,
  previousIdentity: null,
} satisfies Partial<AuthState>;

export const authStore = createStore<AuthState>({
  status: "checking",
  userId: null,
  focus: null,
  ...emptyFlow,
});

/**
 * Where the page begins: "checking" until the first refresh answers, or "signed-out" when the
 * server saw no sign of a session and rendered the sign-in form (docs/decisions/045).
 */
export function startAuthState(status: "checking" | "signed-out") {
  flowGeneration += 1;
  authStore.setState(() => ({ status, userId: null, focus: null, ...emptyFlow }));
}

export function updateAuth(patch: Partial<AuthState>) {
  authStore.setState((state) => ({ ...state, ...patch }));
}

export function updateOtp(patch: Partial<OtpState>) {
  authStore.setState((state) => ({ ...state, otp: { ...state.otp, ...patch } }));
}

// Bumped whenever the flow starts over, so an answer that arrives afterwards is ignored.
let flowGeneration = 0;

/** A check that the sign-in flow has not started over since this was called. */
export function currentFlow(): () => boolean {
  const generation = flowGeneration;
  return () => generation === flowGeneration;
}

/**
 * product.md §4 "change contact info": back to the form, everything cleared but the address
 * just given, which the form offers again (docs/decisions/073).
 */
export function resetSignInFlow(focus: AuthState["focus"] = "contact") {
  flowGeneration += 1;
  authStore.setState((state) => ({
    ...state,
    ...emptyFlow,
    previousIdentity: state.info?.identity ?? null,
    focus,
  }));
}

/** product.md §4 sign-out: authorization false and every piece of the sign-in flow cleared. */
export function resetToSignedOut(focus: AuthState["focus"]) {
  flowGeneration += 1;
  authStore.setState(() => ({ status: "signed-out", userId: null, focus, ...emptyFlow }));
}

export function useAuthState(): AuthState {
  return useStore(authStore);
}

/** Hands the pending focus request to the component that owns `target`, once. */
export function takeFocus(target: NonNullable<AuthState["focus"]>): boolean {
  if (authStore.getState().focus !== target) return false;
  updateAuth({ focus: null });
  return true;
}
