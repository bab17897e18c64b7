import { describe, expect, it } from "vitest";
import { publisherSchema } from "./entities";

// Every address a catalog names is a link or an image in the buyer's page.
const publisher = {
  id: "7f3b6a52-0f0e-4c1e-9a43-5d3f1b7c2e10",
  username: "northwind",
  name: "Northwind Notes",
};
const hostile = [
  "javascript:alert(4)",
  "JavaScript:alert(4)",
  " javascript:alert(4)",
  "data:text/html,<script>alert(4)</script>",
  "vbscript:msgbox(4)",
  "file:///etc/passwd",
  "ftp://example.com/terms",
  "blob:https://example.com/0b1c",
  "//example.com/terms",
  "example.com/terms",
];

describe("addresses in a catalog", () => {
  it.each(["https://example.com/terms", "http://example.com/terms"])(
    "accept %s for the terms and the creator's own sites",
    (address) => {
      const parsed = publisherSchema.parse({
        ...publisher,
        url_terms: address,
        primary_urls: [address],
      });
      expect(parsed.url_terms).toBe(address);
      expect(parsed.primary_urls).toEqual([address]);
    },
  );

  it.each(hostile)("refuse %s for the terms, with a sentence", (address) => {
    const result = publisherSchema.safeParse({ ...publisher, url_terms: address });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["url_terms"],
        message: "must be an http:// or https:// address",
      }),
    ]);
  });

  it.each(hostile)("refuse %s among the creator's own sites", (address) => {
    const result = publisherSchema.safeParse({
      ...publisher,
      primary_urls: ["https://example.com", address],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["primary_urls", 1],
        message: "must be an http:// or https:// address",
      }),
    ]);
  });

  it.each(["https://example.com/icon.png", "/demo/northwind.svg"])(
    "accept %s for the icon",
    (icon) => {
      expect(publisherSchema.parse({ ...publisher, icon }).icon).toBe(icon);
    },
  );

  it.each([...hostile, "http://example.com/icon.png", "//example.com/icon.png"])(
    "refuse %s for the icon",
    (icon) => {
      expect(publisherSchema.safeParse({ ...publisher, icon }).success).toBe(false);
    },
  );
});
