import { createHash } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sendSocialLoginPage } from "./social-login-page";

async function pageFor(
  message: Parameters<typeof sendSocialLoginPage>[1]["message"],
  origin: string,
) {
  const app = Fastify();
  app.get("/", (_request, reply) => sendSocialLoginPage(reply, { message, pageOrigin: origin }));
  const response = await app.inject("/");
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
});
