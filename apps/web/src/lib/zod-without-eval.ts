// Imported first wherever the page validates with zod. The page's CSP has no 'unsafe-eval', and
// zod otherwise probes for it with `Function("")`: the probe fails harmlessly, but the browser
// records a CSP violation for it (Lighthouse's best practices count it). Without the probe,
// zod uses its interpreted parser, as it would after the failed probe.
import { config } from "zod/v4/core";

config({ jitless: true });
