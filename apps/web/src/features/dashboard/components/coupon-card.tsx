import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { ApiError } from "@/lib/api-error";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import {
  type Access,
  addPromotionCode,
  backOfficeKey,
  type Coupon,
  type CouponOption,
  type PromotionCode,
  setPromotionCodeActive,
  updateCoupon,
} from "../api/back-office";
import { readCode, readCount, readRedeemBy, redeemByDay } from "../utils/coupon-form";
import {
  discountText,
  durationLabel,
  redemptionsText,
  restrictionTexts,
} from "../utils/coupon-labels";
import { changesStore } from "../utils/team-access";
import { CouponTermsDialog } from "./coupon-terms-dialog";
import { DialogSubmit } from "./dialog-submit";
import { FigureTable } from "./figure-table";

/** One coupon: its terms and restrictions, its codes with their redemptions, and their controls. */
export function CouponCard({
  access,
  coupon,
  options,
  optionTitles,
}: {
  access: Access;
  coupon: Coupon;
  options: readonly CouponOption[];
  optionTitles: ReadonlyMap<string, string>;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [changingTerms, setChangingTerms] = useState(false);
  const [deactivating, setDeactivating] = useState<PromotionCode | null>(null);
  const title = coupon.name ?? discountText(coupon);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
  const activate = useMutation({
    mutationFn: (code: PromotionCode) => setPromotionCodeActive(access, coupon.id, code.id, true),
    onSuccess: async (code) => {
      await refresh();
      announce(`${code.code} is active again.`);
    },
  });
  const smallButton = "button button--secondary button--small";
  return (
    <Card title={title}>
      <p className="card__text coupon__terms">
        {`${discountText(coupon)}, ${durationLabel(coupon)}. ${redemptionsText(coupon)}.`}
      </p>
      <ul className="coupon__restrictions">
        {restrictionTexts(coupon, optionTitles).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="endpoint__actions">
        <button type="button" className={smallButton} onClick={() => setEditing(true)}>
          Edit<span className="visually-hidden">{` ${title}`}</span>
        </button>
        {coupon.times_redeemed === 0 && changesStore(access.role) ? (
          <button type="button" className={smallButton} onClick={() => setChangingTerms(true)}>
            Change its terms<span className="visually-hidden">{` of ${title}`}</span>
          </button>
        ) : null}
      </div>
      <FigureTable
        caption={`Codes of ${title}`}
        header={["Code", "Redemptions", "Status", "Change"]}
        rows={coupon.codes.map((code) => [
          <code key="code">{code.code}</code>,
          code.redemptions,
          code.active ? "Active" : "Deactivated",
          code.active ? (
            <button
              key="change"
              type="button"
              className={smallButton}
              onClick={() => setDeactivating(code)}
            >
              Deactivate<span className="visually-hidden">{` ${code.code}`}</span>
            </button>
          ) : (
            <button
              key="change"
              type="button"
              className={smallButton}
              aria-disabled={activate.isPending || undefined}
              onClick={() => activate.isPending || activate.mutate(code)}
            >
              Activate<span className="visually-hidden">{` ${code.code}`}</span>
            </button>
          ),
        ])}
        numeric={new Set([1])}
        empty="No codes yet: buyers cannot use it until it has one."
      />
      {activate.isError ? (
        <p className="form-alert" role="alert">
          {activate.error.message}
        </p>
      ) : null}
      <AddCode access={access} coupon={coupon} title={title} />
      {editing ? (
        <EditCouponDialog access={access} coupon={coupon} onClose={() => setEditing(false)} />
      ) : null}
      {changingTerms ? (
        <CouponTermsDialog
          access={access}
          coupon={coupon}
          options={options}
          onClose={() => setChangingTerms(false)}
        />
      ) : null}
      {deactivating ? (
        <DeactivateDialog
          access={access}
          coupon={coupon}
          code={deactivating}
          onClose={() => setDeactivating(null)}
        />
      ) : null}
    </Card>
  );
}

/** A code typed for the coupon, or a generated one. */
function AddCode({ access, coupon, title }: { access: Access; coupon: Coupon; title: string }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (code: string | undefined) => addPromotionCode(access, coupon.id, code),
    onSuccess: async (code, asked) => {
      if (asked !== undefined) setTyped("");
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      announce(`${code.code} is added to ${title}.`);
    },
    onError: (refusal) => {
      // A taken code is about the field; anything else about the request.
      if (refusal instanceof ApiError && refusal.code === "PROMOTION_CODE_TAKEN") {
        setError(refusal.message);
      }
    },
  });
  const codeTaken = add.error instanceof ApiError && add.error.code === "PROMOTION_CODE_TAKEN";
  // A double press of Generate is one code (docs/decisions/084); errors show from the state.
  const codeToSend = useRef<string | undefined>(undefined);
  const send = useDebouncedHandler(() => add.mutateAsync(codeToSend.current).catch(() => {}));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const reading = readCode(typed);
    if ("error" in reading) return setError(reading.error);
    if (reading.value === null) return setError("Type the code to add, or generate one.");
    codeToSend.current = reading.value;
    void send();
  }

  function generate() {
    if (add.isPending) return;
    setError(null);
    codeToSend.current = undefined;
    void send();
  }

  return (
    <form className="add-code" onSubmit={submit} noValidate>
      <TextField
        label="New code"
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setError(null);
        }}
        autoComplete="off"
        error={error}
        alertsError
      />
      <button type="submit" className="button button--secondary">
        Add this code<span className="visually-hidden">{` to ${title}`}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={generate}>
        Generate a code<span className="visually-hidden">{` for ${title}`}</span>
      </button>
      {add.isError && !codeTaken ? (
        <p className="form-alert" role="alert">
          {add.error.message}
        </p>
      ) : null}
    </form>
  );
}

interface DialogProps {
  access: Access;
  coupon: Coupon;
  onClose: () => void;
}

/** Deactivating stops the code at once for new purchases; the confirmation says so. */
function DeactivateDialog({
  access,
  coupon,
  code,
  onClose,
}: DialogProps & { code: PromotionCode }) {
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: () => setPromotionCodeActive(access, coupon.id, code.id, false),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      announce(`${code.code} is deactivated.`);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!deactivate.isPending) deactivate.mutate();
  }
  return (
    <Modal title="Deactivate this code" onClose={onClose} closeDisabled={deactivate.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`No new purchase can use ${code.code}. Orders that used it keep their discount, and you can activate it again.`}</p>
        <DialogSubmit
          request={deactivate}
          label="Deactivate the code"
          pendingLabel="Deactivating…"
        />
      </form>
    </Modal>
  );
}

/**
 * The name, redeem-by day and limit, the coupon's only parts that may change once sold: only
 * those changed are sent, so that a redeem-by time not at a day's end stays as it was.
 */
function EditCouponDialog({ access, coupon, onClose }: DialogProps) {
  const queryClient = useQueryClient();
  const initial = {
    name: coupon.name ?? "",
    redeemBy: redeemByDay(coupon.redeem_by),
    limit: coupon.max_redemptions === null ? "" : String(coupon.max_redemptions),
  };
  const [typed, setTyped] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof initial, string>>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateCoupon>[2]) => updateCoupon(access, coupon.id, body),
    onSuccess: async (saved) => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      announce(`${saved.name ?? "The coupon"} is saved.`);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const body: Parameters<typeof updateCoupon>[2] = {};
    const found: typeof errors = {};
    const name = typed.name.trim();
    if (name !== initial.name) {
      if (name.length > 200) found.name = "Enter a name of at most 200 characters.";
      else body.name = name || null;
    }
    if (typed.redeemBy !== initial.redeemBy) {
      const redeemBy = readRedeemBy(typed.redeemBy);
      if ("error" in redeemBy) found.redeemBy = redeemBy.error;
      else body.redeem_by = redeemBy.value;
    }
    if (typed.limit.trim() !== initial.limit) {
      const limit = readCount(typed.limit);
      if ("error" in limit) found.limit = limit.error;
      else body.max_redemptions = limit.value;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) return onClose();
    save.mutate(body);
  }

  const field = (part: keyof typeof initial) => ({
    value: typed[part],
    onChange: (value: string) => {
      setTyped((previous) => ({ ...previous, [part]: value }));
      setErrors((previous) => ({ ...previous, [part]: undefined }));
    },
    error: errors[part],
    alertsError: true,
    optional: true,
    autoComplete: "off",
  });

  return (
    <Modal title="Edit the coupon" onClose={onClose} closeDisabled={save.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{`${discountText(coupon)}, ${durationLabel(coupon)}: what it takes off changes only while no order used it (Change its terms). Make another coupon for other terms.`}</p>
        <TextField label="Name" {...field("name")} />
        <TextField
          label="Redeem by"
          type="date"
          {...field("redeemBy")}
          hint="Its codes work until the end of this day, UTC. Empty: no end."
        />
        <TextField
          label="Limit of redemptions"
          inputMode="numeric"
          {...field("limit")}
          hint={`Redeemed ${coupon.times_redeemed} times so far; the limit cannot be lower. Empty: no limit.`}
        />
        <DialogSubmit request={save} label="Save the coupon" pendingLabel="Saving…" />
      </form>
    </Modal>
  );
}
