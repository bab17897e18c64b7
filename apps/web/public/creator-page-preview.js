// The creator's own page is rendered without script (docs/decisions/086). In a preview it loads
// this one, which shows the preview banner as the checkout does (docs/decisions/091 and 143):
// once the server accepts the key the dashboard keeps in this tab (sessionStorage, under the
// name apps/web/src/lib/publisher-key-storage.ts gives it) for this creator.
const banner = document.getElementById("preview-banner");
const username = banner?.dataset.username;

function storedKey() {
  try {
    return sessionStorage.getItem(`publisher-key:${username}`);
  } catch {
    return null;
  }
}

const key = username ? storedKey() : null;
if (banner && key) {
  fetch(`/api/dashboard/${encodeURIComponent(username)}/preview`, {
    headers: { authorization: `Bearer ${key}` },
  })
    .then((answer) => {
      if (answer.status === 204) banner.hidden = false;
    })
    // Unproved, the page is the ordinary one: no banner.
    .catch(() => undefined);
}
