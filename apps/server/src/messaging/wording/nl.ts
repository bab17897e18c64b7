import { plural } from "@creator-checkout/core/i18n/formats/nl";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "nl",
  plural,
  messages: {
    "code.email.subject": "{code} is je inlogcode voor {creator}",
    "code.email.body": {
      one: "Je inlogcode voor {creator} is {code}.\n\nDe code werkt één keer en verloopt over {count} minuut. Heb je deze code niet aangevraagd? Dan kun je deze e-mail negeren.",
      other:
        "Je inlogcode voor {creator} is {code}.\n\nDe code werkt één keer en verloopt over {count} minuten. Heb je deze code niet aangevraagd? Dan kun je deze e-mail negeren.",
    },
    "code.sms": {
      one: "{code} is je inlogcode voor {creator}. De code verloopt over {count} minuut.",
      other: "{code} is je inlogcode voor {creator}. De code verloopt over {count} minuten.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} eindigend op {last4}",
    "payment.sms": "{subject}. {amount} voor {what}. {link}",
    "receipt.subject": "Je betaalbewijs van {creator}",
    "receipt.thanks": "Bedankt voor je betaling aan {creator}.",
    "receipt.amount": "Betaald bedrag: {amount}",
    "receipt.promotionCode": "Kortingscode {code}: \u2212{amount}",
    "receipt.date": "Datum: {date}",
    "receipt.paidWith": "Betaald met: {card}",
    "receipt.giftNow":
      "Een cadeau voor {recipient}: we sturen nu een e-mail met een link om het cadeau te verzilveren.",
    "receipt.giftLater":
      "Een cadeau voor {recipient}: we sturen op {date} een e-mail met een link om het cadeau te verzilveren.",
    "receipt.nextCharge": "Volgende afschrijving: {amount} op {date}",
    "receipt.ends": "Je abonnement eindigt op {date}; daarna wordt er niets meer afgeschreven.",
    "receipt.manage": "Bekijk je betalingen en beheer je abonnement: {link}",
    "renewalFailed.subject": "Je betaling aan {creator} is niet gelukt",
    "renewalFailed.tried":
      "We hebben geprobeerd {amount} voor {what} af te schrijven, maar dat is niet gelukt.",
    "renewalFailed.triedCard":
      "We hebben geprobeerd {amount} voor {what} af te schrijven van je {card}, maar dat is niet gelukt.",
    "renewalFailed.confirm": "Je bank vraagt je om deze betaling zelf te bevestigen.",
    "renewalFailed.reason": "Opgegeven reden: {reason}",
    "renewalFailed.retryConfirm":
      "Je houdt voorlopig toegang. We proberen het op {date} opnieuw; wil je je abonnement houden zonder te wachten, bevestig de betaling dan hier:",
    "renewalFailed.retryPay":
      "Je houdt voorlopig toegang. We proberen het op {date} opnieuw; wil je je abonnement houden zonder te wachten, kies dan hier een kaart of voeg er een toe en betaal:",
    "renewalFailed.ended":
      "Dat was de laatste poging, dus je abonnement is beëindigd. Je kunt je hier opnieuw abonneren:",
    "canceled.subject": "{creator} heeft je abonnement opgezegd",
    "canceled.given": "{creator} heeft je abonnement op {what} opgezegd.",
    "resumes.subject": "Je abonnement wordt hervat op {date}",
    "resumes.given":
      "Je gepauzeerde abonnement op {what} van {creator} wordt hervat op {date}; de verlenging wordt dan in rekening gebracht.",
    "priceChange.subject": "De prijs van je abonnement bij {creator} verandert op {date}",
    "priceChange.given":
      "{creator} wijzigt de prijs van {what} van {old} naar {new}. Er verandert niets tot je verlenging op {date}, die tegen de nieuwe prijs wordt afgeschreven, net als de volgende. Wil je niet doorgaan tegen de nieuwe prijs, dan kun je vóór die datum opzeggen.",
    "refund.subject": "Je terugbetaling van {creator}",
    "refund.given": "{creator} heeft {amount} terugbetaald van je betaling van {paid} voor {what}.",
    "refund.whole": "De betaling is nu volledig terugbetaald.",
    "refund.soFar": "Tot nu toe terugbetaald van deze betaling: {amount}.",
    "refund.toCard":
      "Het geld gaat terug naar je {card}; het duurt bij banken meestal 5 tot 10 dagen voordat je het ziet.",
    "refund.toPaymentCard":
      "Het geld gaat terug naar de kaart waarmee je hebt betaald; het duurt bij banken meestal 5 tot 10 dagen voordat je het ziet.",
    "refund.subscriptionEnded": "Je abonnement is beëindigd; er wordt niets meer afgeschreven.",
    "gift.subject": "{sender} heeft je een cadeau van {creator} gestuurd",
    "gift.greeting": "Hoi {recipient},",
    "gift.given": "{sender} geeft je een cadeau van {creator}: {what}.",
    "gift.note": "{sender} schreef: {note}",
    "gift.redeem": "Verzilver je cadeau hier (de link werkt één keer en is een jaar geldig):",
    "gift.free": "Het kost je niets en wordt nooit vanzelf verlengd.",
    "social.title": "Inloggen",
    "social.signedIn": "Je bent ingelogd. Je kunt dit venster sluiten.",
    "social.failed":
      "Inloggen is niet gelukt. Je kunt dit venster sluiten en het opnieuw proberen.",
    "invoice.title": "Factuur {number}",
    "invoice.receipt": "Ontvangstbewijs {number}",
    "invoice.number": "Factuurnummer",
    "invoice.issued": "Factuurdatum",
    "invoice.supplied": "Datum van levering",
    "invoice.currency": "Valuta",
    "invoice.seller": "Verkoper",
    "invoice.buyer": "Koper",
    "invoice.taxId": "Btw-nummer: {id}",
    "invoice.description": "Omschrijving",
    "invoice.amount": "Bedrag",
    "invoice.net": "Netto",
    "invoice.rate": "Tarief",
    "invoice.tax": "Btw",
    "invoice.gross": "Bruto",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Totaal tegen {rate} (netto {net}, btw {tax})",
    "invoice.total": "Totaal",
    "invoice.reverseCharge": "Btw verlegd",
    "invoice.outsideEu": "Niet onderworpen aan EU-btw: de plaats van de dienst ligt buiten de EU.",
    "invoice.pdfLost":
      "Sommige tekens kunnen in deze pdf niet worden weergegeven; de HTML-factuur in je betaalgeschiedenis toont ze allemaal.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Je factuur, met de gegevens van de verkoper en de btw, staat in je betaalgeschiedenis: {link}",
    "tax.included": "incl. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "btw",
    "tax.gst": "GST",
    "team.invited.subject": "Je bent uitgenodigd om de winkel van {store} te beheren",
    "team.invited.owner":
      "Je bent uitgenodigd voor het team van {store} ({username}) als eigenaar.",
    "team.invited.staff":
      "Je bent uitgenodigd voor het team van {store} ({username}) als medewerker.",
    "team.invited.readOnly":
      "Je bent uitgenodigd voor het team van {store} ({username}) als lid met alleen-lezentoegang.",
    "team.invited.accept":
      "Open het dashboard en log in met dit e-mailadres, {email}, om de uitnodiging te accepteren:",
    "team.invited.until":
      "De uitnodiging kan worden geaccepteerd tot {date}, {time} UTC. Had je deze niet verwacht? Dan kun je deze e-mail negeren.",
    "webhooks.stopped.subject": "Webhooks naar {url} zijn gestopt",
    "webhooks.stopped.greeting": "Hoi {creator},",
    "webhooks.stopped.gone":
      "De checkout stuurt geen gebeurtenissen meer naar {url}: de ontvanger antwoordde 410 Gone.",
    "webhooks.stopped.failing": {
      one: "De checkout stuurt geen gebeurtenissen meer naar {url}: elke aflevering mislukte {count} dag lang.",
      other:
        "De checkout stuurt geen gebeurtenissen meer naar {url}: elke aflevering mislukte {count} dagen lang.",
    },
    "webhooks.stopped.kept":
      "Gebeurtenissen die intussen plaatsvinden, worden bewaard. Zodra het endpoint weer antwoordt, zet je het aan op de Webhooks-pagina van je dashboard of met {request}: wat wachtte, wordt dan verstuurd, het oudste eerst.",
    "webhooks.stopped.publisher": "Uitgever: {username}",
  },
};
