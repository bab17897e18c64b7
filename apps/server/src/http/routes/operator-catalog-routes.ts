import * as api from "@creator-checkout/core/api-routes";
import { catalogFileSchema, describeCatalogIssues } from "@creator-checkout/core/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import type { CatalogCache } from "../../domain/catalog/catalog-cache";
import { CatalogConflictError, importCatalog } from "../../domain/catalog/import-catalog";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

/** A catalog file is larger than any request a buyer sends; only the operator gets this far. */
const CATALOG_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * `npm run catalog -- import` on a server that holds the embedded database, which no second
 * process may open (docs/decisions/002). Only the bearer of the server's operator token gets in.
 * This process's catalog cache drops what it holds as soon as the import commits.
 */
export const operatorCatalogRoutes: FastifyPluginAsyncZod<{
  db: Db;
  catalogCache: CatalogCache;
  operatorToken: string;
}> = async (app, { db, catalogCache, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  serveRoute(
    app,
    api.importCatalog,
    async (request) => {
      const parsed = catalogFileSchema.safeParse(request.body);
      if (!parsed.success) {
        const problems = describeCatalogIssues(parsed.error).map((problem) => `  ${problem}`);
        throw badRequest(`The catalog is not valid:\n${problems.join("\n")}`);
      }
      try {
        const imported = await importCatalog({ db }, parsed.data);
        catalogCache.changed();
        request.log.info({ publisherId: imported.publisherId }, "catalog imported");
        return {
          publisher_id: imported.publisherId,
          products: imported.products,
          options: imported.options,
          newsletters: imported.newsletters,
          custom_fields: imported.customFields,
        };
      } catch (error) {
        if (!(error instanceof CatalogConflictError)) throw error;
        throw new AppError("CATALOG_CONFLICT", 409, error.message);
      }
    },
    { bodyLimit: CATALOG_BODY_LIMIT },
  );
};
