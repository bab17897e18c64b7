// Its types: oidc-provider ships none, and a workspace that imports this file must see them too.
/// <reference path="./oidc-provider-module.d.ts" />
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "@creator-checkout/core/html";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** The checkout's registration at this provider: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. */
export const STAND_IN_OIDC_CLIENT = {
  clientId: "creator-checkout",
  clientSecret: "stand-in-oidc-client-secret",
} as const;

/**
 * The accounts a buyer can sign in as, by the name typed on the sign-in page: one whose
 * provider vouches for the e-mail address, and one whose address the provider never checked.
 */
export const STAND_IN_OIDC_ACCOUNTS = {
  "verified-buyer": { email: "verified-buyer@example.com", emailVerified: true },
  "unverified-buyer": { email: "unverified-buyer@example.com", emailVerified: false },
  // The overlay's journey pays with a card of its own, apart from the other journeys' buyer.
  "overlay-buyer": { email: "overlay-buyer@example.com", emailVerified: true },
} as const;

type AccountName = keyof typeof STAND_IN_OIDC_ACCOUNTS;

const isAccountName = (name: string): name is AccountName =>
  Object.hasOwn(STAND_IN_OIDC_ACCOUNTS, name);

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for the tests: discovery, authorization
 * with PKCE, the token endpoint, userinfo and signed ID tokens are the library's own. Only the
 * sign-in page is ours, and kept plain: an "Account" field, a "Sign in" button, and a "Cancel"
 * button that answers the checkout with access_denied as a provider does when the buyer declines.
 */
export async function startOidcProvider(options: { port?: number; checkoutUrl: string }) {
  const checkoutUrl = options.checkoutUrl.replace(/\/+$/, "");
  let provider: Provider | undefined;
  const server = createServer((request, response) => {
    if (!provider) return void response.writeHead(503).end();
    handle(provider, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400, { "content-type": "text/plain" });
      response.end("This sign-in has expired. Go back to the checkout and start again.");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: STAND_IN_OIDC_CLIENT.clientId,
        client_secret: STAND_IN_OIDC_CLIENT.clientSecret,
        redirect_uris: [`${checkoutUrl}/api/connect/oidc/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "one" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    // Lifetimes of its own records, in seconds: long enough for a slow journey, short as a real one.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_context: unknown, accountId: string) => {
      if (!isAccountName(accountId)) return undefined;
      const account = STAND_IN_OIDC_ACCOUNTS[accountId];
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: account.emailVerified,
          name: accountId,
        }),
      };
    },
  });

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const match = /^\/interaction\/([\w-]+)(?:\/(sign-in|cancel))?$/.exec(url.pathname);
  if (!match) return provider.callback()(request, response);
  const details = await provider.interactionDetails(request, response);
  const action = match[2];
  if (!action && request.method === "GET") return sendSignInPage(response, details.uid, null);
  if (request.method !== "POST") return void response.writeHead(405).end();

  if (action === "cancel") {
    return provider.interactionFinished(
      request,
      response,
      { error: "access_denied", error_description: "The account holder cancelled the sign-in." },
      { mergeWithLastSubmission: false },
    );
  }
  const name = (await readForm(request)).get("account")?.trim() ?? "";
  if (!isAccountName(name)) {
    return sendSignInPage(response, details.uid, `There is no account called "${name}".`);
  }
  // A first-party client: the buyer is not asked again to share what the checkout needs.
  const grant = new provider.Grant({ accountId: name, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope ?? "openid");
  const grantId = await grant.save();
  return provider.interactionFinished(
    request,
    response,
    { login: { accountId: name }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function sendSignInPage(response: ServerResponse, uid: string, problem: string | null) {
  const accounts = Object.keys(STAND_IN_OIDC_ACCOUNTS).join(", ");
  response.writeHead(problem ? 400 : 200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Stand-in OpenID provider</title></head>
<body>
  <h1>Sign in to the stand-in provider</h1>
  ${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ""}
  <form method="post" action="/interaction/${uid}/sign-in">
    <label>Account <input name="account" required autocomplete="off"></label>
    <p>Accounts: ${accounts}</p>
    <button type="submit">Sign in</button>
  </form>
  <form method="post" action="/interaction/${uid}/cancel">
    <button type="submit">Cancel</button>
  </form>
</body>
</html>`);
}
