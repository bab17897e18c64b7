import { describe, expect, it } from "vitest";
import { checkWebhookUrl } from "./check-webhook-url";
import { addressAllowed, checkLiteralAddress, guardedLookup } from "./webhook-address-guard";

// [address, allowed in production, allowed outside production]
const addresses: Array<[string, boolean, boolean]> = [
  ["93.184.215.14", true, true],
  ["8.8.8.8", true, true],
  ["2606:4700:4700::1111", true, true],
  ["127.0.0.1", false, true],
  ["127.8.9.10", false, true],
  ["::1", false, true],
  ["::ffff:127.0.0.1", false, true],
  ["10.0.0.1", false, false],
  ["172.16.5.4", false, false],
  ["192.168.1.1", false, false],
  ["::ffff:192.168.1.1", false, false],
  ["169.254.169.254", false, false],
  ["fe80::1", false, false],
  ["fd00:ec2::254", false, false],
  ["100.100.100.200", false, false],
  ["100.64.0.1", false, false],
  ["0.0.0.0", false, false],
  ["::", false, false],
  ["224.0.0.1", false, false],
  ["255.255.255.255", false, false],
  ["192.0.2.1", false, false],
  ["198.18.0.1", false, false],
  ["64:ff9b::a00:1", false, false],
  ["2002:a00:1::", false, false],
  ["2001::1", false, false],
  ["not an address", false, false],
];

describe("the webhook address guard", () => {
  it.each(addresses)("%s: production %s, elsewhere %s", (address, production, elsewhere) => {
    expect(addressAllowed(address, { production: true })).toBe(production);
    expect(addressAllowed(address, { production: false })).toBe(elsewhere);
  });

  it("refuses an address written in a url unless the operator named it", () => {
    const policy = { production: true, allowedHosts: ["10.0.0.5"] };
    expect(() => checkLiteralAddress("[::1]", policy)).toThrow(/may not reach/);
    expect(() => checkLiteralAddress("10.0.0.5", policy)).not.toThrow();
    expect(() => checkLiteralAddress("hooks.example.com", policy)).not.toThrow();
  });

  it("refuses a name that resolves to a refused address, after DNS", async () => {
    const lookup = guardedLookup({ production: true, allowedHosts: [] });
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup("localhost", { all: true }, (caught) => resolve(caught)),
    );
    expect(error?.code).toBe("WEBHOOK_ADDRESS_REFUSED");
    expect(error?.message).toMatch(/^localhost resolves to .+, which webhooks may not reach$/);
  });

  it("lets a name that resolves to loopback through outside production", async () => {
    const lookup = guardedLookup({ production: false, allowedHosts: [] });
    const answer = await new Promise<unknown>((resolve, reject) =>
      lookup("localhost", {}, (caught, address) => (caught ? reject(caught) : resolve(address))),
    );
    expect(["127.0.0.1", "::1"]).toContain(answer);
  });

  it("takes only https urls without credentials in production", () => {
    const production = { production: true, allowedHosts: [] };
    expect(checkWebhookUrl(" https://hooks.example.com/in ", production)).toBe(
      "https://hooks.example.com/in",
    );
    expect(() => checkWebhookUrl("http://hooks.example.com/in", production)).toThrow(
      "The url must start with https://.",
    );
    expect(() => checkWebhookUrl("https://127.0.0.1/in", production)).toThrow(
      "The url points at an address webhooks may not reach.",
    );
    expect(
      checkWebhookUrl("http://127.0.0.1:4000/in", { production: false, allowedHosts: [] }),
    ).toBe("http://127.0.0.1:4000/in");
  });
});
