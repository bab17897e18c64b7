import type { SmsTransport } from "./transport";

const TWILIO_API_URL = "https://api.twilio.com";
/** Well inside the worker's lease (see smtp-email-transport.ts). */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Sends SMS with one call to Twilio's Messages resource, as Twilio's REST API documents it:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with basic auth and a form of `To`,
 * `Body` and either `From` (a number) or `MessagingServiceSid` (an `MG…` sender), so no SDK is
 * needed for it (docs/decisions/154). `apiUrl` replaces Twilio's origin for the tests' local server.
 */
export function createTwilioSmsTransport(options: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl?: string;
}): SmsTransport {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl ?? TWILIO_API_URL,
  );
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const sender: [string, string] = [
    /^MG[0-9a-f]{32}$/i.test(options.from) ? "MessagingServiceSid" : "From",
    options.from,
  ];
  return {
    async send(message) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, accept: "application/json" },
        // URLSearchParams sends application/x-www-form-urlencoded, the body Twilio reads.
        body: new URLSearchParams([["To", message.to], sender, ["Body", message.body]]),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      throw new Error(await refusal(response));
    },
  };
}

/** Twilio's own reason (`{ code, message }`) when it gives one, else the HTTP status. */
async function refusal(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const { code, message } = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof message === "string") {
      return `Twilio refused the message (${response.status}${typeof code === "number" ? `, error ${code}` : ""}): ${message}`;
    }
  } catch {
    // Not Twilio's JSON: a proxy's or a load balancer's page.
  }
  return `Twilio answered ${response.status} ${response.statusText} to the message`;
}
