import { demoIds } from "@creator-checkout/testing/demo-catalog";

/**
 * The demo catalog (apps/server/catalogs/demo.json, seeded into the test server's empty
 * database) as the journeys name it. The ids come from the one list the API tests and the
 * benchmark use too.
 */
export const demo = {
  publisherName: "Northwind Notes",
  membership: {
    title: "Northwind Membership",
    monthly: demoIds.monthly,
    yearly: demoIds.yearly,
    supporter: demoIds.supporter,
  },
  pass: {
    title: "Tokyo Walks Pass",
    dayPass: demoIds.dayPass,
    weekendPass: demoIds.weekendPass,
  },
  tipJar: {
    title: "Tip jar",
    coffee: demoIds.coffee,
    ownAmount: demoIds.customAmount,
  },
} as const;
