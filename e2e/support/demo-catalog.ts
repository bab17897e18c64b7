/** Ids from apps/server/catalogs/demo.json, which the server seeds into its empty database. */
export const demo = {
  publisherName: "Northwind Notes",
  membership: {
    title: "Northwind Membership",
    monthly: "45ff171b-976b-4a35-afd7-5dac8bf85a64",
    yearly: "127c383b-9282-4e32-a06d-e600460699ca",
    supporter: "c9660dd9-9943-4df4-ac38-1441e220e7d2",
  },
  pass: {
    title: "Tokyo Walks Pass",
    dayPass: "d9d5178f-82c3-48cd-9a27-8f669e50bfae",
    weekendPass: "b7b1e053-4e5b-4bd3-8a2e-58054e4c589f",
  },
  tipJar: {
    title: "Tip jar",
    coffee: "450a78e6-c552-4ccd-acfb-1c46bf4f9b74",
    ownAmount: "c8498824-409d-428a-a88b-5653c3de67ee",
  },
} as const;
