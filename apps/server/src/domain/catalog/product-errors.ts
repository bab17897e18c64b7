import { AppError, badRequest } from "../../app-error";

/** The sentences a product's change is refused with (docs/decisions/174). */
export const productErrors = {
  gone: () =>
    new AppError(
      "NOT_FOUND",
      404,
      "This product is not in your store. Open the products again to see what is there.",
    ),
  changed: () =>
    new AppError(
      "PRODUCT_CHANGED",
      409,
      "This product was changed since you opened it. Open it again to see what changed, then make your change again.",
    ),
  idTaken: () =>
    new AppError(
      "CATALOG_CONFLICT",
      409,
      "An id in this product belongs to another product. Open the products again and make it anew.",
    ),
  unknownNewsletter: () =>
    badRequest("A newsletter this product names is not one of your store's newsletters."),
  kindSold: () =>
    new AppError(
      "OPTION_SOLD",
      409,
      "This product has been bought, so its kind stays as it was sold. Make a new product of the other kind.",
    ),
  billingSold: (title: string) =>
    new AppError(
      "OPTION_SOLD",
      409,
      `"${title}" has been bought, so how it bills (its cycle and trial) stays as its buyers bought it. Its prices may change; for other billing, add a new option.`,
    ),
  soldRemoved: (title: string) =>
    new AppError(
      "OPTION_IN_USE",
      409,
      `"${title}" has been bought, so it stays in the product: its orders and subscribers refer to it. Archive it to stop selling it.`,
    ),
  optionGone: () =>
    new AppError(
      "NOT_FOUND",
      404,
      "This option is not in your store. Open the products again to see what is there.",
    ),
  priceMoveOnce: (title: string) =>
    new AppError(
      "OPTION_NOT_RECURRING",
      409,
      `"${title}" does not renew: each of its buyers paid once, at the price they were shown, so there is nothing to move.`,
    ),
  priceMoveChosen: (title: string) =>
    new AppError(
      "OPTION_NOT_RECURRING",
      409,
      `Buyers of "${title}" choose what they pay, so there is no price to move them to.`,
    ),
  couponRemoved: (title: string) =>
    new AppError(
      "OPTION_IN_USE",
      409,
      `A coupon names "${title}", so it stays in the product while that coupon is kept.`,
    ),
};

/** The sentences a newsletter's change is refused with (docs/decisions/180). */
export const newsletterErrors = {
  gone: () =>
    new AppError(
      "NOT_FOUND",
      404,
      "This newsletter is not in your store. Open the newsletters again to see what is there.",
    ),
  changed: () =>
    new AppError(
      "NEWSLETTER_CHANGED",
      409,
      "This newsletter was changed since you opened it. Open it again to see what changed, then make your change again.",
    ),
  idTaken: () =>
    new AppError(
      "CATALOG_CONFLICT",
      409,
      "This newsletter's id belongs to another newsletter. Open the newsletters again and make it anew.",
    ),
};
