import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { readTaxSettings, writeTaxSettings } from "../../domain/catalog/publisher-tax-settings";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/**
 * The creator's tax settings (docs/decisions/119, 123), for the bearer of one of its publisher
 * keys: the key names the publisher whose settings are read or replaced.
 */
export const publisherTaxRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
}> = async (app, deps) => {
  serveRoute(app, api.getPublisherTax, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return readTaxSettings(deps, { publisherId });
  });
  serveRoute(app, api.putPublisherTax, async (request) => {
    const { publisherId } = await storeCaller(deps, request);
    return writeTaxSettings(deps, { publisherId, tax: request.body.tax });
  });
};
