/**
 * embed.js: the checkout over a creator's own page (docs/decisions/097). It runs on the
 * creator's site, not ours, so it is plain DOM code with nothing imported, built on its own
 * (scripts/build-embed.ts) and kept under 1.5 kB gzip.
 *
 * A click on any `a[data-creator-checkout]`, present now or added later, opens the link's
 * checkout in an iframe inside a modal <dialog>; without this script the link is an ordinary
 * link to the checkout page. The frame and this page speak by postMessage, each message
 * carrying the nonce made for this opening, and this page believes only the frame it opened,
 * on the checkout's origin, with that nonce (the frame itself talks only to the origin that
 * opened it: src/features/embed/framed.ts).
 */

interface FrameMessage {
  cc: string;
  type: "loaded" | "success" | "error" | "busy" | "close" | "navigate";
  detail?: unknown;
}

const PREFIX = "creator-checkout:";
const doc = document;
const root = doc.documentElement;

let dialog: HTMLDialogElement | null = null;
let source: EventTarget = window;
let busy = false;
let note: HTMLElement;
let closeFrame: (() => void) | undefined;

/** Tells the page: bubbling from the link that opened the overlay, or on window. */
function tell(type: string, detail?: unknown, cancelable?: boolean): boolean {
  return source.dispatchEvent(
    new CustomEvent(PREFIX + type, { bubbles: true, cancelable, detail }),
  );
}

function styled<T extends HTMLElement>(tag: string, css: string): T {
  const element = doc.createElement(tag) as T;
  // A CSSOM write, not a style attribute: allowed under a page's strict style-src.
  element.style.cssText = css;
  return element;
}

function open(url: string, opener?: Element) {
  if (dialog) close(true);
  const address = new URL(url, location.href);
  const origin = address.origin;
  const nonce = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => (byte + 256).toString(16).slice(1))
    .join("");
  // The frame learns its nonce and who may hear it from the fragment, which no server sees.
  address.hash = `cc-embed=${nonce}&cc-origin=${encodeURIComponent(location.origin)}`;
  source = opener ?? window;
  // Focus goes back to the link (Safari does not focus a clicked link), else to what had it.
  const focused = (opener ?? doc.activeElement) as HTMLElement | null;
  const overflow = root.style.overflow;
  const phone = matchMedia("(max-width: 766px)").matches;

  const box = styled<HTMLDialogElement>(
    "dialog",
    "position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgba(0,0,0,.55);overflow:hidden",
  );
  box.setAttribute("aria-modal", "true");
  box.setAttribute("aria-label", "Checkout");
  const frame = styled<HTMLIFrameElement>(
    "iframe",
    phone
      ? "position:absolute;inset:0;width:100%;height:100%;border:0;background:#fff"
      : "position:absolute;inset:24px 0;margin:auto;width:min(960px,calc(100% - 48px));height:calc(100% - 48px);border:0;border-radius:12px;background:#fff",
  );
  // The frame takes the focus when the overlay opens, before the checkout inside has any: a
  // blue ring inside its edge, on the frame's own white, shows where it is whatever the host
  // page's colours (WCAG 2.4.7, 1.4.11). The host's style sheets cannot be relied on for this.
  frame.onfocus = () => {
    frame.style.outline = "3px solid #2b50c8";
    frame.style.outlineOffset = "-3px";
  };
  frame.onblur = () => {
    frame.style.outline = "none";
  };
  frame.title = "Checkout";
  frame.allow = "payment; publickey-credentials-get; publickey-credentials-create";
  frame.src = address.href;
  const button = styled<HTMLButtonElement>(
    "button",
    "position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:50%;background:#fff;color:#111;font:24px/1 sans-serif;cursor:pointer",
  );
  button.type = "button";
  button.textContent = "×";
  button.setAttribute("aria-label", "Close checkout");
  button.onclick = () => close();
  note = styled(
    "p",
    "position:absolute;bottom:16px;left:16px;right:16px;margin:0 auto;max-width:420px;padding:12px;border-radius:8px;background:#fff;color:#111;font:15px/1.4 sans-serif;text-align:center",
  );
  note.setAttribute("role", "status");
  note.hidden = true;
  box.append(frame, button, note);
  // Esc asks to close like the button does; while a payment is confirmed it is refused.
  box.oncancel = (event) => {
    event.preventDefault();
    close();
  };

  const listen = (event: MessageEvent) => {
    const data = event.data as FrameMessage | null;
    // Only the frame opened here, on the checkout's origin, with this opening's nonce.
    if (event.source !== frame.contentWindow || event.origin !== origin || data?.cc !== nonce)
      return;
    if (data.type === "busy") {
      busy = data.detail === true;
      if (!busy) note.hidden = true;
    } else if (data.type === "close") close();
    else if (data.type === "navigate") {
      // The buyer leaves the checkout (Continue): the whole page goes, as without the overlay.
      const next = new URL(String((data.detail as { url?: unknown } | undefined)?.url));
      if (next.protocol === "https:" || next.protocol === "http:") location.assign(next.href);
    } else tell(data.type, data.detail);
  };
  addEventListener("message", listen);
  closeFrame = () => {
    removeEventListener("message", listen);
    root.style.overflow = overflow;
    box.remove();
    focused?.focus();
  };
  root.style.overflow = "hidden";
  doc.body.append(box);
  box.showModal();
  frame.focus();
  dialog = box;
}

/** Closes the overlay unless a payment is being confirmed or the page cancels the close. */
function close(force?: boolean) {
  if (!dialog) return;
  if (!force) {
    if (busy) {
      note.textContent = "Your payment is being confirmed. The checkout can close once it is done.";
      note.hidden = false;
      return;
    }
    if (!tell("close", undefined, true)) return;
  }
  dialog = null;
  busy = false;
  closeFrame?.();
}

doc.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[data-creator-checkout]") as
    | HTMLAnchorElement
    | null
    | undefined;
  if (
    !link ||
    event.defaultPrevented ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  open(link.href, link);
});

(window as unknown as { CreatorCheckout: unknown }).CreatorCheckout = {
  open: (url: string) => open(url),
  close: () => close(),
};

// A module of its own: its names are not the page's globals.
export {};
