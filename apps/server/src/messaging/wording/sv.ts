import { plural } from "@creator-checkout/core/i18n/formats/sv";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "sv",
  plural,
  messages: {
    "code.email.subject": "{code} är din inloggningskod för {creator}",
    "code.email.body": {
      one: "Din inloggningskod för {creator} är {code}.\n\nDen fungerar en gång och går ut om {count} minut. Om du inte har begärt den kan du bortse från det här mejlet.",
      other:
        "Din inloggningskod för {creator} är {code}.\n\nDen fungerar en gång och går ut om {count} minuter. Om du inte har begärt den kan du bortse från det här mejlet.",
    },
    "code.sms": {
      one: "{code} är din inloggningskod för {creator}. Den går ut om {count} minut.",
      other: "{code} är din inloggningskod för {creator}. Den går ut om {count} minuter.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} som slutar på {last4}",
    "payment.sms": "{subject}. {amount} för {what}. {link}",
    "receipt.subject": "Ditt kvitto från {creator}",
    "receipt.thanks": "Tack för din betalning till {creator}.",
    "receipt.amount": "Betalt belopp: {amount}",
    "receipt.promotionCode": "Rabattkod {code}: \u2212{amount}",
    "receipt.date": "Datum: {date}",
    "receipt.paidWith": "Betalat med: {card}",
    "receipt.giftNow":
      "En present till {recipient}: vi skickar nu ett mejl med en länk för att lösa in presenten.",
    "receipt.giftLater":
      "En present till {recipient}: den {date} skickar vi ett mejl med en länk för att lösa in presenten.",
    "receipt.nextCharge": "Nästa dragning: {amount} den {date}",
    "receipt.ends": "Din prenumeration upphör den {date}; inga fler dragningar görs.",
    "receipt.manage": "Se dina betalningar och hantera din prenumeration: {link}",
    "renewalFailed.subject": "Din betalning till {creator} gick inte igenom",
    "renewalFailed.tried": "Vi försökte dra {amount} för {what}, men betalningen gick inte igenom.",
    "renewalFailed.triedCard":
      "Vi försökte dra {amount} för {what} från kortet {card}, men betalningen gick inte igenom.",
    "renewalFailed.confirm": "Din bank vill att du bekräftar betalningen själv.",
    "renewalFailed.reason": "Angiven orsak: {reason}",
    "renewalFailed.retryConfirm":
      "Du har kvar din åtkomst tills vidare. Vi försöker igen den {date}; vill du behålla prenumerationen utan att vänta kan du bekräfta betalningen här:",
    "renewalFailed.retryPay":
      "Du har kvar din åtkomst tills vidare. Vi försöker igen den {date}; vill du behålla prenumerationen utan att vänta kan du lägga till eller välja ett kort och betala här:",
    "renewalFailed.ended":
      "Det var sista försöket, så din prenumeration har upphört. Du kan prenumerera igen här:",
    "canceled.subject": "{creator} har sagt upp din prenumeration",
    "canceled.given": "{creator} har sagt upp din prenumeration på {what}.",
    "resumes.subject": "Din prenumeration återupptas den {date}",
    "resumes.given":
      "Din pausade prenumeration på {what} från {creator} återupptas den {date}; förnyelsen debiteras då.",
    "priceChange.subject": "Priset på ditt abonnemang hos {creator} ändras den {date}",
    "priceChange.given":
      "{creator} ändrar priset på {what} från {old} till {new}. Inget ändras före din förnyelse den {date}, som debiteras till det nya priset, liksom de följande. Om du inte vill fortsätta till det nya priset kan du säga upp före dess.",
    "refund.subject": "Din återbetalning från {creator}",
    "refund.given": "{creator} har återbetalat {amount} av din betalning på {paid} för {what}.",
    "refund.whole": "Betalningen är nu återbetald i sin helhet.",
    "refund.soFar": "Hittills återbetalt av den här betalningen: {amount}.",
    "refund.toCard":
      "Pengarna går tillbaka till kortet {card}; det tar oftast 5 till 10 dagar innan banken visar dem.",
    "refund.toPaymentCard":
      "Pengarna går tillbaka till kortet du betalade med; det tar oftast 5 till 10 dagar innan banken visar dem.",
    "refund.subscriptionEnded": "Din prenumeration har upphört; inget mer kommer att dras.",
    "gift.subject": "{sender} har skickat en present från {creator} till dig",
    "gift.greeting": "Hej {recipient}!",
    "gift.given": "{sender} har gett dig en present från {creator}: {what}.",
    "gift.note": "{sender} skriver: {note}",
    "gift.redeem": "Lös in din present här (länken fungerar en gång och gäller i ett år):",
    "gift.free": "Den kostar dig ingenting och förnyas aldrig av sig själv.",
    "social.title": "Inloggning",
    "social.signedIn": "Du är inloggad. Du kan stänga det här fönstret.",
    "social.failed":
      "Inloggningen fungerade inte. Du kan stänga det här fönstret och försöka igen.",
    "invoice.title": "Faktura {number}",
    "invoice.receipt": "Kvitto {number}",
    "invoice.number": "Fakturanummer",
    "invoice.issued": "Fakturadatum",
    "invoice.supplied": "Leveransdatum",
    "invoice.currency": "Valuta",
    "invoice.seller": "Säljare",
    "invoice.buyer": "Köpare",
    "invoice.taxId": "Momsregistreringsnummer: {id}",
    "invoice.description": "Beskrivning",
    "invoice.amount": "Belopp",
    "invoice.net": "Netto",
    "invoice.rate": "Sats",
    "invoice.tax": "Skatt",
    "invoice.gross": "Brutto",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Summa med {rate} (netto {net}, skatt {tax})",
    "invoice.total": "Summa",
    "invoice.reverseCharge": "Omvänd betalningsskyldighet",
    "invoice.outsideEu": "Omfattas inte av EU-moms: platsen för tillhandahållandet är utanför EU.",
    "invoice.pdfLost":
      "Vissa tecken kan inte visas i den här PDF-filen; HTML-fakturan i din betalningshistorik visar alla.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Din faktura, med säljarens uppgifter och skatten, finns i din betalningshistorik: {link}",
    "tax.included": "inkl. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "moms",
    "tax.gst": "GST",
    "team.invited.subject": "Du är inbjuden att driva butiken för {store}",
    "team.invited.owner": "Du är inbjuden till teamet för {store} ({username}) som ägare.",
    "team.invited.staff": "Du är inbjuden till teamet för {store} ({username}) som personal.",
    "team.invited.readOnly":
      "Du är inbjuden till teamet för {store} ({username}) som medlem med läsbehörighet.",
    "team.invited.accept":
      "Öppna instrumentpanelen och logga in med den här e-postadressen, {email}, för att tacka ja:",
    "team.invited.until":
      "Inbjudan kan accepteras till {date}, {time} UTC. Om du inte väntade dig den kan du bortse från det här mejlet.",
    "webhooks.stopped.subject": "Webhooks till {url} är stoppade",
    "webhooks.stopped.greeting": "Hej {creator}!",
    "webhooks.stopped.gone":
      "Kassan har slutat skicka händelser till {url}: mottagaren svarade 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Kassan har slutat skicka händelser till {url}: varje leverans misslyckades i {count} dag.",
      other:
        "Kassan har slutat skicka händelser till {url}: varje leverans misslyckades i {count} dagar.",
    },
    "webhooks.stopped.kept":
      "Händelser som inträffar under tiden sparas. När slutpunkten svarar igen aktiverar du den på sidan Webhooks i instrumentpanelen, eller med {request}: det som väntat skickas då, det äldsta först.",
    "webhooks.stopped.publisher": "Utgivare: {username}",
  },
};
