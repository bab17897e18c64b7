import { randomUUID } from "node:crypto";
import { buildListeningTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { statementsSentDuring } from "@creator-checkout/testing/sent-statements";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { postgresOnly } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// Round trips are counted at the driver, so only a real server's connection can count them.
describe.skipIf(!postgresOnly.available)("a purchase's round trips on Postgres", () => {
  const clock = testClock();
  const demo = onDemoDatabase(postgresOnly.kind, ({ database }) =>
    buildListeningTestApp(database, clock),
  );

  it("pays with a saved card in four named prepared statements, none of them BEGIN or COMMIT", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    const donate = () =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.customAmount}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: { custom_price: 500 },
      });
    // The first purchase of the option fills the catalog cache; a donation may be given again.
    expect((await donate()).json().status).toBe("paid");
    let status = "";
    const sent = await statementsSentDuring(async () => {
      status = (await donate()).json().status;
    });

    expect(status).toBe("paid");
    // The live session; the checks and the order, committed before the charge; the test
    // processor's charge; the paid order with its charge, access and receipt.
    expect(sent.map(({ name }) => name)).toEqual([
      "auth_find_live_session",
      "purchase_place_order_default_card",
      "test_processor_charge",
      "finish_charged_purchase",
    ]);
  });
});
