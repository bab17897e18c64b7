import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../app-error";
import { authErrors } from "../../domain/auth/auth-errors";
import { confirmCode } from "../../domain/auth/confirm-code";
import { createClaim } from "../../domain/auth/create-claim";
import { endSession } from "../../domain/auth/end-session";
import { exchangeClaim } from "../../domain/auth/exchange-claim";
import { destinationOf, parseIdentity } from "../../domain/auth/identity";
import { logInWithPassword } from "../../domain/auth/log-in-with-password";
import { lookUpUser } from "../../domain/auth/look-up-user";
import { registerUser } from "../../domain/auth/register-user";
import { requestCode } from "../../domain/auth/request-code";
import { rotateSession } from "../../domain/auth/rotate-session";
import { startSession } from "../../domain/auth/start-session";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { knownDeviceOf, setKnownDeviceCookies } from "../known-device-cookie";
import {
  clearRefreshCookie,
  readRefreshCookie,
  sessionBody,
  setRefreshCookie,
} from "../refresh-cookie";
import { checkedBotProof, requireBotProof } from "../require-bot-proof";
import { serveRoute } from "../serve-route";

type App = Parameters<FastifyPluginAsyncZod<AuthContext>>[0];

/** product.md §7 "Auth": every call that signs a buyer in, out, or keeps them signed in. */
export const authRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  serveAccountRoutes(app, context);
  serveCodeRoutes(app, context);
  serveSessionRoutes(app, context);
};

/** Looking a buyer up, registering them, and signing in with a password. */
function serveAccountRoutes(app: App, context: AuthContext) {
  const { db, clock, secret, botCheck, secureCookies } = context;
  const deps = { db, clock, secret };
  const botProof = requireBotProof(botCheck, db);

  serveRoute(
    app,
    api.lookUpUser,
    async (request) =>
      lookUpUser(
        { db },
        { publisherId: request.headers.publisherid, identity: parseIdentity(request.query) },
      ),
    { preHandler: botProof },
  );

  serveRoute(
    app,
    api.registerUser,
    async (request, reply) => {
      const publisherId = request.headers.publisherid;
      // product.md §5 "Register" and §8: the sentence the spec gives for a missing username.
      const creatorUsername = request.body.creatorUsername?.trim();
      if (!creatorUsername) throw badRequest("creatorUsername not provided");
      const { session } = await registerUser(deps, {
        publisherId,
        creatorUsername,
        identity: parseIdentity(request.body),
        isOtpEnabled: request.body.is_otp_enabled,
        returnToken: request.body.return_token,
      });
      if (!session) return { token: null };
      setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
      return sessionBody(session, request);
    },
    { preHandler: botProof },
  );

  serveRoute(
    app,
    api.logInWithPassword,
    async (request, reply) => {
      const publisherId = request.headers.publisherid;
      if (request.body.publisher_id && request.body.publisher_id !== publisherId) {
        throw badRequest("publisher_id does not match the publisherid header.");
      }
      const identity = parseIdentity(request.body);
      const session = await logInWithPassword(deps, {
        publisherId,
        identity,
        password: request.body.password,
        ip: request.ip,
      });
      setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
      setKnownDeviceCookies(reply, {
        secret,
        destinations: [destinationOf(identity)],
        secure: secureCookies,
      });
      return sessionBody(session, request);
    },
    { preHandler: botProof },
  );
}

/** A one-time code sent and confirmed, and the claims that turn a proof into a session. */
function serveCodeRoutes(app: App, context: AuthContext) {
  const { db, clock, secret, botCheck, secureCookies, smsAvailable, codeSendsPerIp } = context;
  const deps = { db, clock, secret };
  const signedIn = authenticate({ db, secret, clock });

  serveRoute(app, api.requestCode, async (request, reply) => {
    // The send's own statement uses the proof up (docs/decisions/055).
    const botProofUse = await checkedBotProof(botCheck, request);
    const identity = parseIdentity(request.body);
    if (identity.kind === "sms" && !smsAvailable) throw authErrors.smsUnavailable();
    const { verifyFlowId } = await requestCode(
      { ...deps, catalogCache: context.catalogCache },
      {
        publisherId: request.headers.publisherid,
        identity,
        ip: request.ip,
        ipSendLimit: codeSendsPerIp,
        verifyFlowId: request.body.verify_flow_id,
        botProofUse,
        locale: request.language,
        knownDeviceId: knownDeviceOf(request, { secret, destination: destinationOf(identity) }),
      },
    );
    return reply.status(202).send({ sent: true, verify_flow_id: verifyFlowId });
  });

  serveRoute(app, api.confirmCode, async (request, reply) => {
    const identity = parseIdentity(request.body);
    const result = await confirmCode(deps, {
      publisherId: request.headers.publisherid,
      identity,
      code: request.body.code.trim(),
      ip: request.ip,
    });
    setKnownDeviceCookies(reply, {
      secret,
      destinations: [destinationOf(identity)],
      secure: secureCookies,
    });
    return { verifyFlowId: result.verifyFlowId, claim: result.claim };
  });

  serveRoute(app, api.exchangeClaim, async (request, reply) => {
    const publisherId = request.headers.publisherid;
    const { userId, proof } = await exchangeClaim(deps, {
      publisherId,
      claim: request.params.claim,
    });
    const session = await startSession(deps, { publisherId, userId, proof });
    setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
    return sessionBody(session, request);
  });

  serveRoute(
    app,
    api.createOutboundClaim,
    async (request) => {
      const user = request.user;
      if (!user) throw authErrors.signInRequired();
      const claim = await createClaim(deps, {
        publisherId: user.publisherId,
        userId: user.id,
        kind: "outbound",
        proof: user.proof,
      });
      return { claim };
    },
    { preHandler: signedIn },
  );
}

/** Keeping a session alive from its refresh cookie, and ending it. */
function serveSessionRoutes(app: App, context: AuthContext) {
  const { db, clock, secret, secureCookies } = context;
  const deps = { db, clock, secret };

  serveRoute(app, api.refreshSession, async (request, reply) => {
    const publisherId = request.headers.publisherid;
    const refreshToken = readRefreshCookie(request, publisherId);
    // No cookie is an ordinary answer for a guest, not an error: the page asks on every load.
    if (!refreshToken) return { token: null };
    try {
      const session = await rotateSession(deps, { publisherId, refreshToken });
      setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
      return sessionBody(session, request);
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "SESSION_EXPIRED") {
        clearRefreshCookie(reply, { publisherId, secure: secureCookies });
      }
      throw error;
    }
  });

  serveRoute(app, api.logOut, async (request, reply) => {
    const publisherId = request.headers.publisherid;
    const refreshToken = readRefreshCookie(request, publisherId);
    if (refreshToken) await endSession(deps, { refreshToken });
    clearRefreshCookie(reply, { publisherId, secure: secureCookies });
    return reply.status(204).send(null);
  });
}
