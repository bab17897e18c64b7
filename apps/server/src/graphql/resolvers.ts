import { inLanguage } from "@creator-checkout/core/catalog";
import type { AuthenticationMethod } from "@creator-checkout/core/sign-in";
import type { GraphQLResolveInfo } from "graphql";
import type { IResolvers, MercuriusContext } from "mercurius";
import mercurius from "mercurius";
import { z } from "zod";
import type { SocialProviders } from "../adapters/social-login/social-provider";
import type { Db } from "../db/connect";
import { offeredSignInMethods } from "../domain/auth/social/offered-sign-in-methods";
import { type CatalogCache, catalogKey } from "../domain/catalog/catalog-cache";
import { findProduct } from "../domain/catalog/find-product";
import { listCustomFields } from "../domain/catalog/list-custom-fields";
import { listFreeNewsletters } from "../domain/catalog/list-free-newsletters";
import { listProductNewsletters } from "../domain/catalog/list-product-newsletters";
import { listSwitchableProducts } from "../domain/catalog/list-switchable-products";
import { productRelations } from "../domain/catalog/product-relation-columns";
import { selectedFieldNames } from "./selected-fields";

const uuid = z.uuid();

/** Rejects an argument that is not a UUID with a 400 and a message that names it. */
function requireUuid(name: string, value: unknown): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) {
    throw new mercurius.ErrorWithProps(`${name} must be a UUID`, { code: "BAD_USER_INPUT" }, 400);
  }
  return parsed.data;
}

/**
 * The relations of Product (options, publisher, ...) the query asks for. They are read in the
 * same SQL statement as the products and shown by the default resolvers: one round trip per
 * root field, however many products and relations a response holds.
 */
function relationsAskedFor(info: GraphQLResolveInfo) {
  const fields = selectedFieldNames(info);
  return productRelations.filter((relation) => fields.has(relation));
}

export function createResolvers({
  catalogCache,
  socialProviders,
}: {
  catalogCache: CatalogCache;
  socialProviders: SocialProviders;
}): IResolvers {
  // Every root field reads only the catalog, so each is kept in the catalog cache by its
  // arguments, and may be read on the replica where one is set (docs/decisions/179).
  const cached = <T>(read: string, args: unknown, load: (db: Db) => Promise<T>) =>
    catalogCache.readOnReplica(catalogKey(read, args), load);
  return {
    ...creatorWordsInLanguage,
    // A social provider the operator has not configured is not offered (docs/decisions/035).
    Publisher: {
      authentication_methods: (publisher: { authentication_methods: AuthenticationMethod[] }) =>
        offeredSignInMethods(publisher.authentication_methods, socialProviders),
      oidc_name: () => socialProviders.get("oidc")?.name ?? null,
    },
    Query: {
      product: async (
        _root,
        args: { id?: string | null; product_option_id?: string | null },
        _context,
        info,
      ) => {
        const include = relationsAskedFor(info);
        if (args.id) {
          const lookup = { productId: requireUuid("id", args.id), include };
          return cached("findProduct", lookup, (db) => findProduct({ db }, lookup));
        }
        if (args.product_option_id) {
          const productOptionId = requireUuid("product_option_id", args.product_option_id);
          const lookup = { productOptionId, include };
          return cached("findProduct", lookup, (db) => findProduct({ db }, lookup));
        }
        throw new mercurius.ErrorWithProps(
          "Give a product id or a product_option_id",
          { code: "BAD_USER_INPUT" },
          400,
        );
      },
      custom_fields: async (_root, args: { product_id: string }) => {
        const productId = requireUuid("product_id", args.product_id);
        return cached(
          "listCustomFields",
          productId,
          async (db) =>
            (await listCustomFields({ db }, { productIds: [productId] })).get(productId) ?? [],
        );
      },
      product_newsletters: async (_root, args: { product_id: string }) => {
        const productId = requireUuid("product_id", args.product_id);
        return cached(
          "listProductNewsletters",
          productId,
          async (db) =>
            (await listProductNewsletters({ db }, { productIds: [productId] })).get(productId) ??
            [],
        );
      },
      free_newsletters: async (_root, args: { client_id: string }) => {
        const lookup = { publisherId: requireUuid("client_id", args.client_id) };
        return cached("listFreeNewsletters", lookup, (db) => listFreeNewsletters({ db }, lookup));
      },
      switchable_products: async (
        _root,
        args: { publisher_id: string; product_id: string },
        _context,
        info,
      ) => {
        const lookup = {
          publisherId: requireUuid("publisher_id", args.publisher_id),
          productId: requireUuid("product_id", args.product_id),
          include: relationsAskedFor(info),
        };
        return cached("listSwitchableProducts", lookup, (db) =>
          listSwitchableProducts({ db }, lookup),
        );
      },
    },
  };
}

declare module "mercurius" {
  interface MercuriusContext {
    /** The language of the page asking, when it is one the checkout knows (docs/decisions/109). */
    language: string | null;
  }
}

type Translated = { translations?: Partial<Record<string, Record<string, unknown>>> } & Record<
  string,
  unknown
>;

/** A resolver that reads `field` in the page's language where the creator translated it. */
const translated =
  (field: string) =>
  (entity: Translated, _args: unknown, context: MercuriusContext): unknown =>
    inLanguage(entity, field, context.language);

/**
 * The creator's own words, each in the page's language where the catalog file gives one. Rows
 * are cached in no language: the language is applied as each answer is written.
 */
const creatorWordsInLanguage = {
  Product: { title: translated("title"), product_label: translated("product_label") },
  ProductOption: { title: translated("title") },
  Newsletter: { name: translated("name"), description: translated("description") },
  CustomField: { label: translated("label"), description: translated("description") },
  ConnectedProperty: {
    options: (
      property: { options: Array<{ label: string; value: string }> } & Translated,
      _args: unknown,
      context: MercuriusContext,
    ) => {
      const labels = context.language
        ? (property.translations?.[context.language]?.options as Record<string, string> | undefined)
        : undefined;
      return property.options.map((option) => ({
        ...option,
        label: labels?.[option.value] ?? option.label,
      }));
    },
  },
};
