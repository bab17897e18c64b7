import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { describe, expect, it } from "vitest";
import { publisherView } from "./catalog-views";

describe("publisherView", () => {
  it("keeps the creator's own address out of what buyers are sent", () => {
    const { publisher } = demoCatalog();
    expect(publisher.contact_email).toBe("owner@northwind.example");
    const view = publisherView(publisher);
    expect(view).not.toHaveProperty("contact_email");
    expect(view).toMatchObject({ username: "northwind", name: "Northwind Notes" });
  });
});
