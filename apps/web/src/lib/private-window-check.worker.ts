import { detectIncognito } from "detectincognitojs";

// Runs in a worker of its own (docs/decisions/141): in Chromium the guess times about a second of
// storage writes, which on the page's main thread would hold up the buyer's first taps. Answers
// whether the window looks private; a browser the library does not know answers no.
detectIncognito().then(
  ({ isPrivate }) => postMessage(isPrivate),
  () => postMessage(false),
);
