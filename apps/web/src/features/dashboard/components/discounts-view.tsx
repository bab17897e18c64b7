import { useState } from "react";
import { type Access, useCouponOptions, useCoupons } from "../api/back-office";
import { changesStore } from "../utils/team-access";
import { CouponCard } from "./coupon-card";
import { MakeCouponDialog } from "./make-coupon-dialog";

/**
 * The creator's coupons (docs/decisions/092-095): what each takes off, for how long, its
 * restrictions and its codes with their redemptions; a dialog to make one, and on each card its
 * codes to add, deactivate and activate.
 */
export function DiscountsView({ access }: { access: Access }) {
  const coupons = useCoupons(access);
  const options = useCouponOptions(access);
  const [making, setMaking] = useState(false);
  const optionTitles = new Map(
    (options.data?.options ?? []).map((option) => [
      option.id,
      `${option.product_title} · ${option.title}`,
    ]),
  );
  return (
    <div className="discounts-view">
      {changesStore(access.role) ? (
        <div className="dashboard__actions">
          <button
            type="button"
            className="button"
            aria-disabled={!options.data || undefined}
            onClick={() => options.data && setMaking(true)}
          >
            Make a coupon
          </button>
        </div>
      ) : null}
      {coupons.isError || options.isError ? (
        <p className="form-alert" role="alert">
          {(coupons.error ?? options.error)?.message}
        </p>
      ) : coupons.isPending || options.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the coupons…
        </p>
      ) : coupons.data.coupons.length === 0 ? (
        <p className="dashboard__empty">No coupons yet.</p>
      ) : (
        coupons.data.coupons.map((coupon) => (
          <CouponCard
            key={coupon.id}
            access={access}
            coupon={coupon}
            options={options.data.options}
            optionTitles={optionTitles}
          />
        ))
      )}
      {making && options.data ? (
        <MakeCouponDialog
          access={access}
          options={options.data.options}
          onClose={() => setMaking(false)}
        />
      ) : null}
    </div>
  );
}
