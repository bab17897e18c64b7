import { plural } from "@creator-checkout/core/i18n/formats/nb";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "nb",
  plural,
  messages: {
    "code.email.subject": "{code} er påloggingskoden din for {creator}",
    "code.email.body": {
      one: "Påloggingskoden din for {creator} er {code}.\n\nDen kan brukes én gang og utløper om {count} minutt. Hvis du ikke ba om den, kan du se bort fra denne e-posten.",
      other:
        "Påloggingskoden din for {creator} er {code}.\n\nDen kan brukes én gang og utløper om {count} minutter. Hvis du ikke ba om den, kan du se bort fra denne e-posten.",
    },
    "code.sms": {
      one: "{code} er påloggingskoden din for {creator}. Den utløper om {count} minutt.",
      other: "{code} er påloggingskoden din for {creator}. Den utløper om {count} minutter.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} som slutter på {last4}",
    "payment.sms": "{subject}. {amount} for {what}. {link}",
    "receipt.subject": "Kvitteringen din fra {creator}",
    "receipt.thanks": "Takk for betalingen din til {creator}.",
    "receipt.amount": "Betalt beløp: {amount}",
    "receipt.promotionCode": "Rabattkode {code}: \u2212{amount}",
    "receipt.date": "Dato: {date}",
    "receipt.paidWith": "Betalt med: {card}",
    "receipt.giftNow":
      "En gave til {recipient}: Vi sender nå en e-post med en lenke for å løse inn gaven.",
    "receipt.giftLater":
      "En gave til {recipient}: Den {date} sender vi en e-post med en lenke for å løse inn gaven.",
    "receipt.nextCharge": "Neste trekk: {amount} den {date}",
    "receipt.ends": "Abonnementet ditt avsluttes den {date}; det blir ikke trukket mer.",
    "receipt.manage": "Se betalingene dine og administrer abonnementet ditt: {link}",
    "renewalFailed.subject": "Betalingen din til {creator} gikk ikke gjennom",
    "renewalFailed.tried":
      "Vi prøvde å trekke {amount} for {what}, men betalingen gikk ikke gjennom.",
    "renewalFailed.triedCard":
      "Vi prøvde å trekke {amount} for {what} fra kortet {card}, men betalingen gikk ikke gjennom.",
    "renewalFailed.confirm": "Banken din ber deg bekrefte denne betalingen selv.",
    "renewalFailed.reason": "Oppgitt årsak: {reason}",
    "renewalFailed.retryConfirm":
      "Du beholder tilgangen inntil videre. Vi prøver igjen den {date}; vil du beholde abonnementet uten å vente, kan du bekrefte betalingen her:",
    "renewalFailed.retryPay":
      "Du beholder tilgangen inntil videre. Vi prøver igjen den {date}; vil du beholde abonnementet uten å vente, kan du legge til eller velge et kort og betale her:",
    "renewalFailed.ended":
      "Det var siste forsøk, så abonnementet ditt er avsluttet. Du kan abonnere på nytt her:",
    "canceled.subject": "{creator} har sagt opp abonnementet ditt",
    "canceled.given": "{creator} har sagt opp abonnementet ditt på {what}.",
    "resumes.subject": "Abonnementet ditt fortsetter {date}",
    "resumes.given":
      "Det pausede abonnementet ditt på {what} fra {creator} fortsetter {date}; fornyelsen belastes da.",
    "priceChange.subject": "Prisen på abonnementet ditt hos {creator} endres {date}",
    "priceChange.given":
      "{creator} endrer prisen på {what} fra {old} til {new}. Ingenting endres før fornyelsen din {date}, som belastes med den nye prisen, i likhet med de neste. Hvis du ikke vil fortsette til den nye prisen, kan du si opp før det.",
    "refund.subject": "Refusjonen din fra {creator}",
    "refund.given": "{creator} har refundert {amount} av betalingen din på {paid} for {what}.",
    "refund.whole": "Betalingen er nå refundert i sin helhet.",
    "refund.soFar": "Refundert av denne betalingen så langt: {amount}.",
    "refund.toCard":
      "Pengene går tilbake til kortet {card}; det tar vanligvis 5 til 10 dager før banken viser dem.",
    "refund.toPaymentCard":
      "Pengene går tilbake til kortet du betalte med; det tar vanligvis 5 til 10 dager før banken viser dem.",
    "refund.subscriptionEnded": "Abonnementet ditt er avsluttet; det blir ikke trukket mer.",
    "gift.subject": "{sender} har sendt deg en gave fra {creator}",
    "gift.greeting": "Hei {recipient}!",
    "gift.given": "{sender} har gitt deg en gave fra {creator}: {what}.",
    "gift.note": "{sender} skriver: {note}",
    "gift.redeem": "Løs inn gaven din her (lenken virker én gang og gjelder i ett år):",
    "gift.free": "Den koster deg ingenting og fornyes aldri av seg selv.",
    "social.title": "Innlogging",
    "social.signedIn": "Du er logget inn. Du kan lukke dette vinduet.",
    "social.failed": "Innloggingen mislyktes. Du kan lukke dette vinduet og prøve igjen.",
    "invoice.title": "Faktura {number}",
    "invoice.receipt": "Kvittering {number}",
    "invoice.number": "Fakturanummer",
    "invoice.issued": "Fakturadato",
    "invoice.supplied": "Leveringsdato",
    "invoice.currency": "Valuta",
    "invoice.seller": "Selger",
    "invoice.buyer": "Kjøper",
    "invoice.taxId": "MVA-nummer: {id}",
    "invoice.description": "Beskrivelse",
    "invoice.amount": "Beløp",
    "invoice.net": "Netto",
    "invoice.rate": "Sats",
    "invoice.tax": "Avgift",
    "invoice.gross": "Brutto",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Sum med {rate} (netto {net}, avgift {tax})",
    "invoice.total": "Sum",
    "invoice.reverseCharge": "Omvendt avgiftsplikt",
    "invoice.outsideEu": "Ikke omfattet av EUs merverdiavgift: leveringsstedet er utenfor EU.",
    "invoice.pdfLost":
      "Noen tegn kan ikke vises i denne PDF-en; HTML-fakturaen i betalingshistorikken din viser alle.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Fakturaen din, med selgerens opplysninger og avgiften, ligger i betalingshistorikken din: {link}",
    "tax.included": "inkl. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "mva.",
    "tax.gst": "GST",
    "team.invited.subject": "Du er invitert til å drive butikken til {store}",
    "team.invited.owner": "Du er invitert til teamet til {store} ({username}) som eier.",
    "team.invited.staff": "Du er invitert til teamet til {store} ({username}) som ansatt.",
    "team.invited.readOnly":
      "Du er invitert til teamet til {store} ({username}) som medlem med lesetilgang.",
    "team.invited.accept":
      "Åpne kontrollpanelet og logg på med denne e-postadressen, {email}, for å godta:",
    "team.invited.until":
      "Invitasjonen kan godtas til {date}, {time} UTC. Hvis du ikke ventet den, kan du se bort fra denne e-posten.",
    "webhooks.stopped.subject": "Webhooks til {url} er stoppet",
    "webhooks.stopped.greeting": "Hei {creator}!",
    "webhooks.stopped.gone":
      "Kassen har sluttet å sende hendelser til {url}: mottakeren svarte 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Kassen har sluttet å sende hendelser til {url}: hver levering mislyktes i {count} dag.",
      other:
        "Kassen har sluttet å sende hendelser til {url}: hver levering mislyktes i {count} dager.",
    },
    "webhooks.stopped.kept":
      "Hendelser som skjer i mellomtiden, tas vare på. Når endepunktet svarer igjen, slår du det på på Webhooks-siden i kontrollpanelet eller med {request}: det som ventet, sendes da, det eldste først.",
    "webhooks.stopped.publisher": "Utgiver: {username}",
  },
};
