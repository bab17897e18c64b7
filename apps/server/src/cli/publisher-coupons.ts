import type { CouponInput } from "@creator-checkout/core/api-routes";
import * as api from "@creator-checkout/core/api-routes";
import type { Db } from "../db/connect";
import { findPublisherId } from "../domain/back-office/find-publisher-id";
import { createCoupon } from "../domain/discounts/create-coupon";
import { listCoupons } from "../domain/discounts/read-coupons";
import { callServer } from "../operator/call-server";
import type { ServerHandoff } from "../operator/server-handoff";
import { textTable } from "../operator/text-table";

/**
 * `coupon create <username> --code SAVE20 --percent-off 20 [--amount-off USD:400,EUR:350]
 * [--duration once|repeating|forever] [--months N] [--max-redemptions N] [--redeem-by ISO]
 * [--options ID,…]` and `coupon list <username>`.
 */
export type CouponCommand =
  | { verb: "create"; username: string; flags: Record<string, string> }
  | { verb: "list"; username: string };

const createFlags = new Set([
  "--code",
  "--percent-off",
  "--amount-off",
  "--duration",
  "--months",
  "--max-redemptions",
  "--max-per-customer",
  "--redeem-by",
  "--options",
  "--name",
  "--first-time-only",
]);

/** The command's words, or null when they are not a coupon command. */
export function parseCouponCommand(argv: string[]): CouponCommand | null {
  const [noun, verb, username, ...rest] = argv;
  if (noun !== "coupon" || !username || username.startsWith("--")) return null;
  if (verb === "list") return rest.length === 0 ? { verb, username } : null;
  if (verb !== "create") return null;
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] ?? "";
    if (!createFlags.has(flag) || flag in flags) return null;
    if (flag === "--first-time-only") {
      flags[flag] = "true";
      continue;
    }
    const value = rest[i + 1];
    if (value === undefined || value.startsWith("--")) return null;
    flags[flag] = value;
    i++;
  }
  return { verb, username, flags };
}

type Coupon = Awaited<ReturnType<typeof listCoupons>>[number];

export interface CouponOperations {
  create(username: string, input: CouponInput): Promise<Coupon>;
  list(username: string): Promise<{ coupons: Coupon[] }>;
}

export function couponsHere(db: Db): CouponOperations {
  return {
    create: async (username, input) =>
      createCoupon({ db }, { publisherId: await findPublisherId({ db }, username), input }),
    list: async (username) => ({
      coupons: await listCoupons({ db }, { publisherId: await findPublisherId({ db }, username) }),
    }),
  };
}

export function couponsInServer(server: ServerHandoff): CouponOperations {
  return {
    create: (username, body) =>
      callServer(server, api.createCouponForOperator, { params: { username }, body }),
    list: (username) => callServer(server, api.listCouponsForOperator, { params: { username } }),
  };
}

const wholeNumber = (value: string | undefined) =>
  value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : Number.NaN;

/** The flags as the API's body, checked by the API's own schema, or its sentence against them. */
export function couponBody(flags: Record<string, string>): CouponInput {
  const amountsOff = flags["--amount-off"]
    ? Object.fromEntries(
        flags["--amount-off"].split(",").map((pair) => {
          const [currency = "", amount] = pair.split(":");
          return [currency.trim().toUpperCase(), wholeNumber(amount?.trim()) ?? Number.NaN];
        }),
      )
    : undefined;
  const body = {
    name: flags["--name"],
    code: flags["--code"],
    percent_off: flags["--percent-off"] === undefined ? undefined : Number(flags["--percent-off"]),
    amounts_off: amountsOff,
    duration: flags["--duration"],
    duration_in_months: wholeNumber(flags["--months"]),
    max_redemptions: wholeNumber(flags["--max-redemptions"]),
    max_redemptions_per_customer: wholeNumber(flags["--max-per-customer"]),
    redeem_by: flags["--redeem-by"],
    first_time_only: flags["--first-time-only"] === "true",
    product_option_ids: flags["--options"]?.split(",").map((id) => id.trim()),
  };
  const checked = api.createCoupon.schema.body.safeParse(
    Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
  );
  if (!checked.success) {
    throw new CouponArgumentError(checked.error.issues.map((issue) => issue.message).join(" "));
  }
  return checked.data;
}

function discountText(coupon: Coupon): string {
  const off =
    coupon.percent_off !== null
      ? `${coupon.percent_off}%`
      : Object.entries(coupon.amounts_off ?? {})
          .map(([currency, amount]) => `${amount} ${currency}`)
          .join(", ");
  const length =
    coupon.duration === "repeating" ? `${coupon.duration_in_months} months` : coupon.duration;
  return `${off} off, ${length}`;
}

/** Does the command and answers what it prints. */
export async function runCouponCommand(
  operations: CouponOperations,
  command: CouponCommand,
): Promise<string> {
  if (command.verb === "create") {
    const coupon = await operations.create(command.username, couponBody(command.flags));
    const codes = coupon.codes.map((code) => code.code).join(", ");
    return `Made coupon ${coupon.id} for ${command.username}: ${discountText(coupon)}${codes ? `, code ${codes}` : ""}.\n`;
  }
  const { coupons } = await operations.list(command.username);
  if (coupons.length === 0) return "No coupons.\n";
  return textTable(
    ["id", "discount", "codes (redemptions)", "redeemed", "limit"],
    coupons.map((coupon) => [
      coupon.id,
      discountText(coupon),
      coupon.codes
        .map((code) => `${code.code}${code.active ? "" : " (off)"} (${code.redemptions})`)
        .join(", "),
      String(coupon.times_redeemed),
      coupon.max_redemptions === null ? "none" : String(coupon.max_redemptions),
    ]),
  );
}

/** An argument the command refuses; it says why and exits with 2, as for a usage error. */
export class CouponArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CouponArgumentError";
  }
}
