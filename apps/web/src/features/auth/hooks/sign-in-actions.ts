import { t } from "@creator-checkout/core/i18n";
import { ApiError } from "@/lib/api-error";
import { confirmCode } from "../api/confirm-code";
import { exchangeClaim } from "../api/exchange-claim";
import { linkUser } from "../api/link-user";
import { logInWithPassword } from "../api/log-in-with-password";
import { lookUpUser } from "../api/look-up-user";
import { requestCode } from "../api/request-code";
import { otpErrorMessage } from "../utils/otp-error-message";
import { identityLabel, type SignInIdentity } from "../utils/sign-in-identity";
import { authStore, currentFlow, resetSignInFlow, updateAuth, updateOtp } from "./auth-store";
import { withBotProof } from "./bot-proofs";
import { beginSession, sessionPublisherId } from "./session";

// product.md §8, OTP error area.
// product.md §5 and 9: exactly 6 digits.
const CODE_PATTERN = /^\d{6}$/;

/**
 * product.md §4 "Sign-in start": look the buyer up; a buyer with a password is asked for it. A new
 * buyer, or any buyer where the code is optional or hidden, is registered (which signs them
 * in only where the creator allows no code, and never for a phone number); everyone else gets a
 * one-time code. Principle P3: when registering answers no session, the code step follows,
 * whatever the code mode.
 */
export async function startSignIn(
  identity: SignInIdentity,
  { creatorUsername }: { creatorUsername: string },
): Promise<void> {
  const isCurrent = currentFlow();
  updateOtp({ inProgress: true, error: null });
  try {
    const lookup = await withBotProof((proof) => lookUpUser(identity, proof));
    if (!isCurrent()) return;
    updateAuth({
      info: {
        identity,
        label: identityLabel(identity),
        is_new_registration: lookup.is_new_registration,
      },
      hasPassword: lookup.has_password,
    });
    if (lookup.has_password) {
      updateAuth({ step: "password", focus: "password" });
      updateOtp({ inProgress: false });
      return;
    }
    if (lookup.is_new_registration || lookup.otp !== "required") {
      const linked = await withBotProof((proof) =>
        linkUser(identity, {
          isOtpEnabled: lookup.otp !== "hide",
          creatorUsername,
          botProof: proof,
        }),
      );
      if (!isCurrent()) return;
      if (linked.token !== null) {
        beginSession(linked);
        return;
      }
    }
    await sendCode(identity, isCurrent);
  } catch (error) {
    if (isCurrent()) updateOtp({ inProgress: false, error: messageOf(error) });
  }
}

/**
 * A code to the e-mail or phone already given: the password step's "code instead", and
 * Resend (product.md §4: re-requests for the same e-mail or phone, in the same flow).
 */
export async function resendCode(): Promise<boolean> {
  const { info } = authStore.getState();
  if (!info) return false;
  const isCurrent = currentFlow();
  updateOtp({ inProgress: true, error: null });
  try {
    await sendCode(info.identity, isCurrent);
    return isCurrent();
  } catch (error) {
    if (isCurrent()) {
      updateOtp({ inProgress: false, error: otpErrorMessage(error, t("signIn.error.unknown")) });
    }
    return false;
  }
}

/**
 * product.md §4 "One-time code" then "Claim exchange": a right code answers a claim, held only while
 * it is exchanged for the session. product.md §5: exactly 6 digits, and only with the address present.
 */
export async function submitCode(code: string): Promise<boolean> {
  const { info } = authStore.getState();
  if (!info || !CODE_PATTERN.test(code)) return false;
  const isCurrent = currentFlow();
  updateOtp({ inProgress: true, error: null });
  try {
    const confirmed = await confirmCode(info.identity, code);
    if (!isCurrent()) return false;
    updateAuth({ verifyFlowId: confirmed.verifyFlowId, claim: confirmed.claim });
    const session = await exchangeClaim(confirmed.claim);
    if (!isCurrent()) return false;
    beginSession(session);
    return true;
  } catch (error) {
    if (isCurrent()) {
      updateAuth({ claim: null });
      updateOtp({
        inProgress: false,
        error: otpErrorMessage(error, t("signIn.error.confirmFailed")),
      });
    }
    return false;
  }
}

/** The password step (product.md §5: e-mail or phone, password and publisher id). */
export async function submitPassword(password: string): Promise<void> {
  const { info } = authStore.getState();
  const publisherId = sessionPublisherId();
  if (!info || !publisherId) return;
  const isCurrent = currentFlow();
  updateOtp({ inProgress: true, error: null });
  try {
    const session = await withBotProof((proof) =>
      logInWithPassword(info.identity, { password, publisherId, botProof: proof }),
    );
    if (isCurrent()) beginSession(session);
  } catch (error) {
    if (isCurrent()) updateOtp({ inProgress: false, error: messageOf(error) });
  }
}

/** product.md §4 "change contact info": resets the flow and clears everything. */
export function changeContactInfo() {
  resetSignInFlow("contact");
}

async function sendCode(identity: SignInIdentity, isCurrent: () => boolean) {
  const { verifyFlowId } = authStore.getState();
  const sent = await withBotProof((proof) =>
    requestCode(identity, { verifyFlowId, botProof: proof }),
  );
  if (!isCurrent()) return;
  updateAuth({ step: "code", verifyFlowId: sent.verify_flow_id, focus: "code" });
  updateOtp({ inProgress: false, sent: true, confirmed: false, error: null });
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : t("signIn.error.unknown");
}
