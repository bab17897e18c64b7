import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { NamedMethod } from "@creator-checkout/server/adapters/social-login/named-provider-names";
import { generateKeyPair, importSPKI, jwtVerify, SignJWT } from "jose";

/** Who signs in at the stand-in next, or the error it answers instead (e.g. access_denied). */
export type StandInAccount =
  | { subject: string; email: string | null; emailVerified: boolean }
  | { error: string };

/** How a client proved itself at a token endpoint, as the stand-in saw it. */
export interface RecordedTokenRequest {
  type: NamedMethod;
  clientAuthentication: "basic" | "post";
  pkce: boolean;
}

// The real paths, under /{type}: the checkout's SOCIAL_LOGIN_API_URL keeps them.
const paths: Record<NamedMethod, { authorize: string; token: string }> = {
  github: { authorize: "/login/oauth/authorize", token: "/login/oauth/access_token" },
  google: { authorize: "/o/oauth2/v2/auth", token: "/token" },
  facebook: { authorize: "/v16.0/dialog/oauth", token: "/v16.0/oauth/access_token" },
  linkedin: { authorize: "/oauth/v2/authorization", token: "/oauth/v2/accessToken" },
  twitter: { authorize: "/i/oauth2/authorize", token: "/2/oauth2/token" },
  apple: { authorize: "/auth/authorize", token: "/auth/token" },
};

interface IssuedCode {
  type: NamedMethod;
  account: Extract<StandInAccount, { subject: string }>;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
}

/**
 * A local stand-in for the six named providers' authorization, token and user endpoints, for
 * the API tests: the checkout's SOCIAL_LOGIN_API_URL points here. It checks what the real ones
 * check (the client's credentials, the redirect address, a code used once, the PKCE verifier,
 * Apple's signed client secret) and answers each provider's own shapes, so a mistake in the
 * checkout's requests fails here as it would there.
 */
export async function startFakeSocialProviders(options: {
  clients: Partial<Record<NamedMethod, { clientId: string; clientSecret: string }>>;
  /** Apple signs nothing with a shared secret: its client secret is checked with this key. */
  apple?: { clientId: string; teamId: string; keyId: string; publicKeyPem: string };
}) {
  const nextAccount = new Map<NamedMethod, StandInAccount>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, IssuedCode>();
  const tokenRequests: RecordedTokenRequest[] = [];
  const failingTokenEndpoints = new Set<NamedMethod>();
  const idTokenKey = await generateKeyPair("ES256");

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "server_error", error_description: String(error) }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, type, ...rest] = url.pathname.split("/");
    if (!isNamedMethod(type)) return sendJson(response, 404, { error: "not_found" });
    const path = `/${rest.join("/")}`;
    if (path === paths[type].authorize && request.method === "GET")
      return authorize(type, url.searchParams, response);
    if (path === paths[type].token && request.method === "POST")
      return token(type, request, new URLSearchParams(await readBody(request)), response);
    const issued = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!issued || issued.type !== type) return sendJson(response, 401, { error: "invalid_token" });
    return sendJson(response, 200, userAnswer(type, path, issued.account));
  }

  function authorize(type: NamedMethod, query: URLSearchParams, response: ServerResponse) {
    const client = options.clients[type] ?? (type === "apple" ? options.apple : undefined);
    const redirectUri = query.get("redirect_uri");
    const state = query.get("state");
    if (!client || query.get("client_id") !== client.clientId || !redirectUri || !state)
      return sendJson(response, 400, { error: "invalid_request" });
    const answer = new URLSearchParams({ state });
    const account = nextAccount.get(type) ?? { error: "access_denied" };
    if ("error" in account) {
      answer.set("error", account.error);
    } else {
      const code = randomBytes(16).toString("hex");
      const challenge = query.get("code_challenge");
      if (challenge && query.get("code_challenge_method") !== "S256")
        return sendJson(response, 400, { error: "invalid_request" });
      codes.set(code, {
        type,
        account,
        redirectUri,
        codeChallenge: challenge,
        nonce: query.get("nonce"),
      });
      answer.set("code", code);
    }
    if (query.get("response_mode") === "form_post") {
      const inputs = [...answer]
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("");
      response.writeHead(200, { "content-type": "text/html" });
      return response.end(
        `<form method="post" action="${redirectUri}">${inputs}</form><script>document.forms[0].submit()</script>`,
      );
    }
    const target = new URL(redirectUri);
    for (const [name, value] of answer) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.href });
    response.end();
  }

  async function token(
    type: NamedMethod,
    request: IncomingMessage,
    form: URLSearchParams,
    response: ServerResponse,
  ) {
    if (failingTokenEndpoints.has(type)) return sendJson(response, 503, { error: "unavailable" });
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, "base64").toString().split(":")
      : [undefined, undefined];
    const clientId = basicId ?? form.get("client_id");
    const clientSecret = basicSecret ?? form.get("client_secret");
    tokenRequests.push({
      type,
      clientAuthentication: basic ? "basic" : "post",
      pkce: form.has("code_verifier"),
    });
    if (!(await clientIsGenuine(type, clientId, clientSecret)))
      return sendJson(response, 401, { error: "invalid_client" });
    const code = form.get("code") ?? "";
    const issued = codes.get(code);
    codes.delete(code);
    if (
      !issued ||
      issued.type !== type ||
      form.get("grant_type") !== "authorization_code" ||
      form.get("redirect_uri") !== issued.redirectUri ||
      (issued.codeChallenge !== null &&
        s256(form.get("code_verifier") ?? "") !== issued.codeChallenge)
    )
      return sendJson(response, 400, { error: "invalid_grant" });
    const accessToken = randomBytes(16).toString("hex");
    accessTokens.set(accessToken, issued);
    const answer: Record<string, unknown> = {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3600,
    };
    if (type === "apple" && options.apple) answer.id_token = await appleIdToken(issued);
    return sendJson(response, 200, answer);
  }

  async function clientIsGenuine(
    type: NamedMethod,
    clientId: string | null | undefined,
    clientSecret: string | null | undefined,
  ): Promise<boolean> {
    if (type !== "apple") {
      const client = options.clients[type];
      return !!client && clientId === client.clientId && clientSecret === client.clientSecret;
    }
    if (!options.apple || clientId !== options.apple.clientId || !clientSecret) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(
        clientSecret,
        await importSPKI(options.apple.publicKeyPem, "ES256"),
        { issuer: options.apple.teamId, subject: clientId, audience: "https://appleid.apple.com" },
      );
      return protectedHeader.kid === options.apple.keyId && payload.exp !== undefined;
    } catch {
      return false;
    }
  }

  async function appleIdToken(issued: IssuedCode) {
    const { account } = issued;
    return new SignJWT({
      ...(account.email !== null
        ? { email: account.email, email_verified: account.emailVerified ? "true" : "false" }
        : {}),
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
    })
      .setProtectedHeader({ alg: "ES256" })
      .setIssuer("https://appleid.apple.com")
      .setSubject(account.subject)
      .setAudience(options.apple?.clientId ?? "")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(idTokenKey.privateKey);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    /** The account the next sign-in at `type` signs in as, or the error it answers. */
    signInNextAs(type: NamedMethod, account: StandInAccount) {
      nextAccount.set(type, account);
    },
    /** Makes `type`'s token endpoint answer 503 from now on. */
    failTokenEndpoint(type: NamedMethod) {
      failingTokenEndpoints.add(type);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Each provider's answer about who signed in, in its own shape. */
function userAnswer(
  type: NamedMethod,
  path: string,
  account: Extract<StandInAccount, { subject: string }>,
): unknown {
  const email = account.email;
  switch (type) {
    case "github":
      return path === "/user/emails"
        ? email === null
          ? []
          : [{ email, primary: true, verified: account.emailVerified, visibility: "private" }]
        : { id: Number(account.subject), login: `user${account.subject}` };
    case "google":
    case "linkedin":
      return {
        sub: account.subject,
        ...(email !== null ? { email, email_verified: account.emailVerified } : {}),
      };
    // These two give an address only once its owner confirmed it.
    case "facebook":
      return { id: account.subject, ...(email && account.emailVerified ? { email } : {}) };
    case "twitter":
      return {
        data: {
          id: account.subject,
          ...(email && account.emailVerified ? { confirmed_email: email } : {}),
        },
      };
    case "apple":
      return {};
  }
}

function isNamedMethod(value: string | undefined): value is NamedMethod {
  return value !== undefined && Object.hasOwn(paths, value);
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
