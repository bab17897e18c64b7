// A real OpenID provider for the browser journeys, as a process of its own. Never for a checkout
// that signs in real buyers.
//
//   PORT=4403 CHECKOUT_URL=http://127.0.0.1:4400 npx tsx testing/serve-oidc-provider.ts
//
// It listens on http://127.0.0.1:$PORT (the issuer; discovery at /.well-known/openid-configuration)
// and registers the checkout at $CHECKOUT_URL (its PUBLIC_URL) as a client. Start that checkout with
//   OIDC_ISSUER=http://127.0.0.1:$PORT  OIDC_CLIENT_ID=creator-checkout
//   OIDC_CLIENT_SECRET=stand-in-oidc-client-secret  OIDC_NAME=<the button's provider name>
// and enable "oidc" in the publisher's authentication_methods.
// Its sign-in page has an "Account" field and the buttons "Sign in" and "Cancel":
//   verified-buyer    signs in as verified-buyer@example.com, e-mail verified by the provider
//   unverified-buyer  signs in as unverified-buyer@example.com, e-mail NOT verified
//   Cancel            returns error=access_denied to the checkout, as when a buyer declines
// It prints "OpenID provider at <issuer>" once ready; GET <issuer>/.well-known/openid-configuration
// answers 200 from then on (a health URL for Playwright's webServer).
import { startOidcProvider } from "./oidc-provider";

const port = Number(process.env.PORT ?? 4403);
const checkoutUrl = process.env.CHECKOUT_URL ?? "http://127.0.0.1:4400";
const provider = await startOidcProvider({ port, checkoutUrl });
process.stdout.write(`OpenID provider at ${provider.issuer}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
