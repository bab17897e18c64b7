import { describe, expect, it } from "vitest";
import { AppError } from "../../app-error";
import { refundAmount } from "./refund-amount";

const usd = { paid: 1_000, currency: "USD" };

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("refundAmount", () => {
  it("refunds all that is left when no amount is asked", () => {
    expect(refundAmount({ ...usd, refunded: 0, requested: undefined })).toBe(1_000);
    expect(refundAmount({ ...usd, refunded: 400, requested: undefined })).toBe(600);
  });

  it("refunds the amount asked, up to and including what is left", () => {
    expect(refundAmount({ ...usd, refunded: 0, requested: 1 })).toBe(1);
    expect(refundAmount({ ...usd, refunded: 400, requested: 600 })).toBe(600);
  });

  it("refuses more than is left, saying how much is", () => {
    const error = refusal(() => refundAmount({ ...usd, refunded: 400, requested: 601 }));
    expect(error.code).toBe("REFUND_TOO_LARGE");
    expect(error.statusCode).toBe(422);
    expect(error.message).toContain("At most $6 ");
    expect(error.message).toContain("600 in minor units");
  });

  it("refuses anything once the order was refunded in full", () => {
    for (const requested of [undefined, 1]) {
      const error = refusal(() => refundAmount({ ...usd, refunded: 1_000, requested }));
      expect(error.code).toBe("NOTHING_TO_REFUND");
      expect(error.statusCode).toBe(409);
    }
  });

  it("never takes a zero, negative or fractional amount", () => {
    for (const requested of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => refundAmount({ ...usd, refunded: 0, requested })).toThrow(RangeError);
    }
  });
});
