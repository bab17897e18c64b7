import { readFile } from "node:fs/promises";
import {
  type CatalogFile,
  catalogFileSchema,
  describeCatalogIssues,
} from "@creator-checkout/core/catalog";

export class InvalidCatalogError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid catalog:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "InvalidCatalogError";
  }
}

/** Reads and validates a catalog file, listing every problem by its JSON path. */
export async function loadCatalogFile(file: string): Promise<CatalogFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new InvalidCatalogError(file, [`(root): ${(error as Error).message}`]);
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success) throw new InvalidCatalogError(file, describeCatalogIssues(parsed.error));
  return parsed.data;
}
