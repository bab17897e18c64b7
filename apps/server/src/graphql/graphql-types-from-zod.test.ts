import { checkoutProductSchema, graphqlTypeNames } from "@creator-checkout/core/catalog";
import { checkoutProductQuery } from "@creator-checkout/core/checkout-product-query";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fullSelection, graphqlObjectTypes } from "./graphql-types-from-zod";

const named = <Shape extends z.ZodRawShape>(name: string, shape: Shape) =>
  z.object(shape).register(graphqlTypeNames, { name });

describe("GraphQL types written from zod", () => {
  it.each([
    ["a UUID", z.uuid(), "ID!"],
    ["a string", z.string().min(1), "String!"],
    ["an enum", z.enum(["day", "month"]), "String!"],
    ["a union of strings", z.union([z.url(), z.string().regex(/^\//)]), "String!"],
    ["a boolean with a default", z.boolean().default(false), "Boolean!"],
    ["an integer", z.number().int().min(0), "Int!"],
    ["a number", z.number(), "Float!"],
    ["a nullable integer", z.number().int().nullable(), "Int"],
    ["a nullable string with a default", z.string().nullable().default(null), "String"],
    ["an optional string", z.string().optional(), "String"],
    ["a list with a default", z.array(z.string()).default([]), "[String!]!"],
    ["a nullable list", z.array(z.uuid()).nullable(), "[ID!]"],
  ])("serves %s as %s", (_what, field, type) => {
    const types = graphqlObjectTypes(named("Probe", { field }));
    expect(types).toBe(`type Probe {\n  field: ${type}\n}\n`);
  });

  it("writes each object it reaches once, with the descriptions, the root first", () => {
    const leaf = named("Leaf", { id: z.uuid() });
    const root = named("Root", {
      first: leaf.describe("The leaf's first use."),
      again: z.array(leaf).nullable(),
    });
    expect(graphqlObjectTypes(root)).toBe(
      [
        'type Root {\n  "The leaf\'s first use."\n  first: Leaf!\n  again: [Leaf!]\n}\n',
        "type Leaf {\n  id: ID!\n}\n",
      ].join("\n"),
    );
  });

  it("refuses, when the server starts, a field it cannot serve or an object with no name", () => {
    expect(() => graphqlObjectTypes(named("Probe", { when: z.date() }))).toThrow(
      "The checkout's catalog has a date field GraphQL cannot serve.",
    );
    expect(() => graphqlObjectTypes(named("Probe", { inner: z.object({}) }))).toThrow(
      "An object of the checkout's catalog has no GraphQL type name.",
    );
  });

  it("the page's query asks for every field of the checkout's product, and no other", () => {
    const everyField = `query CheckoutProduct($productOptionId: ID!) {
      product(product_option_id: $productOptionId) { ${fullSelection(checkoutProductSchema).join("\n")} }
    }`;
    expect(print(parse(checkoutProductQuery))).toBe(print(parse(everyField)));
  });
});
