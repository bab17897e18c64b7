import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  describePublisherCommand,
  type PublisherCommand,
} from "@creator-checkout/testing/operator-command";
import { describe, expect, it } from "vitest";
import { parseCouponCommand } from "./publisher-coupons";

const username = demoCatalog().publisher.username;

/** Makes two coupons, lists them, and is refused what the API refuses. */
async function createAndList(run: PublisherCommand) {
  const made = await run(["coupon", "create", username, "--code", "save20", "--percent-off", "20"]);
  expect(made.code, made.stderr).toBe(0);
  expect(made.stdout).toMatch(
    /Made coupon [0-9a-f-]{36} for northwind: 20% off, once, code SAVE20\./,
  );

  const repeating = await run([
    "coupon",
    "create",
    username,
    "--code",
    "YEARLY-3",
    "--amount-off",
    "usd:400",
    "--duration",
    "repeating",
    "--months",
    "3",
    "--max-redemptions",
    "10",
    "--redeem-by",
    "2099-01-01T00:00:00Z",
    "--options",
    demoIds.yearly,
  ]);
  expect(repeating.code, repeating.stderr).toBe(0);
  expect(repeating.stdout).toContain("400 USD off, 3 months, code YEARLY-3.");

  const listed = await run(["coupon", "list", username]);
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(/20% off, once\s+SAVE20 \(0\)\s+0\s+none/);
  expect(listed.stdout).toMatch(/400 USD off, 3 months\s+YEARLY-3 \(0\)\s+0\s+10/);

  const refused: Array<[string[], number, RegExp]> = [
    [
      ["coupon", "create", username, "--code", "SAVE20", "--percent-off", "5"],
      1,
      /already have a code SAVE20/,
    ],
    [["coupon", "create", username, "--percent-off", "12.345"], 2, /two decimals/],
    [
      ["coupon", "create", username, "--duration", "repeating", "--percent-off", "5"],
      2,
      /duration_in_months/,
    ],
    [
      ["coupon", "create", username, "--options", "nope", "--percent-off", "5"],
      2,
      /named by its id/,
    ],
    [["coupon", "create", username, "--percent-off"], 2, /Usage/],
    [["coupon", "list", "nobody-here"], 1, /There is no publisher with the username/],
  ];
  for (const [args, code, message] of refused) {
    const result = await run(args);
    expect(result.code, args.join(" ")).toBe(code);
    expect(result.stderr).toMatch(message);
  }
}

describe("the coupon command's words", () => {
  it("reads the flags and refuses unknown or repeated ones", () => {
    expect(
      parseCouponCommand(["coupon", "create", "northwind", "--code", "A1B", "--first-time-only"]),
    ).toEqual({
      verb: "create",
      username: "northwind",
      flags: { "--code": "A1B", "--first-time-only": "true" },
    });
    expect(parseCouponCommand(["coupon", "create", "northwind", "--color", "red"])).toBeNull();
    expect(
      parseCouponCommand(["coupon", "create", "northwind", "--code", "A", "--code", "B"]),
    ).toBeNull();
    expect(parseCouponCommand(["coupon", "list", "northwind"])).toEqual({
      verb: "list",
      username: "northwind",
    });
    expect(parseCouponCommand(["webhook", "list", "northwind"])).toBeNull();
  });
});

describePublisherCommand("coupon", "makes coupons with their codes and lists them", createAndList);
