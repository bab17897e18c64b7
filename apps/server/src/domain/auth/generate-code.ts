import { randomInt } from "node:crypto";

/** Six digits from a secure source, zero-padded (product.md §9: OTP length 6). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}
