import { WEBHOOK_PAYLOAD_MAX_BYTES } from "@creator-checkout/core/webhooks";

/**
 * An event's body as it is stored, signed and sent: `{ type, timestamp, data }`. The events
 * carry ids and amounts, never a buyer's card or codes; one over 20 kB is a fault of the code
 * that made it, refused before anything is stored.
 */
export function webhookPayload(type: string, now: Date, data: Record<string, unknown>): string {
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  if (Buffer.byteLength(payload, "utf8") > WEBHOOK_PAYLOAD_MAX_BYTES) {
    throw new Error(`a ${type} event of more than ${WEBHOOK_PAYLOAD_MAX_BYTES} bytes`);
  }
  return payload;
}
