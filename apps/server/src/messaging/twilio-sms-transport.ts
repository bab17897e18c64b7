import type twilio from "twilio";
import type { SmsTransport } from "./transport";

/**
 * Sends SMS through Twilio's Messages API. `httpClient` replaces the SDK's HTTP layer (its
 * documented extension point); tests use it to point the SDK at a local server.
 */
export function createTwilioSmsTransport(options: {
  accountSid: string;
  authToken: string;
  from: string;
  httpClient?: twilio.RequestClient;
}): SmsTransport {
  // The SDK is loaded with the first message: a server without SMS never holds it in memory
  // (docs/decisions/075).
  let client: Promise<twilio.Twilio> | undefined;
  const connect = async () => {
    const { default: createClient } = await import("twilio");
    return createClient(options.accountSid, options.authToken, {
      // Well inside the worker's lease (see smtp-email-transport.ts).
      timeout: 20_000,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  };
  return {
    async send(message) {
      client ??= connect();
      const { messages } = await client;
      await messages.create({ to: message.to, from: options.from, body: message.body });
    },
  };
}
