import { AppError } from "../../app-error";

export const subscriptionErrors = {
  notFound: () =>
    new AppError("SUBSCRIPTION_NOT_FOUND", 404, "There is no such subscription of yours here."),
  notRecurring: () =>
    new AppError(
      "NOT_RECURRING",
      409,
      "This does not renew, so there is nothing to cancel or resume.",
    ),
  ended: () =>
    new AppError(
      "SUBSCRIPTION_ENDED",
      409,
      "This subscription has ended. You can subscribe again from this page.",
    ),
  fixedTerm: () =>
    new AppError(
      "NOT_RECURRING",
      409,
      "This subscription was a gift for a fixed term and ends on its date. Subscribe from this page to keep it after that.",
    ),
  nothingOverdue: () =>
    new AppError("NOTHING_OVERDUE", 409, "Nothing is owed on this subscription; it is paid up."),
  nothingToSwitch: () =>
    new AppError(
      "SUBSCRIPTION_NOT_FOUND",
      404,
      "You have no subscription here to switch from. Buy the option instead.",
    ),
  switchToOneTime: () =>
    new AppError(
      "NOT_RECURRING",
      409,
      "Only another subscription option can replace a subscription. Buy this one instead.",
    ),
  notSoldInCurrency: (currency: string, offered: string[]) =>
    new AppError(
      "CURRENCY_NOT_OFFERED",
      422,
      `Your subscription is paid in ${currency}, and this option is not sold in ${currency}; it is sold in ${offered.join(", ")}. Choose an option sold in ${currency}.`,
    ),
  sameOption: () =>
    new AppError("ALREADY_SUBSCRIBED", 409, "You already have this option. Choose another one."),
  unableToSwitchNow: (reason: string) => new AppError("UNABLE_TO_SWITCH_NOW", 409, reason),
  amountChanged: (amountText: string) =>
    new AppError(
      "SWITCH_AMOUNT_CHANGED",
      409,
      `Switching now costs ${amountText} at this moment, not the amount you were shown. Nothing was charged; check the new amount and try again.`,
    ),
  paymentUnderWay: () =>
    new AppError(
      "PURCHASE_IN_PROGRESS",
      409,
      "A payment for this subscription is under way. Please try again in a moment.",
    ),
  pauseNotOffered: () =>
    new AppError("PAUSE_NOT_OFFERED", 422, "This store does not offer pausing a subscription."),
  pauseTooLong: (most: number) =>
    new AppError(
      "PAUSE_TOO_LONG",
      422,
      most === 1
        ? "This store lets you pause for one period at most. Choose one period."
        : `This store lets you pause for at most ${most} periods. Choose ${most} or fewer.`,
    ),
  alreadyPaused: () =>
    new AppError(
      "ALREADY_PAUSED",
      409,
      "This subscription is already paused. Resume it before pausing it again.",
    ),
  notPausable: (reason: string) => new AppError("NOT_PAUSABLE", 409, reason),
  reasonNotOffered: () =>
    new AppError(
      "REASON_NOT_OFFERED",
      422,
      "This store does not list that reason. Choose one of the reasons the page shows, or none.",
    ),
  // An offer in the cancel step (docs/decisions/182).
  offerNotMade: (reason: string) => new AppError("OFFER_NOT_MADE", 422, reason),
  offerAlreadyTaken: () =>
    new AppError(
      "OFFER_ALREADY_TAKEN",
      409,
      "This subscription has already taken the store's discount; it is offered once.",
    ),
};
