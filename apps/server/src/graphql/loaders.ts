import type { MercuriusLoaders } from "mercurius";
import type { Db } from "../db/connect";
import type { ProductView } from "../domain/catalog/catalog-views";
import { listCustomFields } from "../domain/catalog/list-custom-fields";
import { listProductNewsletters } from "../domain/catalog/list-product-newsletters";
import { listProductOptions } from "../domain/catalog/list-product-options";
import { listPublishers } from "../domain/catalog/list-publishers";

type ProductQuery = { obj: ProductView };

/** One query per field per request, however many products a response holds. */
export function createLoaders({ db }: { db: Db }): MercuriusLoaders {
  const productIdsOf = (queries: ProductQuery[]) => queries.map((q) => q.obj.id);
  return {
    Product: {
      options: async (queries: ProductQuery[]) => {
        const byProduct = await listProductOptions({ db }, { productIds: productIdsOf(queries) });
        return queries.map((q) => byProduct.get(q.obj.id) ?? []);
      },
      publisher: async (queries: ProductQuery[]) => {
        const ids = [...new Set(queries.map((q) => q.obj.publisher_id))];
        const byId = await listPublishers({ db }, { publisherIds: ids });
        return queries.map((q) => byId.get(q.obj.publisher_id));
      },
      custom_fields: async (queries: ProductQuery[]) => {
        const byProduct = await listCustomFields({ db }, { productIds: productIdsOf(queries) });
        return queries.map((q) => byProduct.get(q.obj.id) ?? []);
      },
      newsletters: async (queries: ProductQuery[]) => {
        const byProduct = await listProductNewsletters(
          { db },
          { productIds: productIdsOf(queries) },
        );
        return queries.map((q) => byProduct.get(q.obj.id) ?? []);
      },
    },
  };
}
