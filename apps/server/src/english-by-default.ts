import { setActiveCatalog } from "@creator-checkout/core/i18n";
import { catalog as english } from "@creator-checkout/core/i18n/english";

// The server's own sentences (its API errors, its logs, the operator's commands) are English;
// a page is rendered in its buyer's language inside withCatalog, and an e-mail names its
// catalog (docs/decisions/106). Imported first by every entry point.
setActiveCatalog(english);
