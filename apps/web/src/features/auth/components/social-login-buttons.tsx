import { t } from "@creator-checkout/core/i18n";
import { ErrorBoundary } from "@/components/error-boundary";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { SocialButtonRow } from "./social-button-row";
import type { SocialLoginButtonsProps } from "./social-login-button-list";

// The pop-up and redirect handling load apart from the first paint; the buttons' stand-ins
// keep their place meanwhile, so nothing moves when the real ones arrive.
const SocialLoginButtonList = lazyWithWords(() =>
  import("./social-login-button-list").then((module) => ({
    default: module.SocialLoginButtonList,
  })),
);

/**
 * product.md §2: one "Continue with {Provider}" button per provider the publisher offers. A
 * rendering error here leaves the rest of the sign-in form working, with a short line instead.
 */
export function SocialLoginButtons(props: SocialLoginButtonsProps) {
  if (props.providers.length === 0) return null;
  return (
    <ErrorBoundary fallback={<p className="field__hint">{t("signIn.social.unavailable")}</p>}>
      <SuspenseAfterHydration fallback={<SocialButtonRow providers={props.providers} />}>
        <SocialLoginButtonList {...props} />
      </SuspenseAfterHydration>
    </ErrorBoundary>
  );
}
