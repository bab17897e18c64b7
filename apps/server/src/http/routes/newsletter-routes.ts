import { myNewslettersResponse } from "@creator-checkout/core/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listMyNewsletters } from "../../domain/newsletters/list-my-newsletters";
import { subscribeToNewsletters } from "../../domain/newsletters/subscribe-to-newsletters";
import type { AuthContext } from "../auth-context";
import { authenticate } from "../authenticate";
import { publisherHeaders } from "../publisher-header";
import { signedInUser } from "../signed-in-user";

/** product.md §7: the buyer's newsletter choices at this publisher. */
export const newsletterRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, context) => {
  const { db } = context;
  app.addHook("preHandler", authenticate(context));

  app.get(
    "/me/newsletters",
    { schema: { headers: publisherHeaders, response: { 200: myNewslettersResponse } } },
    async (request) => ({
      newsletters: await listMyNewsletters({ db }, signedInUser(request)),
    }),
  );

  app.post(
    "/newsletters/subscribe",
    {
      schema: {
        headers: publisherHeaders,
        body: z.object({
          newsletters: z.array(z.uuid({ message: "must be a newsletter id" })).max(100),
          only_add_newsletters: z.boolean().default(true),
          sync: z.boolean().default(true),
        }),
        response: { 200: myNewslettersResponse },
      },
    },
    async (request) => {
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
    },
  );
};
