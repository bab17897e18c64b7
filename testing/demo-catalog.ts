import { readFileSync } from "node:fs";
import { type CatalogFile, catalogFileSchema } from "@creator-checkout/core/catalog";
import { serverRoot } from "@creator-checkout/server/server-root";

const demoPath = new URL("catalogs/demo.json", serverRoot);

/** The shipped demo catalog, parsed: a realistic fixture tests can copy and change. */
export function demoCatalog(): CatalogFile {
  return catalogFileSchema.parse(JSON.parse(readFileSync(demoPath, "utf8")));
}

export const demoIds = {
  publisher: "7cb957b9-6936-45e2-8f81-252f61704b69",
  membership: "7e2c8a7f-690b-4a5c-87ef-b08035703b85",
  pass: "87328096-c132-49c2-9444-4d13cc1ccd39",
  donation: "179ac2d3-7666-448e-ad6d-01b682a0703c",
  monthly: "45ff171b-976b-4a35-afd7-5dac8bf85a64",
  yearly: "127c383b-9282-4e32-a06d-e600460699ca",
  supporter: "c9660dd9-9943-4df4-ac38-1441e220e7d2",
  dayPass: "d9d5178f-82c3-48cd-9a27-8f669e50bfae",
  weekendPass: "b7b1e053-4e5b-4bd3-8a2e-58054e4c589f",
  customAmount: "c8498824-409d-428a-a88b-5653c3de67ee",
  coffee: "450a78e6-c552-4ccd-acfb-1c46bf4f9b74",
} as const;
