import { startSentryStandIn } from "./sentry-stand-in";

// The local stand-in for Sentry's ingestion as a process of its own, for the browser tests: the
// checkout they start with SENTRY_DSN pointing here, and its page, send their envelopes to it.
const port = Number(process.env.PORT ?? 9000);
const standIn = await startSentryStandIn({ port });
process.stdout.write(`Stand-in for Sentry at ${standIn.url}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
