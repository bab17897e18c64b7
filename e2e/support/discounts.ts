import { randomBytes } from "node:crypto";
import { demoUsername, publisherCommand } from "./dashboard";

/** A promotion code no other journey uses: the journeys share one database. */
export function uniqueCode(word: string): string {
  return `${word}-${randomBytes(3).toString("hex")}`.toUpperCase();
}

/**
 * `npm run publisher -- coupon create northwind --code CODE …` as the creator types it, e.g.
 * `createCoupon("SAVE20-1A2B3C", ["--percent-off", "20"])`.
 */
export async function createCoupon(code: string, flags: string[]): Promise<void> {
  await publisherCommand(["coupon", "create", demoUsername, "--code", code, ...flags]);
}
