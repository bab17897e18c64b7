import { t } from "../i18n";
/**
 * Checks of a typed card (product.md §5: the field reports complete, error or incomplete). The
 * page's card form uses them to decide when Add Card may be pressed and what to say under each
 * field; the test processor checks the card it tokenises by the same rules, so the two never
 * disagree about a date or a postal code.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unknown";

export interface CardInput {
  number: string;
  /** As typed: "MM/YY". */
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardField = keyof CardInput;

/** Per field: null when complete, else what is missing or wrong, and whether it is final. */
export interface FieldCheck {
  complete: boolean;
  /** Shown at once (a wrong number, a past date); an incomplete field waits for a blur. */
  invalid: string | null;
  incomplete: string | null;
}

export function cardDigits(value: string): string {
  return value.replace(/\D/g, "");
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(30[0-5]|36|38|39)/.test(digits)) return "diners";
  if (/^35/.test(digits)) return "jcb";
  return "unknown";
}

const lengthsByBrand: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
  diners: [14, 16],
  jcb: [16, 19],
  unknown: [16],
};

const usualLengthByBrand: Record<CardBrand, number> = {
  visa: 16,
  mastercard: 16,
  amex: 15,
  discover: 16,
  diners: 14,
  jcb: 16,
  unknown: 16,
};

export function maxCardLength(brand: CardBrand): number {
  return Math.max(...lengthsByBrand[brand]);
}

export function cvcLength(brand: CardBrand): number {
  return brand === "amex" ? 4 : 3;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" as "4242 4242 4242 4242"; American Express as "3782 822463 10005". */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(cardDigits(value));
  const digits = cardDigits(value).slice(0, maxCardLength(brand));
  const groups = brand === "amex" || brand === "diners" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/** "1234" as "12/34"; a lone first digit above 1 is a month ("5" as "05"). */
export function formatExpiry(value: string): string {
  let digits = cardDigits(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and four-digit year of an "MM/YY" expiry; null until both are typed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function checkCardNumber(value: string): FieldCheck {
  const digits = cardDigits(value);
  const brand = cardBrand(digits);
  const lengths = lengthsByBrand[brand];
  if (lengths.includes(digits.length) && passesLuhn(digits)) {
    return { complete: true, invalid: null, incomplete: null };
  }
  // A number as long as the brand's usual one that fails the checksum is wrong (a rare
  // 19-digit Visa may still follow; the message then goes away).
  if (digits.length >= usualLengthByBrand[brand]) {
    return { complete: false, invalid: t("payment.cardCheck.numberInvalid"), incomplete: null };
  }
  return { complete: false, invalid: null, incomplete: t("payment.cardCheck.numberIncomplete") };
}

export function checkExpiry(value: string, now: Date): FieldCheck {
  const expiry = parseExpiry(value);
  if (expiry === null) {
    return {
      complete: false,
      invalid: null,
      incomplete: t("payment.cardCheck.expiryIncomplete"),
    };
  }
  if (expiry.month < 1 || expiry.month > 12) {
    return {
      complete: false,
      invalid: t("payment.cardCheck.monthInvalid"),
      incomplete: null,
    };
  }
  if (hasExpired(expiry, now)) {
    return {
      complete: false,
      invalid: t("payment.cardCheck.expiryPast"),
      incomplete: null,
    };
  }
  return { complete: true, invalid: null, incomplete: null };
}

export function checkCvc(value: string, brand: CardBrand): FieldCheck {
  const digits = cardDigits(value);
  if (digits.length === cvcLength(brand)) {
    return { complete: true, invalid: null, incomplete: null };
  }
  if (digits.length > cvcLength(brand)) {
    return { complete: false, invalid: t("payment.cardCheck.cvcInvalid"), incomplete: null };
  }
  return { complete: false, invalid: null, incomplete: t("payment.cardCheck.cvcIncomplete") };
}

/**
 * A card is good through the last day of its expiry month. The month is UTC's, on the page and
 * on the server alike: a card typed at 23:30 on its last day is not refused by one and taken
 * by the other.
 */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** Three to ten letters, digits, spaces or hyphens, starting and ending with a letter or digit. */
export function isPostalCode(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value.trim());
}

export function checkPostalCode(value: string): FieldCheck {
  if (isPostalCode(value)) {
    return { complete: true, invalid: null, incomplete: null };
  }
  return { complete: false, invalid: null, incomplete: t("payment.cardCheck.postalIncomplete") };
}

/** Every field's check, in the order the form shows them. */
export function checkCard(card: CardInput, now: Date): Record<CardField, FieldCheck> {
  return {
    number: checkCardNumber(card.number),
    expiry: checkExpiry(card.expiry, now),
    cvc: checkCvc(card.cvc, cardBrand(cardDigits(card.number))),
    postalCode: checkPostalCode(card.postalCode),
  };
}
