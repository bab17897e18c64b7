import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connect";
import { exchangeClaim } from "../../domain/auth/exchange-claim";
import { startSession } from "../../domain/auth/start-session";
import type { CatalogCache } from "../../domain/catalog/catalog-cache";
import { findCreatorPage } from "../../domain/catalog/find-creator-page";
import type { Clock } from "../../security/clock";
import type { RenderCreatorPage } from "../page/checkout-renderer";
import { staticDocument } from "../page/page-document";
import type { PageLanguages } from "../page/page-language";
import { setRefreshCookie } from "../refresh-cookie";

interface CreatorPageOptions {
  db: Db;
  catalogCache: CatalogCache;
  clock: Clock;
  secret: Buffer;
  secureCookies: boolean;
  /** The built shell; null before `npm run build`. */
  shell: string | null;
  render: RenderCreatorPage | null;
  languages: PageLanguages;
  sendHtml: (reply: FastifyReply, status: number, html: string) => FastifyReply;
}

type CreatorRequest = FastifyRequest<{
  Params: { username: string };
  Querystring: { claim?: string; preview?: string };
}>;

/**
 * The creator's public page, `/@{username}` (product.md §2, docs/decisions/086): rendered on the
 * server, without script. A `claim` in its address signs the buyer in here, once, as the
 * checkout's does, and the address is given back without it.
 */
export function registerCreatorPage(app: FastifyInstance, options: CreatorPageOptions) {
  const { db, catalogCache, shell, render, sendHtml, languages } = options;
  app.get("/@:username", async (request: CreatorRequest, reply) => {
    const username = request.params.username.slice(0, 100);
    const claim = request.query.claim;
    if (claim !== undefined) {
      const page = await findCreatorPage({ db }, { username });
      if (page) await signInWithClaim(options, reply, { publisherId: page.publisherId, claim });
      const kept = request.query.preview === "true" ? "?preview=true" : "";
      return reply.redirect(`/@${encodeURIComponent(username)}${kept}`, 303);
    }
    // Only the rendering bundle makes this page; a server started without it (`npm run build`
    // makes both) has none to show, which is a 404, not a failure of the request.
    if (shell === null || render === null) {
      return reply
        .status(404)
        .type("text/plain")
        .send("This server has no creator pages: it was started without its rendering bundle.");
    }
    const language = await languages.forRequest(request, reply, shell, null);
    // May be read on the replica, never older than the catalog this process knows (179).
    const page = await catalogCache.readLatest((replicaOrPrimary) =>
      findCreatorPage({ db: replicaOrPrimary }, { username, language: language.languages.current }),
    );
    const rendered = render({
      ...(page ?? { creator: null, products: [] }),
      preview: request.query.preview === "true",
      languages: language.languages,
      catalog: language.catalog,
    });
    return sendHtml(reply, page ? 200 : 404, staticDocument(language.shell, rendered));
  });
}

/** Spends the claim for a session on this browser; one that fails leaves the buyer signed out. */
async function signInWithClaim(
  { db, clock, secret, secureCookies }: CreatorPageOptions,
  reply: FastifyReply,
  { publisherId, claim }: { publisherId: string; claim: string },
) {
  const deps = { db, clock, secret };
  try {
    const { userId, proof } = await exchangeClaim(deps, {
      publisherId,
      claim: claim.slice(0, 128),
    });
    const session = await startSession(deps, { publisherId, userId, proof });
    setRefreshCookie(reply, { publisherId, session, secure: secureCookies });
  } catch (error) {
    reply.log.info(
      { reason: (error as Error).name },
      "a claim on the creator's page was not spent",
    );
  }
}
