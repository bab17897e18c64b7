import { t } from "@creator-checkout/core/i18n";
import type { SocialProvider } from "../utils/social-providers";

/**
 * The "Continue with {Provider}" buttons as the buyer sees them. Without `onStart` they are the
 * stand-ins shown while the sign-in code loads: the same place, not yet pressable.
 */
export function SocialButtonRow({
  providers,
  onStart,
}: {
  providers: readonly SocialProvider[];
  onStart?: (provider: SocialProvider) => void;
}) {
  return (
    <div className="social-login">
      {providers.map((provider) => (
        <button
          key={provider.type}
          type="button"
          className="button button--secondary button--block"
          {...(onStart ? { onClick: () => onStart(provider) } : { "aria-disabled": "true" })}
        >
          {t("signIn.social.continueWith", { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
