import { reportError } from "@/features/errors";

// The part of social login every page load needs; the pop-up and redirect handling
// (social-login.ts) load with the buttons.

// product.md §2: in redirect mode the checkout comes back with this parameter when it failed.
const RETURN_PARAMETER = "social_login";

/**
 * product.md §8: a social login that came back failed in redirect mode is logged and reported,
 * with nothing shown, and the parameter leaves the address so a reload does not report it again.
 */
export function takeSocialLoginReturn() {
  const url = new URL(window.location.href);
  const outcome = url.searchParams.get(RETURN_PARAMETER);
  if (outcome === null) return;
  url.searchParams.delete(RETURN_PARAMETER);
  window.history.replaceState(window.history.state, "", url);
  if (outcome === "failed")
    reportSocialLoginFailure("the provider or the checkout refused the sign-in");
}

/** Why a social login did not sign the buyer in: the pop-up's code, or what broke here. */
class SocialLoginError extends Error {
  override name = "SocialLoginError";
}

/** product.md §8 "Social login failure: logged and reported, no user message". */
export function reportSocialLoginFailure(cause: unknown) {
  const error = cause instanceof Error ? cause : new SocialLoginError(String(cause));
  console.error(`Social login failed: ${error.message}`);
  reportError(error, { place: "social-login" });
}
