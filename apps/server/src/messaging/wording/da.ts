import { plural } from "@creator-checkout/core/i18n/formats/da";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "da",
  plural,
  messages: {
    "code.email.subject": "{code} er din loginkode til {creator}",
    "code.email.body": {
      one: "Din loginkode til {creator} er {code}.\n\nDen virker én gang og udløber om {count} minut. Hvis du ikke har bedt om den, kan du se bort fra denne e-mail.",
      other:
        "Din loginkode til {creator} er {code}.\n\nDen virker én gang og udløber om {count} minutter. Hvis du ikke har bedt om den, kan du se bort fra denne e-mail.",
    },
    "code.sms": {
      one: "{code} er din loginkode til {creator}. Den udløber om {count} minut.",
      other: "{code} er din loginkode til {creator}. Den udløber om {count} minutter.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand}, der ender på {last4}",
    "payment.sms": "{subject}. {amount} for {what}. {link}",
    "receipt.subject": "Din kvittering fra {creator}",
    "receipt.thanks": "Tak for din betaling til {creator}.",
    "receipt.amount": "Betalt beløb: {amount}",
    "receipt.promotionCode": "Rabatkode {code}: \u2212{amount}",
    "receipt.date": "Dato: {date}",
    "receipt.paidWith": "Betalt med: {card}",
    "receipt.giftNow":
      "En gave til {recipient}: Vi sender nu en e-mail med et link til at indløse gaven.",
    "receipt.giftLater":
      "En gave til {recipient}: Den {date} sender vi en e-mail med et link til at indløse gaven.",
    "receipt.nextCharge": "Næste betaling: {amount} den {date}",
    "receipt.ends": "Dit abonnement ophører den {date}; der trækkes ikke flere betalinger.",
    "receipt.manage": "Se dine betalinger og administrer dit abonnement: {link}",
    "renewalFailed.subject": "Din betaling til {creator} gik ikke igennem",
    "renewalFailed.tried":
      "Vi forsøgte at trække {amount} for {what}, men betalingen gik ikke igennem.",
    "renewalFailed.triedCard":
      "Vi forsøgte at trække {amount} for {what} på kortet {card}, men betalingen gik ikke igennem.",
    "renewalFailed.confirm": "Din bank beder dig om selv at godkende betalingen.",
    "renewalFailed.reason": "Den angivne årsag: {reason}",
    "renewalFailed.retryConfirm":
      "Du har stadig adgang indtil videre. Vi prøver igen den {date}; hvis du vil beholde dit abonnement uden at vente, kan du godkende betalingen her:",
    "renewalFailed.retryPay":
      "Du har stadig adgang indtil videre. Vi prøver igen den {date}; hvis du vil beholde dit abonnement uden at vente, kan du tilføje eller vælge et kort og betale her:",
    "renewalFailed.ended":
      "Det var det sidste forsøg, så dit abonnement er ophørt. Du kan abonnere igen her:",
    "canceled.subject": "{creator} har opsagt dit abonnement",
    "canceled.given": "{creator} har opsagt dit abonnement på {what}.",
    "resumes.subject": "Dit abonnement genoptages den {date}",
    "resumes.given":
      "Dit sat på pause abonnement på {what} fra {creator} genoptages den {date}; fornyelsen opkræves da.",
    "priceChange.subject": "Prisen på dit abonnement hos {creator} ændres den {date}",
    "priceChange.given":
      "{creator} ændrer prisen på {what} fra {old} til {new}. Intet ændres før din fornyelse den {date}, som opkræves til den nye pris, ligesom de følgende. Hvis du ikke vil fortsætte til den nye pris, kan du opsige inden da.",
    "refund.subject": "Din refusion fra {creator}",
    "refund.given": "{creator} har refunderet {amount} af din betaling på {paid} for {what}.",
    "refund.whole": "Betalingen er nu refunderet fuldt ud.",
    "refund.soFar": "Refunderet af denne betaling indtil nu: {amount}.",
    "refund.toCard":
      "Pengene går tilbage til kortet {card}; bankerne er normalt 5 til 10 dage om at vise dem.",
    "refund.toPaymentCard":
      "Pengene går tilbage til det kort, du betalte med; bankerne er normalt 5 til 10 dage om at vise dem.",
    "refund.subscriptionEnded": "Dit abonnement er ophørt; der bliver ikke trukket flere penge.",
    "gift.subject": "{sender} har sendt dig en gave fra {creator}",
    "gift.greeting": "Hej {recipient},",
    "gift.given": "{sender} har givet dig en gave fra {creator}: {what}.",
    "gift.note": "{sender} skriver: {note}",
    "gift.redeem": "Indløs din gave her (linket virker én gang og gælder i et år):",
    "gift.free": "Den koster dig ingenting og fornyes aldrig af sig selv.",
    "social.title": "Log ind",
    "social.signedIn": "Du er logget ind. Du kan lukke dette vindue.",
    "social.failed": "Login mislykkedes. Du kan lukke dette vindue og prøve igen.",
    "invoice.title": "Faktura {number}",
    "invoice.receipt": "Kvittering {number}",
    "invoice.number": "Fakturanummer",
    "invoice.issued": "Fakturadato",
    "invoice.supplied": "Leveringsdato",
    "invoice.currency": "Valuta",
    "invoice.seller": "Sælger",
    "invoice.buyer": "Køber",
    "invoice.taxId": "Momsnummer: {id}",
    "invoice.description": "Beskrivelse",
    "invoice.amount": "Beløb",
    "invoice.net": "Netto",
    "invoice.rate": "Sats",
    "invoice.tax": "Afgift",
    "invoice.gross": "Brutto",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "I alt med {rate} (netto {net}, afgift {tax})",
    "invoice.total": "I alt",
    "invoice.reverseCharge": "Omvendt betalingspligt",
    "invoice.outsideEu": "Ikke omfattet af EU-moms: leveringsstedet er uden for EU.",
    "invoice.pdfLost":
      "Nogle tegn kan ikke vises i denne PDF; HTML-fakturaen i din betalingshistorik viser dem alle.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Din faktura med sælgerens oplysninger og afgiften ligger i din betalingshistorik: {link}",
    "tax.included": "inkl. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "moms",
    "tax.gst": "GST",
    "team.invited.subject": "Du er inviteret til at drive butikken for {store}",
    "team.invited.owner": "Du er inviteret til teamet for {store} ({username}) som ejer.",
    "team.invited.staff": "Du er inviteret til teamet for {store} ({username}) som medarbejder.",
    "team.invited.readOnly":
      "Du er inviteret til teamet for {store} ({username}) som medlem med læseadgang.",
    "team.invited.accept":
      "Åbn dashboardet, og log ind med denne e-mailadresse, {email}, for at acceptere:",
    "team.invited.until":
      "Invitationen kan accepteres indtil {date}, {time} UTC. Hvis du ikke ventede den, kan du se bort fra denne e-mail.",
    "webhooks.stopped.subject": "Webhooks til {url} er stoppet",
    "webhooks.stopped.greeting": "Hej {creator},",
    "webhooks.stopped.gone":
      "Kassen er holdt op med at sende hændelser til {url}: modtageren svarede 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Kassen er holdt op med at sende hændelser til {url}: hver levering mislykkedes i {count} dag.",
      other:
        "Kassen er holdt op med at sende hændelser til {url}: hver levering mislykkedes i {count} dage.",
    },
    "webhooks.stopped.kept":
      "Hændelser, der sker i mellemtiden, gemmes. Når endpointet svarer igen, aktiverer du det på siden Webhooks i dit dashboard eller med {request}: det, der ventede, sendes så, det ældste først.",
    "webhooks.stopped.publisher": "Udgiver: {username}",
  },
};
