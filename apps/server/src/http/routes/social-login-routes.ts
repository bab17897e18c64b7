import * as api from "@creator-checkout/core/api-routes";
import type { SocialMethod } from "@creator-checkout/core/sign-in";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { verifyAccessToken } from "../../domain/auth/access-token";
import { createClaim } from "../../domain/auth/create-claim";
import { findLiveSession } from "../../domain/auth/find-live-session";
import { connectTargets } from "../../domain/auth/social/connect-targets";
import {
  finishSocialLogin,
  type SocialLoginResult,
} from "../../domain/auth/social/finish-social-login";
import { SocialLoginFailure } from "../../domain/auth/social/social-login-failure";
import {
  SOCIAL_LOGIN_ATTEMPT_SECONDS,
  startSocialLogin,
} from "../../domain/auth/social/start-social-login";
import type { Session } from "../../domain/auth/start-session";
import { randomToken } from "../../security/keyed-hash";
import type { AuthContext } from "../auth-context";
import { setKnownDeviceCookies } from "../known-device-cookie";
import { setRefreshCookie } from "../refresh-cookie";
import { serveRoute } from "../serve-route";
import { sendSocialLoginPage } from "../social-login-page";

export interface SocialLoginContext extends AuthContext {
  publicUrl: string;
}

// The cookie that ties an attempt to the browser that started it, so a callback link made by
// someone else cannot sign this browser into their account (docs/decisions/035).
const BINDING_COOKIE = "checkout_connect";
const BINDING_PATH = "/api/connect";
const bindingValue = /^[A-Za-z0-9_-]{43}$/;

/** product.md §4 "Social login" and §7: the connect call and the provider's callback. */
export const socialLoginRoutes: FastifyPluginAsyncZod<SocialLoginContext> = async (
  app,
  context,
) => {
  const deps = depsOf(context);
  // A pop-up that passes through the provider's site must keep its opener to post back.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cross-origin-opener-policy", "unsafe-none");
  });
  // Apple answers with a form POST; only these routes read forms.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );

  // product.md §7's `/connect/{type}/{scope}`: "user" is the only scope a buyer signs in with.
  serveRoute(app, api.startSocialLogin, async (request, reply) => {
    const { type } = request.params;
    const targets = connectTargets(deps.publicUrl, request.query);
    const existing = request.cookies[BINDING_COOKIE];
    const browserBinding = existing && bindingValue.test(existing) ? existing : randomToken();
    try {
      const { providerUrl } = await startSocialLogin(deps, {
        type,
        publisherId: request.query.client_id,
        pageOrigin: targets.pageOrigin,
        redirectUri: targets.redirectUri,
        browserBinding,
      });
      reply.setCookie(BINDING_COOKIE, browserBinding, {
        httpOnly: true,
        secure: deps.secureCookies,
        // The callback comes from the provider's site, and Apple's by a form POST.
        sameSite: deps.secureCookies ? "none" : "lax",
        path: BINDING_PATH,
        maxAge: SOCIAL_LOGIN_ATTEMPT_SECONDS,
      });
      return reply.redirect(providerUrl.href, 302);
    } catch (error) {
      if (!(error instanceof SocialLoginFailure)) throw error;
      const { code: failure, cause } = error;
      const outcome = { ok: false as const, failure, cause, redirectUri: targets.redirectUri };
      return reportFailure(deps, { request, reply, outcome, provider: type });
    }
  });
  serveRoute(app, api.finishSocialLogin, (request, reply) =>
    finishCallback(deps, request, reply, {
      type: request.params.type,
      callbackParams: new URLSearchParams(request.url.split("?")[1] ?? ""),
    }),
  );
  serveRoute(app, api.finishSocialLoginByForm, (request, reply) =>
    finishCallback(deps, request, reply, {
      type: request.params.type,
      callbackParams: new URLSearchParams(typeof request.body === "string" ? request.body : ""),
    }),
  );
};

function depsOf(context: SocialLoginContext) {
  return { ...context, providers: context.socialProviders };
}

type SocialLoginDeps = ReturnType<typeof depsOf>;

/** The provider's answer, turned into a session and told to the page that opened the pop-up. */
async function finishCallback(
  deps: SocialLoginDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { type, callbackParams }: { type: SocialMethod; callbackParams: URLSearchParams },
) {
  const outcome = await finishSocialLogin(deps, {
    type,
    callbackParams,
    browserBinding: request.cookies[BINDING_COOKIE],
  });
  if (!outcome.ok) return reportFailure(deps, { request, reply, outcome, provider: type });
  setRefreshCookie(reply, {
    publisherId: outcome.publisherId,
    session: outcome.session,
    secure: deps.secureCookies,
  });
  setKnownDeviceCookies(reply, {
    secret: deps.secret,
    destinations: outcome.provenDestinations,
    secure: deps.secureCookies,
  });
  if (outcome.redirectUri) return reply.redirect(outcome.redirectUri, 303);
  const claim = await handOverClaim(deps, outcome.publisherId, outcome.session);
  return sendSocialLoginPage(reply, {
    message: { type: "social-login", status: "success", ...(claim ? { claim } : {}) },
    pageOrigin: new URL(deps.publicUrl).origin,
  });
}

/** A failed attempt: logged by its reason alone, and told to the page or the creator's site. */
function reportFailure(
  deps: SocialLoginDeps,
  {
    request,
    reply,
    outcome,
    provider,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    outcome: Extract<SocialLoginResult, { ok: false }>;
    provider: string;
  },
) {
  // Never the provider's answer, codes, tokens or claims: the reason and the error's kind.
  request.log.warn(
    {
      provider,
      failure: outcome.failure,
      cause: outcome.cause instanceof Error ? outcome.cause.name : undefined,
    },
    "social login failed",
  );
  if (outcome.redirectUri) {
    const target = new URL(outcome.redirectUri);
    target.searchParams.set("social_login", "failed");
    return reply.redirect(target.href, 303);
  }
  return sendSocialLoginPage(reply, {
    message: { type: "social-login", status: "error", error: outcome.failure },
    pageOrigin: new URL(deps.publicUrl).origin,
  });
}

/**
 * A checkout in another site's frame cannot read the cookie this pop-up sets (docs/decisions/098):
 * the message also carries a sign-in claim of the new session, single-use and two minutes
 * long (docs/decisions/038), which such a checkout spends for a session of its own. The
 * page on its own ignores it, and it expires unspent.
 */
async function handOverClaim(
  deps: SocialLoginDeps,
  publisherId: string,
  session: Session,
): Promise<string | null> {
  const verified = await verifyAccessToken(deps, { token: session.accessToken, publisherId });
  if (!verified) return null;
  const live = await findLiveSession(deps, { ...verified, publisherId });
  if (!live) return null;
  return createClaim(deps, {
    publisherId,
    userId: verified.userId,
    kind: "sign-in",
    proof: live.proof,
  });
}
