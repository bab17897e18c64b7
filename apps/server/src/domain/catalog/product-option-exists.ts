import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions } from "../../db/schema";

export async function productOptionExists(
  { db }: { db: Db },
  { productOptionId }: { productOptionId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.id, productOptionId));
  return row !== undefined;
}
