import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers, webhookEndpoints } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";

/**
 * Tells the creator, at the catalog's `contact_email`, that the checkout stopped sending to one
 * of their endpoints and how to start it again. Called in the transaction that disables it, so
 * the e-mail goes once, and only if the endpoint really was disabled.
 */
export async function notifyEndpointDisabled(
  { db }: { db: Db },
  { endpointId, reason, now }: { endpointId: string; reason: string; now: Date },
) {
  const [found] = await db
    .select({
      url: webhookEndpoints.url,
      email: publishers.contact_email,
      creator: publishers.name,
      username: publishers.username,
    })
    .from(webhookEndpoints)
    .innerJoin(publishers, eq(publishers.id, webhookEndpoints.publisher_id))
    .where(eq(webhookEndpoints.id, endpointId));
  if (!found?.email) return;
  await enqueueMessage(
    { db, clock: { now: () => now } },
    {
      channel: "email",
      recipient: found.email,
      subject: `Webhooks to ${found.url} are stopped`,
      body: [
        `Hello ${found.creator},`,
        "",
        `The checkout stopped sending events to ${found.url}: ${reason}.`,
        "",
        "Events that happen meanwhile are kept. Once the endpoint answers again, enable it on your dashboard's Webhooks page, or with PATCH /api/publisher/webhooks/" +
          `${endpointId} and {"disabled": false}: what waited is sent then, oldest first.`,
        "",
        `Publisher: ${found.username}`,
      ].join("\n"),
    },
  );
}
