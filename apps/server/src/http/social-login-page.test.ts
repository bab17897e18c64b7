import { createHash } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { decorateRequestLanguage } from "./request-language";
import { sendSocialLoginPage } from "./social-login-page";

async function pageFor(
  message: Parameters<typeof sendSocialLoginPage>[1]["message"],
  origin: string,
  acceptLanguage = "en-US",
) {
  const app = Fastify();
  decorateRequestLanguage(app, { pseudo: false });
  app.get("/", (_request, reply) => sendSocialLoginPage(reply, { message, pageOrigin: origin }));
  const response = await app.inject({ url: "/", headers: { "accept-language": acceptLanguage } });
  await app.close();
  return response;
}

describe("the pop-up's last page", () => {
  it("posts the JSON text of the message to the exact origin, then closes", async () => {
    const response = await pageFor(
      { type: "social-login", status: "error", error: "cancelled" },
      "https://pay.example.com",
    );
    const script = response.body.match(/<script>(.*)<\/script>/)?.[1] ?? "";
    expect(script).toBe(
      'if(window.opener){window.opener.postMessage("{\\"type\\":\\"social-login\\",\\"status\\":\\"error\\",\\"error\\":\\"cancelled\\"}","https://pay.example.com");}window.close();',
    );
    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers["content-security-policy"]).toContain(`script-src 'sha256-${hash}'`);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("cannot be made to close its script element", async () => {
    const response = await pageFor(
      { type: "social-login", status: "error", error: "</script><script>alert(1)</script>" },
      "https://pay.example.com",
    );
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(response.body).toContain("\\u003c/script>");
  });

  it.each([
    [
      "en-US,en;q=0.9",
      '<html lang="en" dir="ltr">',
      "You are signed in. You can close this window.",
    ],
    ["ar-EG,ar;q=0.9", '<html lang="ar" dir="rtl">', "تم تسجيل الدخول. يمكنك إغلاق هذه النافذة."],
    [
      "de-CH",
      '<html lang="de" dir="ltr">',
      "Sie sind angemeldet. Sie können dieses Fenster schließen.",
    ],
  ])("speaks the browser's language, %s", async (acceptLanguage, html, text) => {
    const response = await pageFor(
      { type: "social-login", status: "success", claim: "c" } as Parameters<
        typeof sendSocialLoginPage
      >[1]["message"],
      "https://pay.example.com",
      acceptLanguage,
    );
    expect(response.body).toContain(html);
    expect(response.body).toContain(`<p>${text}</p>`);
  });
});
