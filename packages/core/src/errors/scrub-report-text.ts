/**
 * Error reports leave the page and the server for a collector or Sentry, so nothing that opens an
 * account or a card may ride along (docs/decisions/042): tokens (Bearer values, JWTs, refresh
 * tokens and claims, which are long random strings), one-time codes, card numbers, e-mail
 * addresses, and the values of parameters that carry secrets. The page scrubs before sending and
 * the server scrubs again before storing, with these same rules.
 */

// Names whose values are secrets wherever they appear: `claim=...`, `"token":"..."`, `code: 123`.
const secretNames =
  "claim|token|code|refresh_token|refreshtoken|access_token|id_token|jwt|password|secret|api_key|otp|cvc|authorization";
const secretAssignment = new RegExp(
  `(["']?\\b(?:${secretNames})["']?\\s*[:=]\\s*["']?)[^"'\\s,&;})\\]]+`,
  "gi",
);
const bearer = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
const jwt = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// A claim at /auth/user/claim/{claim}, as the server's request log redacts it.
const claimSegment = /(\/auth\/user\/claim\/)[^/?#\s"']+/gi;
// 13 to 19 digits, possibly grouped by spaces or dashes: a card number, whether it passes Luhn or not.
const cardLike = /\b\d(?:[ -]?\d){12,18}\b/g;
// A one-time code: six digits standing alone (product.md §9, OTP length 6).
const sixDigits = /(?<![\w.:/-])\d{6}(?!\w)/g;
const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Refresh tokens, claims, gift codes and keys: 32 or more URL-safe characters with both letters
// and digits in them, which no word or file name of ours is. A UUID (an option's or an order's
// id, which says where a failure happened and opens nothing) is kept.
const longRandom =
  /(?<![\w-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-]))(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}(?![\w-])/gi;

/** A message (or any free text) with every secret replaced by a placeholder naming its kind. */
export function scrubReportText(text: string): string {
  return text
    .replace(jwt, "[token]")
    .replace(bearer, "$1 [redacted]")
    .replace(claimSegment, "$1[redacted]")
    .replace(secretAssignment, "$1[redacted]")
    .replace(email, "[email]")
    .replace(cardLike, "[card]")
    .replace(sixDigits, "[code]")
    .replace(longRandom, "[secret]");
}

// `    at render (https://host/assets/index-abc.js:1:123456)` or `render@https://host/x.js:1:99`.
const framePosition = /(:\d+:\d+\)?)$/;

/**
 * A stack trace scrubbed line by line. The line and column at the end of a frame are kept as they
 * are (a column of a minified file is often six digits, and is no code).
 */
export function scrubReportStack(stack: string): string {
  return stack
    .split("\n")
    .map((line) => {
      const position = framePosition.exec(line);
      if (!position) return scrubReportText(line);
      return scrubReportText(line.slice(0, position.index)) + position[1];
    })
    .join("\n");
}

const secretParameter = new RegExp(`^(?:${secretNames})$`, "i");

/**
 * A page address without its secrets: parameters named like a claim, token or code are removed,
 * the fragment (where sign-in providers put tokens) dropped, and a claim in the path redacted.
 * Anything that is not an absolute http(s) URL comes back scrubbed as plain text.
 */
export function scrubReportUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return scrubReportText(address);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return scrubReportText(address);
  url.username = "";
  url.password = "";
  url.hash = "";
  const secretNamesPresent: string[] = [];
  url.searchParams.forEach((_value, name) => {
    if (secretParameter.test(name)) secretNamesPresent.push(name);
  });
  for (const name of secretNamesPresent) url.searchParams.delete(name);
  url.pathname = url.pathname.replace(claimSegment, "$1[redacted]");
  return scrubReportText(url.toString());
}

/** An address as the collector keeps it: origin and path, no query and no fragment. */
export function reportUrlWithoutQuery(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return scrubReportText(`${url.origin}${url.pathname.replace(claimSegment, "$1[redacted]")}`);
  } catch {
    return null;
  }
}
