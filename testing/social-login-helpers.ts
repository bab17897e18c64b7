import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** How the provider sends the browser back to the checkout: a redirect, or Apple's form POST. */
export type ProviderAnswer =
  | { method: "GET"; url: URL }
  | { method: "POST"; url: URL; form: URLSearchParams };

/** Follows a provider's authorization page as a browser would, to its answer for the checkout. */
export async function followNamedProvider(providerUrl: string): Promise<ProviderAnswer> {
  const response = await fetch(providerUrl, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status === 302 && location) return { method: "GET", url: new URL(location) };
  const html = await response.text();
  const action = html.match(/<form method="post" action="([^"]+)">/)?.[1];
  if (!action) throw new Error(`the provider answered ${response.status}: ${html}`);
  const form = new URLSearchParams();
  for (const [, name = "", value = ""] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    form.set(name, value);
  return { method: "POST", url: new URL(action), form };
}

/**
 * Plays the buyer at the tests' OpenID provider: opens its sign-in page, then signs in as an
 * account or presses Cancel, keeping its cookies as a browser does. Returns the checkout callback.
 */
export async function followOidcProvider(
  providerUrl: string,
  choice: "verified-buyer" | "unverified-buyer" | "cancel",
): Promise<ProviderAnswer> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      cookies.set(name, value.join("="));
    }
    await response.body?.cancel();
    return new URL(response.headers.get("location") ?? "", url).href;
  };
  const signInPage = await request(providerUrl);
  const action = choice === "cancel" ? "cancel" : "sign-in";
  let next = await request(`${signInPage}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(choice === "cancel" ? {} : { account: choice }).toString(),
  });
  // The provider resumes the authorization, then answers the checkout.
  while (new URL(next).origin === new URL(providerUrl).origin) next = await request(next);
  return { method: "GET", url: new URL(next) };
}

/** The checkout's browser-binding cookie from the connect answer, as a `cookie` header. */
export function bindingCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "checkout_connect");
  if (!cookie) throw new Error("no binding cookie was set");
  return `${cookie.name}=${cookie.value}`;
}

/** Delivers the provider's answer to the checkout's callback, from the browser that started. */
export function deliverToCheckout(
  app: FastifyInstance,
  answer: ProviderAnswer,
  cookie: string | undefined,
) {
  const headers = cookie ? { cookie } : {};
  const url = `${answer.url.pathname}${answer.url.search}`;
  if (answer.method === "GET") return app.inject({ method: "GET", url, headers });
  return app.inject({
    method: "POST",
    url,
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    payload: answer.form.toString(),
  });
}

/** The message the pop-up page posts, and the origin it posts it to. */
export function postedMessage(response: LightMyRequestResponse) {
  const match = response.body.match(/postMessage\(("(?:[^"\\]|\\.)*"),("(?:[^"\\]|\\.)*")\)/);
  if (!match?.[1] || !match[2]) throw new Error(`no message in the page: ${response.body}`);
  return {
    message: JSON.parse(JSON.parse(match[1]) as string) as Record<string, unknown>,
    targetOrigin: JSON.parse(match[2]) as string,
  };
}
