import { startFakeTurnstile } from "./fake-turnstile";

// The local stand-in for Cloudflare Turnstile as a process of its own, for the browser tests:
// the checkout they start points TURNSTILE_SCRIPT_URL and TURNSTILE_VERIFY_URL here, with the
// same keys. Never for a checkout that faces the internet.
const siteKey = process.env.TURNSTILE_SITE_KEY;
const secretKey = process.env.TURNSTILE_SECRET_KEY;
if (!siteKey || !secretKey) {
  process.stderr.write("Set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY for the stand-in.\n");
  process.exit(1);
}
const fake = await startFakeTurnstile({
  port: Number(process.env.PORT ?? 12112),
  siteKey,
  secretKey,
});
process.stdout.write(`Stand-in for Cloudflare Turnstile: ${fake.scriptUrl}\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
