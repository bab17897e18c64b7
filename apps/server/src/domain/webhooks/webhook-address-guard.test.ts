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

// Every IPv6 form that carries an IPv4 address, in the notations a url or a resolver gives it,
// around IPv4 addresses of each kind: [IPv4, allowed in production, allowed outside production].
const embedded: Array<[string, boolean, boolean]> = [
  ["127.0.0.1", false, true],
  ["10.0.0.1", false, false],
  ["192.168.1.1", false, false],
  ["169.254.169.254", false, false],
  ["100.100.100.200", false, false],
  ["0.0.0.0", false, false],
  ["8.8.8.8", true, true],
];
const hex = (ipv4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};
const judgedByTheirIPv4: Array<[string, (ipv4: string) => string]> = [
  ["IPv4-mapped, dotted", (ipv4) => `::ffff:${ipv4}`],
  ["IPv4-mapped, in hexadecimal", (ipv4) => `::ffff:${hex(ipv4)}`],
  ["IPv4-mapped, written out", (ipv4) => `0:0:0:0:0:ffff:${hex(ipv4)}`],
  ["IPv4-compatible, dotted", (ipv4) => `::${ipv4}`],
  ["IPv4-compatible, in hexadecimal", (ipv4) => `::${hex(ipv4)}`],
  ["IPv4-translated (SIIT)", (ipv4) => `::ffff:0:${hex(ipv4)}`],
  ["NAT64's well-known prefix, dotted", (ipv4) => `64:ff9b::${ipv4}`],
  ["NAT64's well-known prefix, in hexadecimal", (ipv4) => `64:ff9b::${hex(ipv4)}`],
];
const alwaysRefused: Array<[string, (ipv4: string) => string]> = [
  ["NAT64's local-use prefix", (ipv4) => `64:ff9b:1::${hex(ipv4)}`],
  [
    "NAT64's local-use prefix as a /48, the address around its zero octet",
    (ipv4) => {
      const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
      return `64:ff9b:1:${((a << 8) | b).toString(16)}:${c.toString(16)}:${(d << 8).toString(16)}::`;
    },
  ],
  ["6to4", (ipv4) => `2002:${hex(ipv4)}::1`],
  ["Teredo", (ipv4) => `2001:0:${hex(ipv4)}::1`],
  ["the discard prefix", (ipv4) => `100::${hex(ipv4)}`],
  ["reserved space below 2000::/3", (ipv4) => `1::${hex(ipv4)}`],
];
const embeddings = [
  ...judgedByTheirIPv4.flatMap(([form, write]) =>
    embedded.map(
      ([ipv4, production, elsewhere]) => [form, write(ipv4), production, elsewhere] as const,
    ),
  ),
  ...alwaysRefused.flatMap(([form, write]) =>
    embedded.map(([ipv4]) => [form, write(ipv4), false, false] as const),
  ),
];

describe("the webhook address guard", () => {
  it.each(embeddings)(
    "%s %s: production %s, elsewhere %s",
    (_form, address, production, elsewhere) => {
      expect(addressAllowed(address, { production: true })).toBe(production);
      expect(addressAllowed(address, { production: false })).toBe(elsewhere);
      const url = `https://[${address}]:4742/`;
      const policy = { production: true, allowedHosts: [] };
      if (production) expect(checkWebhookUrl(url, policy)).toMatch(/^https:\/\/\[/);
      else
        expect(() => checkWebhookUrl(url, policy)).toThrow(
          "The url points at an address webhooks may not reach.",
        );
    },
  );

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
