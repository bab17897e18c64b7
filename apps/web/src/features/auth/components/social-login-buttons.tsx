import { ErrorBoundary } from "@/components/error-boundary";
import { useQueryParams } from "@/lib/use-query-params";
import { reportSocialLoginFailure, startSocialLogin } from "../hooks/social-login";
import type { SocialProvider } from "../utils/social-providers";

interface SocialLoginButtonsProps {
  providers: readonly SocialProvider[];
  publisherId: string;
}

/**
 * product.md §2: one "Continue with {Provider}" button per provider the publisher offers. A
 * rendering error here leaves the rest of the sign-in form working, with a short line instead.
 */
export function SocialLoginButtons(props: SocialLoginButtonsProps) {
  if (props.providers.length === 0) return null;
  return (
    <ErrorBoundary
      fallback={<p className="field__hint">Signing in with another account is unavailable.</p>}
    >
      <SocialLoginButtonList {...props} />
    </ErrorBoundary>
  );
}

function SocialLoginButtonList({ providers, publisherId }: SocialLoginButtonsProps) {
  const { params } = useQueryParams();
  function start(provider: SocialProvider) {
    try {
      startSocialLogin(provider, { publisherId, utm: params.utm, redirectUri: params.redirectUri });
    } catch (error) {
      // product.md §8: "Invalid api_url" and the like are logged and reported, not shown.
      reportSocialLoginFailure(error);
    }
  }
  return (
    <div className="social-login">
      {providers.map((provider) => (
        <button
          key={provider.type}
          type="button"
          className="button button--secondary button--block"
          onClick={() => start(provider)}
        >
          Continue with {provider.name}
        </button>
      ))}
    </div>
  );
}
