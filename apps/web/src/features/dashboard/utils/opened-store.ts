/**
 * The address a store was just opened for in this tab, handed to the store's dashboard so it
 * sends that address its code at once. Kept in the tab alone (sessionStorage) and taken once:
 * a link, which anyone may send, only fills the field and never sends a code by itself.
 */
const storageKey = (username: string) => `opened-store:${username}`;

export function rememberOpenedStore(storage: Storage, username: string, email: string) {
  try {
    storage.setItem(storageKey(username), email);
  } catch {
    // Storage refused (private mode, full): the dashboard then fills the field and waits.
  }
}

export function takeOpenedStore(storage: Storage, username: string): string | null {
  try {
    const email = storage.getItem(storageKey(username));
    storage.removeItem(storageKey(username));
    return email;
  } catch {
    return null;
  }
}
