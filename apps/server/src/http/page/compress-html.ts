import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface CompressedHtml {
  body: Buffer | string;
  encoding: "br" | "gzip" | null;
}

/**
 * A page's HTML in the encoding the browser accepts: brotli, else gzip, else as it is. Each
 * rendered page is different, so it is compressed per request, at a level that costs well under
 * a millisecond for a page of this size.
 */
export function compressHtml(html: string, acceptEncoding: string | undefined): CompressedHtml {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().toLowerCase());
  if (accepted.includes("br")) {
    return {
      body: brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      }),
      encoding: "br",
    };
  }
  if (accepted.includes("gzip")) return { body: gzipSync(html, { level: 6 }), encoding: "gzip" };
  return { body: html, encoding: null };
}
