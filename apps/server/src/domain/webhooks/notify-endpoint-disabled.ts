import { updateWebhookEndpoint } from "@creator-checkout/core/api-routes";
import { routeUrl } from "@creator-checkout/core/route-url";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers, webhookEndpoints } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import { wordingFor } from "../../messaging/wording/wording";

/** Why an endpoint was disabled: it answered 410 Gone, or failed every delivery for days. */
export type DisabledCause = { kind: "gone" } | { kind: "failing"; days: number };

/**
 * Tells the creator, at the catalog's `contact_email` and in the store's default language, that
 * the checkout stopped sending to one of their endpoints and how to start it again. Called in
 * the transaction that disables it, so the e-mail goes once, and only if the endpoint really was
 * disabled.
 */
export async function notifyEndpointDisabled(
  { db }: { db: Db },
  { endpointId, cause, now }: { endpointId: string; cause: DisabledCause; now: Date },
) {
  const [found] = await db
    .select({
      url: webhookEndpoints.url,
      email: publishers.contact_email,
      creator: publishers.name,
      username: publishers.username,
      locale: publishers.default_locale,
    })
    .from(webhookEndpoints)
    .innerJoin(publishers, eq(publishers.id, webhookEndpoints.publisher_id))
    .where(eq(webhookEndpoints.id, endpointId));
  if (!found?.email) return;
  const wording = wordingFor(found.locale);
  const { url } = found;
  const path = routeUrl(updateWebhookEndpoint, { params: { id: endpointId } });
  const request = `${updateWebhookEndpoint.method} ${path} {"disabled": false}`;
  await enqueueMessage(
    { db, clock: { now: () => now } },
    {
      channel: "email",
      recipient: found.email,
      subject: wording.say("webhooks.stopped.subject", { url }),
      body: [
        wording.say("webhooks.stopped.greeting", { creator: found.creator }),
        "",
        cause.kind === "gone"
          ? wording.say("webhooks.stopped.gone", { url })
          : wording.say("webhooks.stopped.failing", { url, count: cause.days }),
        "",
        wording.say("webhooks.stopped.kept", { request }),
        "",
        wording.say("webhooks.stopped.publisher", { username: found.username }),
      ].join("\n"),
    },
  );
}
