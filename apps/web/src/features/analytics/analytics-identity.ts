import type { AnalyticsCampaign } from "@creator-checkout/core/analytics";

/**
 * product.md §3 "Analytics identity", kept in localStorage so a returning visitor is counted
 * once (docs/decisions/041). It holds ids and where the first visit came from, nothing else:
 * no e-mail, no phone, no token.
 */
export interface AnalyticsIdentity {
  anonymous_id: string;
  user_id: string | null;
  original_source: { referrer: string | null; campaign: AnalyticsCampaign } | null;
  landing_page: string | null;
  publisher_id: string | null;
}

const IDENTITY_KEY = "checkout:analytics-identity";
const SESSION_KEY = "checkout:analytics-session";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The storage `open` gives, or one that lasts as long as the page where the browser refuses it:
 * a checkout framed by another site in a browser that blocks third-party cookies throws on the
 * mere read of `localStorage` (docs/decisions/098). The visit is then counted as a new one.
 */
export function storageOrMemory(open: () => Storage): Storage {
  try {
    return open();
  } catch {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => {
        items.delete(key);
      },
      setItem: (key, value) => {
        items.set(key, String(value));
      },
    };
  }
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

function isIdentity(value: unknown): value is AnalyticsIdentity {
  if (typeof value !== "object" || value === null) return false;
  const identity = value as Partial<AnalyticsIdentity>;
  return (
    typeof identity.anonymous_id === "string" &&
    UUID_V4.test(identity.anonymous_id) &&
    (identity.user_id === null ||
      (typeof identity.user_id === "string" && UUID_V4.test(identity.user_id)))
  );
}

/** The stored identity, or a new anonymous one; kept as it is changed. */
export function loadAnalyticsIdentity(storage: Storage) {
  const stored = readJson(storage, IDENTITY_KEY);
  let identity: AnalyticsIdentity = isIdentity(stored)
    ? stored
    : {
        anonymous_id: crypto.randomUUID(),
        user_id: null,
        original_source: null,
        landing_page: null,
        publisher_id: null,
      };
  const save = () => {
    try {
      storage.setItem(IDENTITY_KEY, JSON.stringify(identity));
    } catch {
      // Storage full or refused (a private window): the identity lasts as long as the page.
    }
  };
  save();
  return {
    get: () => identity,
    update(patch: Partial<AnalyticsIdentity>) {
      identity = { ...identity, ...patch };
      save();
    },
  };
}

/** The browser session's id (product.md §5: a uuid v4), new for each session of the tab. */
export function loadSessionId(storage: Storage): string {
  const stored = storage.getItem(SESSION_KEY);
  if (stored && UUID_V4.test(stored)) return stored;
  const sessionId = crypto.randomUUID();
  try {
    storage.setItem(SESSION_KEY, sessionId);
  } catch {
    // As above: the id then lasts as long as the page.
  }
  return sessionId;
}
