import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { productOptionExists } from "../../domain/catalog/product-option-exists";

const uuid = z.uuid();

/**
 * Serves the built checkout page: its files, and its HTML for `/{productOptionId}`,
 * `/pay/{conversationId}`, a gift's redeem link, `/@{creatorUsername}/redeem-gift`, and the
 * creator's dashboard, `/dashboard/{publisherUsername}`. An unknown or malformed option id still gets the page (which shows
 * its not-found state) but with a 404 status, so crawlers and monitors see the truth.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  { db, webRoot }: { db: Db; webRoot: string },
) {
  const indexFile = join(webRoot, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;

  const sendPage = (reply: FastifyReply, status: number) => {
    if (indexHtml === null) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The checkout page is not built yet: run `npm run build`.");
    }
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  };

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its scripts and styles (docs/decisions/047).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(webRoot, "assets")}`);
        reply.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  app.get<{ Params: { productOptionId: string } }>("/:productOptionId", async (request, reply) => {
    const parsed = uuid.safeParse(request.params.productOptionId);
    const found =
      parsed.success && (await productOptionExists({ db }, { productOptionId: parsed.data }));
    return sendPage(reply, found ? 200 : 404);
  });
  app.get("/pay/:conversationId", async (_request, reply) => sendPage(reply, 200));
  app.get("/@:creatorUsername/redeem-gift", async (_request, reply) => sendPage(reply, 200));
  // The creator's dashboard asks for its key in the page (docs/decisions/044).
  app.get("/dashboard/:publisherUsername", async (_request, reply) => sendPage(reply, 200));
  app.get("/", async (_request, reply) => sendPage(reply, 404));

  return { sendPage };
}
