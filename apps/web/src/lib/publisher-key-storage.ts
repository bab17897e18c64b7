/**
 * The publisher key the creator typed, kept for this tab only (sessionStorage): it goes when the
 * tab closes, and no other page or tab reads it (docs/decisions/043).
 */
export const PUBLISHER_KEY_PREFIX = "publisher-key:";
const storageKey = (username: string) => `${PUBLISHER_KEY_PREFIX}${username}`;

export function loadPublisherKey(storage: Storage, username: string): string | null {
  try {
    return storage.getItem(storageKey(username));
  } catch {
    return null;
  }
}

export function savePublisherKey(storage: Storage, username: string, key: string) {
  try {
    storage.setItem(storageKey(username), key);
  } catch {
    // Storage refused (private mode, full): the key then lasts as long as the page.
  }
}

export function forgetPublisherKey(storage: Storage, username: string) {
  try {
    storage.removeItem(storageKey(username));
  } catch {
    // Nothing was kept.
  }
}
