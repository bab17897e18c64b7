import type { ProductType } from "../catalog";
import { t } from "../i18n/active-catalog";
import { formatDate } from "../pricing/format-date";

/** The heading of the success card (product.md §2). */
export function successTitle(): string {
  return t("checkout.success.title");
}

/**
 * product.md §8's message for each product type. The spec gives none for pledgeMode or group, so we
 * reuse its own sentences: a pledge is a contribution, like a donation, and a group is a
 * subscription shared by its members, with a trial like any subscription.
 */
export function successMessage(productType: ProductType, isTrial: boolean): string {
  switch (productType) {
    case "subscription":
    case "group":
      return t(isTrial ? "checkout.success.subscriptionTrial" : "checkout.success.subscription");
    case "pass":
      return t("checkout.success.pass");
    case "donation":
    case "pledgeMode":
    case "unknown":
      return t("checkout.success.payment");
  }
}

export interface SwitchSuccessInput {
  optionTitle: string;
  productTitle: string;
  /** "now" when the switch was made at once, "later" when it waits for the period's end. */
  timing: "now" | "later";
  /**
   * The subscription's period end after the switch: the next renewal, at the new option's price,
   * after a switch now; the moment the switch takes effect after a switch later. Null when the
   * server gave none.
   */
  periodEnd: Date | null;
}

/**
 * The success card's sentence after a switch (product.md §2 "Success card", our words: the spec
 * gives none): what changed, and when.
 */
export function switchSuccessMessage({
  optionTitle,
  productTitle,
  timing,
  periodEnd,
}: SwitchSuccessInput): string {
  const what = { option: optionTitle, product: productTitle };
  if (timing === "now") {
    return periodEnd
      ? t("checkout.success.switchedNowRenews", { ...what, date: formatDate(periodEnd) })
      : t("checkout.success.switchedNow", what);
  }
  return periodEnd
    ? t("checkout.success.switchLaterOn", { ...what, date: formatDate(periodEnd) })
    : t("checkout.success.switchLater", what);
}

/** What the success card tells the buyer about: a purchase, a gift given or redeemed, a switch. */
export type SuccessOutcome =
  | { kind: "purchase"; productType: ProductType; isTrial: boolean }
  | { kind: "gift"; recipientFirstName: string; deliverAt: Date | null }
  | { kind: "redeemed"; productTitle: string; until: Date | null }
  | ({ kind: "switch" } & SwitchSuccessInput);

/**
 * The success card's sentence. It is worded by the card itself, in its own download, so none of
 * these words are in the page's first view (docs/decisions/121). A gift says where it goes, since
 * nothing was activated for the giver.
 */
export function successSentence(outcome: SuccessOutcome): string {
  switch (outcome.kind) {
    case "purchase":
      return successMessage(outcome.productType, outcome.isTrial);
    case "gift": {
      const name = outcome.recipientFirstName;
      return outcome.deliverAt
        ? t("gift.paidOn", { name, date: formatDate(outcome.deliverAt) })
        : t("gift.paid", { name });
    }
    case "redeemed": {
      const product = outcome.productTitle;
      return outcome.until
        ? t("gift.redeem.doneUntil", { product, date: formatDate(outcome.until) })
        : t("gift.redeem.done", { product });
    }
    case "switch":
      return switchSuccessMessage(outcome);
  }
}
