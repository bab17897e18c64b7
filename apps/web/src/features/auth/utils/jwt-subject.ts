/** The `sub` (user id) of an access token. The page only reads it; the server verifies it. */
export function jwtSubject(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json === "object" &&
      json !== null &&
      "sub" in json &&
      typeof json.sub === "string"
      ? json.sub
      : null;
  } catch {
    return null;
  }
}
