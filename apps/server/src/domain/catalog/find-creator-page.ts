import { inLanguage } from "@creator-checkout/core/catalog";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, publishers } from "../../db/schema";

/** What the creator's public page shows: who they are, and every option they sell. */
export interface CreatorPageData {
  publisherId: string;
  creator: { username: string; name: string; icon: string | null };
  products: Array<{
    id: string;
    title: string;
    options: Array<{
      id: string;
      title: string;
      price: number | null;
      currency: string;
      interval: string | null;
      interval_quantity: number;
      trial_interval: string | null;
      trial_quantity: number | null;
      trial_price: number | null;
      trial_currency: string | null;
      max_custom_price: number | null;
    }>;
  }>;
}

type OptionRow = CreatorPageData["products"][number]["options"][number];

/**
 * The creator with `username` and their products, each with its options in the catalog's
 * order (docs/decisions/086); null when no creator has that name. Archived options are no
 * longer sold (docs/decisions/177); products without an option on sale are left out. Titles
 * are the creator's in `language` where they gave one (docs/decisions/109), as the checkout
 * page shows them.
 */
export async function findCreatorPage(
  { db }: { db: Db },
  { username, language }: { username: string; language?: string },
): Promise<CreatorPageData | null> {
  const [creator] = await db
    .select({
      id: publishers.id,
      username: publishers.username,
      name: publishers.name,
      icon: publishers.icon,
    })
    .from(publishers)
    .where(eq(publishers.username, username));
  if (!creator) return null;
  const rows = await db
    .select({
      productId: products.id,
      productTitle: products.title,
      productTranslations: products.translations,
      optionTranslations: productOptions.translations,
      option: {
        id: productOptions.id,
        title: productOptions.title,
        price: productOptions.price,
        currency: productOptions.currency,
        interval: productOptions.interval,
        interval_quantity: productOptions.interval_quantity,
        trial_interval: productOptions.trial_interval,
        trial_quantity: productOptions.trial_quantity,
        trial_price: productOptions.trial_price,
        trial_currency: productOptions.trial_currency,
        max_custom_price: productOptions.max_custom_price,
      },
    })
    .from(products)
    .innerJoin(productOptions, eq(productOptions.product_id, products.id))
    .where(and(eq(products.publisher_id, creator.id), eq(productOptions.archived, false)))
    .orderBy(asc(products.title), asc(products.id), asc(productOptions.position));
  const { id: publisherId, ...shown } = creator;
  const translated = rows.map(({ productTranslations, optionTranslations, ...row }) => ({
    ...row,
    productTitle: String(
      inLanguage({ title: row.productTitle, translations: productTranslations }, "title", language),
    ),
    option: {
      ...row.option,
      title: String(
        inLanguage({ ...row.option, translations: optionTranslations }, "title", language),
      ),
    },
  }));
  return { publisherId, creator: shown, products: groupByProduct(translated) };
}

function groupByProduct(
  rows: ReadonlyArray<{ productId: string; productTitle: string; option: OptionRow }>,
): CreatorPageData["products"] {
  const byId = new Map<string, CreatorPageData["products"][number]>();
  for (const { productId, productTitle, option } of rows) {
    const product = byId.get(productId) ?? { id: productId, title: productTitle, options: [] };
    product.options.push(option);
    byId.set(productId, product);
  }
  return [...byId.values()];
}
