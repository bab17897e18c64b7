import { CodeChallengeMethod, decodeIdToken, OAuth2Client, type OAuth2Tokens } from "arctic";
// Arctic's own token request and answer parsing, for the providers that take the client's
// secret in the body rather than as Basic credentials.
import { createOAuth2Request, sendTokenRequest } from "arctic/dist/request.js";
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import { type NamedMethod, namedProviderNames } from "./named-provider-names";
import type { AttemptSecrets, ProviderIdentity, SocialProvider } from "./social-provider";

interface Endpoints {
  authorization: string;
  token: string;
  /** Who signed in; Apple says it in the ID token instead. */
  user?: string;
  /** GitHub's list of the account's addresses, with whether each is verified. */
  emails?: string;
}

interface NamedProviderSpec {
  endpoints: Endpoints;
  scopes: string[];
  /** Whether the provider takes a PKCE challenge from a confidential client. */
  pkce: boolean;
  /** How the client proves itself at the token endpoint: Basic credentials, or in the body. */
  clientAuthentication: "basic" | "post";
  authorizationParams?: Record<string, string>;
  /** Whether the provider puts our nonce in its ID token, where `identity` checks it. */
  nonce?: boolean;
  identity(
    tokens: OAuth2Tokens,
    context: { endpoints: Endpoints; clientId: string; nonce: string },
  ): Promise<ProviderIdentity>;
}

const openIdUserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});

const isTrue = (value: boolean | "true" | "false" | undefined) =>
  value === true || value === "true";

const fromOpenIdUserInfo = async (
  tokens: OAuth2Tokens,
  { endpoints }: { endpoints: Endpoints },
) => {
  const info = await fetchJson(endpoints.user, tokens.accessToken(), openIdUserInfo);
  return {
    subject: info.sub,
    email: info.email ?? null,
    emailVerified: isTrue(info.email_verified),
  };
};

// Each provider's documented endpoints and what it says about the address.
const specs: Record<NamedMethod, NamedProviderSpec> = {
  github: {
    endpoints: {
      authorization: "https://github.com/login/oauth/authorize",
      token: "https://github.com/login/oauth/access_token",
      user: "https://api.github.com/user",
      emails: "https://api.github.com/user/emails",
    },
    scopes: ["read:user", "user:email"],
    pkce: false,
    clientAuthentication: "basic",
    async identity(tokens, { endpoints }) {
      const accessToken = tokens.accessToken();
      const user = await fetchJson(endpoints.user, accessToken, z.object({ id: z.number() }));
      const emails = await fetchJson(
        endpoints.emails,
        accessToken,
        z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() })),
      );
      const primary = emails.find((entry) => entry.primary);
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified ?? false,
      };
    },
  },
  google: {
    endpoints: {
      authorization: "https://accounts.google.com/o/oauth2/v2/auth",
      token: "https://oauth2.googleapis.com/token",
      user: "https://openidconnect.googleapis.com/v1/userinfo",
    },
    scopes: ["openid", "email"],
    pkce: true,
    clientAuthentication: "basic",
    identity: fromOpenIdUserInfo,
  },
  facebook: {
    endpoints: {
      authorization: "https://www.facebook.com/v16.0/dialog/oauth",
      token: "https://graph.facebook.com/v16.0/oauth/access_token",
      user: "https://graph.facebook.com/v16.0/me?fields=id,email",
    },
    scopes: ["email"],
    pkce: false,
    clientAuthentication: "post",
    async identity(tokens, { endpoints }) {
      const me = await fetchJson(
        endpoints.user,
        tokens.accessToken(),
        z.object({ id: z.string().min(1), email: z.string().optional() }),
      );
      // Facebook has no verified flag: it gives only a confirmed primary address, or none.
      return { subject: me.id, email: me.email ?? null, emailVerified: me.email !== undefined };
    },
  },
  linkedin: {
    endpoints: {
      authorization: "https://www.linkedin.com/oauth/v2/authorization",
      token: "https://www.linkedin.com/oauth/v2/accessToken",
      user: "https://api.linkedin.com/v2/userinfo",
    },
    scopes: ["openid", "email"],
    pkce: false,
    clientAuthentication: "post",
    identity: fromOpenIdUserInfo,
  },
  twitter: {
    endpoints: {
      authorization: "https://twitter.com/i/oauth2/authorize",
      token: "https://api.twitter.com/2/oauth2/token",
      user: "https://api.twitter.com/2/users/me?user.fields=confirmed_email",
    },
    scopes: ["users.read", "tweet.read", "users.email"],
    pkce: true,
    clientAuthentication: "basic",
    async identity(tokens, { endpoints }) {
      const me = await fetchJson(
        endpoints.user,
        tokens.accessToken(),
        z.object({
          data: z.object({ id: z.string().min(1), confirmed_email: z.string().optional() }),
        }),
      );
      // The address is given only once its owner confirmed it.
      const email = me.data.confirmed_email ?? null;
      return { subject: me.data.id, email, emailVerified: email !== null };
    },
  },
  apple: {
    endpoints: {
      authorization: "https://appleid.apple.com/auth/authorize",
      token: "https://appleid.apple.com/auth/token",
    },
    scopes: ["email"],
    pkce: false,
    clientAuthentication: "post",
    // Apple sends the answer as a form POST whenever a scope is asked for.
    authorizationParams: { response_mode: "form_post" },
    nonce: true,
    async identity(tokens, { clientId, nonce }) {
      // Straight from Apple's token endpoint over TLS, so its signature need not be checked
      // again (OpenID Connect Core 3.1.3.7); who it is for and that it is fresh still must be.
      const claims = z
        .object({
          sub: z.string().min(1),
          aud: z.union([z.string(), z.array(z.string())]),
          exp: z.number(),
          nonce: z.string().optional(),
          email: z.string().optional(),
          email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
        })
        .parse(decodeIdToken(tokens.idToken()));
      const audiences = [claims.aud].flat();
      if (!audiences.includes(clientId)) throw new Error("the ID token is for another client");
      if (claims.exp * 1000 < Date.now()) throw new Error("the ID token has expired");
      if (claims.nonce !== undefined && claims.nonce !== nonce)
        throw new Error("the ID token's nonce is not this sign-in's");
      return {
        subject: claims.sub,
        email: claims.email ?? null,
        emailVerified: isTrue(claims.email_verified),
      };
    },
  },
};

const PROVIDER_TIMEOUT_MS = 10_000;

async function fetchJson<T>(url: string | undefined, accessToken: string, schema: z.ZodType<T>) {
  if (!url) throw new Error("the provider has no such endpoint");
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/json",
      // GitHub refuses requests without one.
      "user-agent": "creator-checkout",
    },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${new URL(url).host} answered ${response.status}`);
  }
  return schema.parse(await response.json());
}

/** The endpoint at the tests' stand-in: its path is the provider's name, then the real path. */
function atStandIn(standInUrl: string, type: NamedMethod, endpoint: string): string {
  const real = new URL(endpoint);
  return `${standInUrl.replace(/\/+$/, "")}/${type}${real.pathname}${real.search}`;
}

function endpointsFor(type: NamedMethod, standInUrl: string | undefined): Endpoints {
  const { endpoints } = specs[type];
  if (!standInUrl) return endpoints;
  return Object.fromEntries(
    Object.entries(endpoints).map(([key, url]) => [key, atStandIn(standInUrl, type, url)]),
  ) as unknown as Endpoints;
}

/**
 * Apple's client secret is a short-lived ES256 token signed with the operator's key, made anew
 * for each exchange.
 */
export function appleClientSecret(settings: {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
}): () => Promise<string> {
  const key = importPKCS8(settings.privateKey, "ES256");
  return async () =>
    new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience("https://appleid.apple.com")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(await key);
}

/** A named provider through arctic's OAuth 2.0 client: state always, PKCE where it is taken. */
export function createNamedProvider(settings: {
  type: NamedMethod;
  clientId: string;
  clientSecret: () => Promise<string>;
  callbackUrl: string;
  standInUrl?: string | undefined;
}): SocialProvider {
  const spec = specs[settings.type];
  const endpoints = endpointsFor(settings.type, settings.standInUrl);
  const { clientId, callbackUrl } = settings;
  // Basic credentials need the secret now; Apple's changes, so it is only ever sent in the body.
  const client = new OAuth2Client(clientId, null, callbackUrl);

  async function exchange(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const clientSecret = await settings.clientSecret();
    if (spec.clientAuthentication === "basic") {
      const basic = new OAuth2Client(clientId, clientSecret, callbackUrl);
      return basic.validateAuthorizationCode(
        endpoints.token,
        code,
        spec.pkce ? codeVerifier : null,
      );
    }
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: callbackUrl,
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (spec.pkce) body.set("code_verifier", codeVerifier);
    return sendTokenRequest(createOAuth2Request(endpoints.token, body));
  }

  return {
    type: settings.type,
    name: namedProviderNames[settings.type],
    async authorizationUrl({ state, codeVerifier, nonce }: AttemptSecrets) {
      const url = spec.pkce
        ? client.createAuthorizationURLWithPKCE(
            endpoints.authorization,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            spec.scopes,
          )
        : client.createAuthorizationURL(endpoints.authorization, state, spec.scopes);
      for (const [name, value] of Object.entries(spec.authorizationParams ?? {}))
        url.searchParams.set(name, value);
      if (spec.nonce) url.searchParams.set("nonce", nonce);
      return url;
    },
    async readIdentity({ callbackParams, codeVerifier, nonce }) {
      const code = callbackParams.get("code");
      if (!code) throw new Error("the provider sent no code");
      const tokens = await exchange(code, codeVerifier);
      return spec.identity(tokens, { endpoints, clientId, nonce });
    },
  };
}
