import type { PluralCategory, PluralForms } from "@creator-checkout/core/i18n";

/**
 * Every sentence the checkout e-mails or texts a buyer, in English, the source of each
 * language's wording (docs/decisions/107). Kept on the server: the page never downloads them.
 */
export const englishWording = {
  "code.email.subject": "{code} is your {creator} sign-in code",
  "code.email.body": {
    one: "Your sign-in code for {creator} is {code}.\n\nIt works once and expires in {count} minute. If you did not ask for it, you can ignore this e-mail.",
    other:
      "Your sign-in code for {creator} is {code}.\n\nIt works once and expires in {count} minutes. If you did not ask for it, you can ignore this e-mail.",
  },
  "code.sms": {
    one: "{code} is your {creator} sign-in code. It expires in {count} minute.",
    other: "{code} is your {creator} sign-in code. It expires in {count} minutes.",
  },
  "payment.what": "{product}: {option}",
  "payment.card": "{brand} ending in {last4}",
  "payment.sms": "{subject}. {amount} for {what}. {link}",
  "receipt.subject": "Your receipt from {creator}",
  "receipt.thanks": "Thank you for your payment to {creator}.",
  "receipt.amount": "Amount paid: {amount}",
  "receipt.promotionCode": "Promotion code {code}: \u2212{amount}",
  "receipt.date": "Date: {date}",
  "receipt.paidWith": "Paid with: {card}",
  "receipt.giftNow": "A gift for {recipient}: we e-mail them a link to redeem it now.",
  "receipt.giftLater": "A gift for {recipient}: we e-mail them a link to redeem it on {date}.",
  "receipt.nextCharge": "Next charge: {amount} on {date}",
  "receipt.ends": "Your subscription ends on {date}; no further charges.",
  "receipt.manage": "See your payments and manage your subscription: {link}",
  "renewalFailed.subject": "Your payment to {creator} did not go through",
  "renewalFailed.tried": "We tried to charge {amount} for {what}, and it did not go through.",
  "renewalFailed.triedCard":
    "We tried to charge {amount} for {what} to your {card}, and it did not go through.",
  "renewalFailed.confirm": "Your bank asks you to confirm this payment yourself.",
  "renewalFailed.reason": "The reason given: {reason}",
  "renewalFailed.retryConfirm":
    "Your access continues for now. We will try again on {date}; to keep your subscription without waiting, confirm the payment here:",
  "renewalFailed.retryPay":
    "Your access continues for now. We will try again on {date}; to keep your subscription without waiting, add or choose a card and pay here:",
  "renewalFailed.ended":
    "That was the last try, so your subscription has ended. You can subscribe again here:",
  "canceled.subject": "{creator} canceled your subscription",
  "canceled.given": "{creator} canceled your subscription to {what}.",
  "resumes.subject": "Your subscription resumes on {date}",
  "resumes.given":
    "Your paused subscription to {what} from {creator} resumes on {date}; its renewal is charged then.",
  "priceChange.subject": "The price of your subscription from {creator} changes on {date}",
  "priceChange.given":
    "{creator} is changing the price of {what} from {old} to {new}. Nothing changes until your renewal on {date}, which is charged the new price, as are those after it. If you would rather not go on at the new price, you can cancel before then.",
  "refund.subject": "Your refund from {creator}",
  "refund.given": "{creator} refunded {amount} of your payment of {paid} for {what}.",
  "refund.whole": "The payment is now refunded in full.",
  "refund.soFar": "Refunded of this payment so far: {amount}.",
  "refund.toCard":
    "The money goes back to your {card}; banks usually take 5 to 10 days to show it.",
  "refund.toPaymentCard":
    "The money goes back to the card you paid with; banks usually take 5 to 10 days to show it.",
  "refund.subscriptionEnded": "Your subscription has ended; nothing more will be charged.",
  "gift.subject": "{sender} sent you a gift from {creator}",
  "gift.greeting": "Hi {recipient},",
  "gift.given": "{sender} gave you a gift from {creator}: {what}.",
  "gift.note": "{sender} wrote: {note}",
  "gift.redeem": "Redeem your gift here (the link works once, for a year):",
  "gift.free": "It costs you nothing and never renews by itself.",
  "social.title": "Sign-in",
  "social.signedIn": "You are signed in. You can close this window.",
  "social.failed": "The sign-in did not work. You can close this window and try again.",
  "invoice.title": "Invoice {number}",
  "invoice.receipt": "Receipt {number}",
  "invoice.number": "Invoice number",
  "invoice.issued": "Date of issue",
  "invoice.supplied": "Date of supply",
  "invoice.currency": "Currency",
  "invoice.seller": "Seller",
  "invoice.buyer": "Buyer",
  "invoice.taxId": "VAT number: {id}",
  "invoice.description": "Description",
  "invoice.amount": "Amount",
  "invoice.net": "Net",
  "invoice.rate": "Rate",
  "invoice.tax": "Tax",
  "invoice.gross": "Gross",
  "invoice.percent": "{rate}%",
  "invoice.totalAt": "Total at {rate} (net {net}, tax {tax})",
  "invoice.total": "Total",
  "invoice.reverseCharge": "Reverse charge",
  "invoice.outsideEu": "Not subject to EU VAT: the place of supply is outside the EU.",
  "invoice.pdfLost":
    "Some characters cannot be shown in this PDF; the HTML invoice in your payment history shows them all.",
  "receipt.tax": "{label}: {amount}",
  "receipt.invoice":
    "Your invoice, with the seller's details and the tax, is in your payment history: {link}",
  "tax.included": "incl. {tax} {rate}",
  "tax.added": "{tax} {rate} ({country})",
  "tax.vat": "VAT",
  "tax.gst": "GST",
  "team.invited.subject": "You are invited to run {store}'s store",
  "team.invited.owner": "You are invited to the team of {store} ({username}) as an owner.",
  "team.invited.staff": "You are invited to the team of {store} ({username}) as staff.",
  "team.invited.readOnly":
    "You are invited to the team of {store} ({username}) as a read-only member.",
  "team.invited.accept":
    "Open the dashboard and sign in with this e-mail address, {email}, to accept:",
  "team.invited.until":
    "The invitation can be accepted until {date}, {time} UTC. If you did not expect it, you can ignore this e-mail.",
  "webhooks.stopped.subject": "Webhooks to {url} are stopped",
  "webhooks.stopped.greeting": "Hello {creator},",
  "webhooks.stopped.gone":
    "The checkout stopped sending events to {url}: the receiver answered 410 Gone.",
  "webhooks.stopped.failing": {
    one: "The checkout stopped sending events to {url}: every delivery failed for {count} day.",
    other: "The checkout stopped sending events to {url}: every delivery failed for {count} days.",
  },
  "webhooks.stopped.kept":
    "Events that happen meanwhile are kept. Once the endpoint answers again, enable it on your dashboard's Webhooks page, or with {request}: what waited is sent then, oldest first.",
  "webhooks.stopped.publisher": "Publisher: {username}",
} as const;

export type WordingKey = keyof typeof englishWording;

/** One language's wording: every key of English's, each a sentence or its plural forms. */
export interface WordingBookOf {
  locale: string;
  plural: (count: number) => PluralCategory;
  messages: Readonly<Record<WordingKey, string | PluralForms>>;
}
