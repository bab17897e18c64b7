import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { ApiError } from "@/lib/api-error";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import {
  type Access,
  addPromotionCode,
  backOfficeKey,
  type CouponOption,
  createCoupon,
} from "../api/back-office";
import {
  blankCouponDraft,
  catalogCurrencies,
  couponMadeSentence,
  couponToSend,
  withoutErrors,
} from "../utils/coupon-draft";
import type { CouponDraft, DraftErrors } from "../utils/coupon-form";
import {
  type Change,
  DiscountFields,
  FirstCodeFields,
  LimitFields,
  OptionFields,
} from "./coupon-draft-fields";
import { DialogSubmit } from "./dialog-submit";

type CouponBody = Parameters<typeof createCoupon>[1];

/**
 * Makes a coupon with its first code, typed or generated. What cannot be read is said beside its
 * field and focus goes to the first such field; the server's refusal of a code beside the code,
 * any other at the form. What the form sends is worked out in ../utils/coupon-draft.
 */
export function MakeCouponDialog({
  access,
  options,
  onClose,
}: {
  access: Access;
  options: readonly CouponOption[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(() =>
    blankCouponDraft(catalogCurrencies(options)),
  );
  const [generated, setGenerated] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { make, codeTaken, send } = useMakeCoupon(access, generated, onClose, (message) => {
    setErrors({ code: message });
    focusFirstError();
  });

  const change: Change = (changes, ...cleared) => {
    setDraft((previous) => ({ ...previous, ...changes }));
    if (cleared.length > 0) setErrors((previous) => withoutErrors(previous, cleared));
  };

  function focusFirstError() {
    // After the render that marks the fields: the first field or group in error, in form order.
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (make.isPending) return;
    // A refusal from the last try says nothing of what is typed now.
    make.reset();
    const reading = couponToSend(draft, generated);
    if ("errors" in reading) {
      setErrors(reading.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    send(reading.body);
  }

  const fields = { draft, errors, change };
  return (
    <Modal title="Make a coupon" onClose={onClose} closeDisabled={make.isPending}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          optional
          value={draft.name}
          onChange={(name) => change({ name }, "name")}
          autoComplete="off"
          hint="For you; buyers see the code."
          error={errors.name}
        />
        <DiscountFields {...fields} />
        <LimitFields {...fields} />
        <OptionFields {...fields} options={options} />
        <FirstCodeFields
          {...fields}
          generated={generated}
          onGenerated={(isGenerated) => {
            setGenerated(isGenerated);
            if (isGenerated) change({}, "code");
          }}
        />
        <DialogSubmit
          request={{ ...make, isError: make.isError && !codeTaken }}
          label="Make the coupon"
          pendingLabel="Making…"
        />
      </form>
    </Modal>
  );
}

/**
 * Sends the coupon, then, for a generated code, asks for one: the coupon stands without its code
 * if that fails, and its card offers to add one. A taken code is said beside the code field; any
 * other refusal at the form (`codeTaken` tells them apart).
 */
function useMakeCoupon(
  access: Access,
  generated: boolean,
  onClose: () => void,
  onCodeTaken: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: async (body: CouponBody) => {
      const coupon = await createCoupon(access, body);
      if (!generated) return { coupon, code: coupon.codes[0]?.code ?? null };
      const code = await addPromotionCode(access, coupon.id).catch(() => null);
      return { coupon, code: code?.code ?? null };
    },
    onSuccess: async ({ coupon, code }) => {
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      onClose();
      announce(couponMadeSentence(coupon.name, code));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "PROMOTION_CODE_TAKEN") {
        onCodeTaken(error.message);
      }
    },
  });
  const codeTaken = make.error instanceof ApiError && make.error.code === "PROMOTION_CODE_TAKEN";
  // A double press is one coupon: the press is debounced as Pay is (docs/decisions/084). The
  // error is shown from the mutation's state; the press itself has nothing more to do.
  const bodyToSend = useRef<CouponBody>(undefined);
  const press = useDebouncedHandler(() => make.mutateAsync(bodyToSend.current).catch(() => {}));
  const send = (body: CouponBody) => {
    bodyToSend.current = body;
    void press();
  };
  return { make, codeTaken, send };
}
