import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import {
  type Access,
  backOfficeKey,
  type Coupon,
  type CouponOption,
  updateCoupon,
} from "../api/back-office";
import { catalogCurrencies, withoutErrors } from "../utils/coupon-draft";
import type { CouponDraft, DraftErrors } from "../utils/coupon-form";
import { couponDraftOf, termsChange } from "../utils/coupon-terms";
import { type Change, DiscountFields, LimitFields, OptionFields } from "./coupon-draft-fields";
import { DialogSubmit } from "./dialog-submit";

/**
 * Changes what an unused coupon takes off, for how long, for whom and from what
 * (docs/decisions/174): the form that made it, filled in. The server refuses once an order used
 * the coupon, and the refusal is said at the form.
 */
export function CouponTermsDialog({
  access,
  coupon,
  options,
  onClose,
}: {
  access: Access;
  coupon: Coupon;
  options: readonly CouponOption[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() =>
    couponDraftOf(coupon, catalogCurrencies(options)),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateCoupon>[2]) => updateCoupon(access, coupon.id, body),
    onSuccess: async (saved) => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      announce(`${saved.name ?? "The coupon"} has its new terms.`);
    },
  });
  const change: Change = (changes, ...cleared) => {
    setDraft((previous) => ({ ...previous, ...changes }));
    if (cleared.length > 0) setErrors((previous) => withoutErrors(previous, cleared));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const reading = termsChange(draft, couponDraftOf(coupon, []).redeemBy);
    if ("errors" in reading) return setErrors(reading.errors);
    setErrors({});
    save.mutate(reading.body);
  }

  const fields = { draft, errors, change };
  return (
    <Modal title="Change the coupon's terms" onClose={onClose} closeDisabled={save.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>No order has used this coupon yet, so its terms may still change.</p>
        <DiscountFields {...fields} />
        <LimitFields {...fields} />
        <OptionFields {...fields} options={options} />
        <DialogSubmit request={save} label="Save the terms" pendingLabel="Saving…" />
      </form>
    </Modal>
  );
}
