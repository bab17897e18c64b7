import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type {
  CheckoutPageRequest,
  RenderCheckoutPage,
  RenderCreatorPage,
} from "./checkout-renderer";

// A page that is the same for every anonymous buyer is rendered once and served from memory
// after that (docs/decisions/163). The key is every input the renderer reads, so no request can
// be answered with a page made for other inputs; only the moment of rendering is rounded.

/** How long one rendering of a checkout serves the anonymous requests that share its inputs. */
export const RENDERING_LIFETIME_MS = 60_000;

/** Memory the renderings may hold together, in UTF-16 code units of their markup and data. */
const RENDERINGS_MAX_SIZE = 4 * 1024 * 1024;

interface MemoOptions<Input, Output> {
  /** The input's key, or null for an input whose page must be rendered afresh. */
  keyOf: (input: Input) => string | null;
  sizeOf: (output: Output) => number;
}

/** `render`, answering from memory for an input whose key it has seen. */
export function memoizedRenderer<Input, Output extends object>(
  render: (input: Input) => Output,
  { keyOf, sizeOf }: MemoOptions<Input, Output>,
): (input: Input) => Output {
  const renderings = new LRUCache<string, Output>({
    maxSize: RENDERINGS_MAX_SIZE,
    // A page larger than the whole memory is rendered each time rather than evicting the rest.
    sizeCalculation: (output) => Math.max(1, sizeOf(output)),
    maxEntrySize: RENDERINGS_MAX_SIZE / 4,
  });
  return (input) => {
    const key = keyOf(input);
    if (key === null) return render(input);
    const digest = createHash("sha256").update(key).digest("base64url");
    const kept = renderings.get(digest);
    if (kept) return kept;
    const rendered = render(input);
    renderings.set(digest, rendered);
    return rendered;
  };
}

// A message catalog is the build's words for one language, loaded afresh for each request: its
// language names it.

/**
 * A checkout's key: all it is rendered from, its moment rounded to the rendering's lifetime.
 * Only a request without a sign of a session has one: the rest are rendered each time.
 */
export function checkoutRenderingKey(input: CheckoutPageRequest): string | null {
  if (input.session !== "signed-out") return null;
  const { catalog, now, ...rest } = input;
  const period = Math.floor(now.getTime() / RENDERING_LIFETIME_MS);
  return JSON.stringify([catalog.locale, period, rest]);
}

/** A creator page's key: all it is rendered from, which names no buyer and no moment. */
export function creatorRenderingKey(input: Parameters<RenderCreatorPage>[0]): string {
  const { catalog, ...rest } = input;
  return JSON.stringify([catalog.locale, rest]);
}

/** The checkout's renderer, rendering once per key; null stays null. */
export function rememberCheckoutRenderings(render: RenderCheckoutPage | null) {
  if (render === null) return null;
  return memoizedRenderer(render, {
    keyOf: checkoutRenderingKey,
    sizeOf: (page) => page.html.length + JSON.stringify(page.data).length,
  });
}

/** The creator page's renderer, rendering once per key; null stays null. */
export function rememberCreatorRenderings(render: RenderCreatorPage | null) {
  if (render === null) return null;
  return memoizedRenderer(render, {
    keyOf: creatorRenderingKey,
    sizeOf: (page) => page.html.length,
  });
}
