import { t } from "@creator-checkout/core/i18n";
/** product.md §3: the brands with an icon of their own; any other brand gets the default icon. */
export type IconBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "default";

// Brands are names, said alike in every language; only the word for an unknown brand is one.
const names: Record<Exclude<IconBrand, "default">, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
};

/** Maps a brand as providers spell it ("American Express", "diners_club", "MasterCard"). */
export function iconBrand(brand: string): IconBrand {
  const key = brand.toLowerCase().replace(/[^a-z]/g, "");
  if (key === "americanexpress") return "amex";
  if (key.startsWith("diners")) return "diners";
  return key in names ? (key as IconBrand) : "default";
}

export function brandName(brand: string): string {
  const icon = iconBrand(brand);
  return icon === "default" ? t("payment.card.unknownBrand") : names[icon];
}

/** product.md §3: expiry shown as month / two-digit year, "04/29". */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

/** "Visa ending in 4242": how a card is named to a screen reader. */
export function cardName({ brand, last4 }: { brand: string; last4: string }): string {
  return t("payment.card.name", { brand: brandName(brand), last4 });
}
