import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listMyNewsletters } from "../../domain/newsletters/list-my-newsletters";
import { subscribeToNewsletters } from "../../domain/newsletters/subscribe-to-newsletters";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { serveRoute } from "../serve-route";
import { signedInUser } from "../signed-in-user";

/** product.md §7: the buyer's newsletter choices at this publisher. */
export const newsletterRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = context;
  app.addHook("preHandler", authenticate(context));

  serveRoute(app, api.getMyNewsletters, async (request) => ({
    newsletters: await listMyNewsletters({ db }, signedInUser(request)),
  }));

  serveRoute(app, api.subscribeToNewsletters, async (request) => {
    const user = signedInUser(request);
    await subscribeToNewsletters(
      { db },
      {
        ...user,
        newsletterIds: request.body.newsletters,
        onlyAdd: request.body.only_add_newsletters,
      },
    );
    return { newsletters: await listMyNewsletters({ db }, user) };
  });
};
