import type { AuthenticationMethod } from "@creator-checkout/core/sign-in";
import type { GraphQLResolveInfo } from "graphql";
import type { IResolvers } from "mercurius";
import mercurius from "mercurius";
import { z } from "zod";
import type { Db } from "../db/connect";
import { offeredSignInMethods } from "../domain/auth/social/offered-sign-in-methods";
import type { SocialProviders } from "../domain/auth/social/social-provider";
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
  db,
  socialProviders,
}: {
  db: Db;
  socialProviders: SocialProviders;
}): IResolvers {
  return {
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
        if (args.id) return findProduct({ db }, { productId: requireUuid("id", args.id), include });
        if (args.product_option_id) {
          const productOptionId = requireUuid("product_option_id", args.product_option_id);
          return findProduct({ db }, { productOptionId, include });
        }
        throw new mercurius.ErrorWithProps(
          "Give a product id or a product_option_id",
          { code: "BAD_USER_INPUT" },
          400,
        );
      },
      custom_fields: async (_root, args: { product_id: string }) => {
        const productId = requireUuid("product_id", args.product_id);
        return (await listCustomFields({ db }, { productIds: [productId] })).get(productId) ?? [];
      },
      product_newsletters: async (_root, args: { product_id: string }) => {
        const productId = requireUuid("product_id", args.product_id);
        return (
          (await listProductNewsletters({ db }, { productIds: [productId] })).get(productId) ?? []
        );
      },
      free_newsletters: async (_root, args: { client_id: string }) =>
        listFreeNewsletters({ db }, { publisherId: requireUuid("client_id", args.client_id) }),
      switchable_products: async (
        _root,
        args: { publisher_id: string; product_id: string },
        _context,
        info,
      ) =>
        listSwitchableProducts(
          { db },
          {
            publisherId: requireUuid("publisher_id", args.publisher_id),
            productId: requireUuid("product_id", args.product_id),
            include: relationsAskedFor(info),
          },
        ),
    },
  };
}
