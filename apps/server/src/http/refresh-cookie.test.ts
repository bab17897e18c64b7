import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { clearRefreshCookie, hasSessionHint, setRefreshCookie } from "./refresh-cookie";

const publisherId = "7cb957b9-6936-45e2-8f81-252f61704b69";
const refreshExpiresAt = new Date("2026-12-25T00:00:00Z");

async function cookieApp() {
  const app = Fastify();
  await app.register(cookie);
  app.post("/sign-in", async (_request, reply) => {
    setRefreshCookie(reply, {
      publisherId,
      secure: true,
      session: {
        sessionId: "session-1",
        accessToken: "access",
        expiresIn: 900,
        refreshToken: "refresh-token",
        refreshExpiresAt,
      },
    });
    return {};
  });
  app.post("/sign-out", async (_request, reply) => {
    clearRefreshCookie(reply, { publisherId, secure: true });
    return {};
  });
  app.get("/page", async (request) => ({ hint: hasSessionHint(request, publisherId) }));
  return app;
}

describe("the refresh cookie's session hint (docs/decisions/045)", () => {
  it("goes beside the refresh cookie, for the whole site, holding no token", async () => {
    const app = await cookieApp();

    const response = await app.inject({ method: "POST", url: "/sign-in" });

    const refresh = response.cookies.find((c) => c.name === `checkout_refresh_${publisherId}`);
    const hint = response.cookies.find((c) => c.name === `checkout_session_${publisherId}`);
    expect(refresh).toMatchObject({ path: "/api/oauth/user", sameSite: "Strict" });
    expect(hint).toMatchObject({
      value: "1",
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      expires: refreshExpiresAt,
    });
  });

  it("is cleared with the refresh cookie", async () => {
    const app = await cookieApp();

    const response = await app.inject({ method: "POST", url: "/sign-out" });

    const hint = response.cookies.find((c) => c.name === `checkout_session_${publisherId}`);
    expect(hint).toMatchObject({ value: "", path: "/" });
  });

  it("is read from a page request", async () => {
    const app = await cookieApp();

    const withHint = await app.inject({
      url: "/page",
      cookies: { [`checkout_session_${publisherId}`]: "1" },
    });
    const without = await app.inject({ url: "/page" });

    expect(withHint.json()).toEqual({ hint: true });
    expect(without.json()).toEqual({ hint: false });
  });
});
