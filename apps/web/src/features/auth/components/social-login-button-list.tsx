import { useQueryParams } from "@/lib/use-query-params";
import { startSocialLogin } from "../hooks/social-login";
import { reportSocialLoginFailure } from "../hooks/social-login-return";
import type { SocialProvider } from "../utils/social-providers";
import { SocialButtonRow } from "./social-button-row";

export interface SocialLoginButtonsProps {
  providers: readonly SocialProvider[];
  publisherId: string;
}

/** product.md §2: one "Continue with {Provider}" button per provider, each opening its sign-in. */
export function SocialLoginButtonList({ providers, publisherId }: SocialLoginButtonsProps) {
  const { params } = useQueryParams();
  function start(provider: SocialProvider) {
    try {
      startSocialLogin(provider, { publisherId, utm: params.utm, redirectUri: params.redirectUri });
    } catch (error) {
      // product.md §8: "Invalid api_url" and the like are logged and reported, not shown.
      reportSocialLoginFailure(error);
    }
  }
  return <SocialButtonRow providers={providers} onStart={start} />;
}
