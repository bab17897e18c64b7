import { plural } from "@creator-checkout/core/i18n/formats/de";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "de",
  plural,
  messages: {
    "code.email.subject": "{code} ist Ihr Anmeldecode für {creator}",
    "code.email.body": {
      one: "Ihr Anmeldecode für {creator} lautet {code}.\n\nEr ist nur einmal gültig und läuft in {count} Minute ab. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
      other:
        "Ihr Anmeldecode für {creator} lautet {code}.\n\nEr ist nur einmal gültig und läuft in {count} Minuten ab. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.",
    },
    "code.sms": {
      one: "{code} ist Ihr Anmeldecode für {creator}. Er läuft in {count} Minute ab.",
      other: "{code} ist Ihr Anmeldecode für {creator}. Er läuft in {count} Minuten ab.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} mit den Endziffern {last4}",
    "payment.sms": "{subject}. {amount} für {what}. {link}",
    "receipt.subject": "Ihre Quittung von {creator}",
    "receipt.thanks": "Vielen Dank für Ihre Zahlung an {creator}.",
    "receipt.amount": "Gezahlter Betrag: {amount}",
    "receipt.promotionCode": "Aktionscode {code}: \u2212{amount}",
    "receipt.date": "Datum: {date}",
    "receipt.paidWith": "Bezahlt mit: {card}",
    "receipt.giftNow":
      "Ein Geschenk für {recipient}: Wir senden der beschenkten Person jetzt per E-Mail einen Link zum Einlösen.",
    "receipt.giftLater":
      "Ein Geschenk für {recipient}: Wir senden der beschenkten Person am {date} per E-Mail einen Link zum Einlösen.",
    "receipt.nextCharge": "Nächste Abbuchung: {amount} am {date}",
    "receipt.ends": "Ihr Abonnement endet am {date}; danach wird nichts mehr abgebucht.",
    "receipt.manage": "Ihre Zahlungen ansehen und Ihr Abonnement verwalten: {link}",
    "renewalFailed.subject": "Ihre Zahlung an {creator} ist fehlgeschlagen",
    "renewalFailed.tried": "Wir konnten {amount} für {what} leider nicht abbuchen.",
    "renewalFailed.triedCard":
      "Wir konnten {amount} für {what} leider nicht von Ihrer Karte {card} abbuchen.",
    "renewalFailed.confirm": "Ihre Bank bittet Sie, diese Zahlung selbst zu bestätigen.",
    "renewalFailed.reason": "Angegebener Grund: {reason}",
    "renewalFailed.retryConfirm":
      "Ihr Zugang bleibt vorerst bestehen. Wir versuchen es am {date} erneut; um Ihr Abonnement ohne Wartezeit zu behalten, bestätigen Sie die Zahlung hier:",
    "renewalFailed.retryPay":
      "Ihr Zugang bleibt vorerst bestehen. Wir versuchen es am {date} erneut; um Ihr Abonnement ohne Wartezeit zu behalten, wählen Sie hier eine Karte aus oder fügen Sie eine hinzu und bezahlen Sie:",
    "renewalFailed.ended":
      "Das war der letzte Versuch, daher ist Ihr Abonnement nun beendet. Hier können Sie es erneut abschließen:",
    "canceled.subject": "{creator} hat Ihr Abonnement gekündigt",
    "canceled.given": "{creator} hat Ihr Abonnement für {what} gekündigt.",
    "resumes.subject": "Ihr Abonnement wird am {date} fortgesetzt",
    "resumes.given":
      "Ihr pausiertes Abonnement für {what} von {creator} wird am {date} fortgesetzt; die Verlängerung wird dann berechnet.",
    "priceChange.subject": "Der Preis Ihres Abonnements bei {creator} ändert sich am {date}",
    "priceChange.given":
      "{creator} ändert den Preis für {what} von {old} auf {new}. Bis zu Ihrer Verlängerung am {date} ändert sich nichts; diese und alle weiteren werden zum neuen Preis berechnet. Wenn Sie zum neuen Preis nicht weitermachen möchten, können Sie vorher kündigen.",
    "refund.subject": "Ihre Rückerstattung von {creator}",
    "refund.given": "{creator} hat Ihnen {amount} Ihrer Zahlung von {paid} für {what} erstattet.",
    "refund.whole": "Die Zahlung ist jetzt vollständig erstattet.",
    "refund.soFar": "Von dieser Zahlung bisher erstattet: {amount}.",
    "refund.toCard":
      "Das Geld wird Ihrer Karte {card} gutgeschrieben; Banken zeigen es in der Regel nach 5 bis 10 Tagen an.",
    "refund.toPaymentCard":
      "Das Geld wird der Karte gutgeschrieben, mit der Sie bezahlt haben; Banken zeigen es in der Regel nach 5 bis 10 Tagen an.",
    "refund.subscriptionEnded": "Ihr Abonnement ist beendet; es wird nichts mehr abgebucht.",
    "gift.subject": "{sender} hat Ihnen ein Geschenk von {creator} geschickt",
    "gift.greeting": "Hallo {recipient},",
    "gift.given": "{sender} hat Ihnen ein Geschenk von {creator} gemacht: {what}.",
    "gift.note": "{sender} schreibt: {note}",
    "gift.redeem":
      "Lösen Sie Ihr Geschenk hier ein (der Link funktioniert einmal und ist ein Jahr lang gültig):",
    "gift.free": "Es kostet Sie nichts und verlängert sich nie von selbst.",
    "social.title": "Anmeldung",
    "social.signedIn": "Sie sind angemeldet. Sie können dieses Fenster schließen.",
    "social.failed":
      "Die Anmeldung hat nicht funktioniert. Sie können dieses Fenster schließen und es erneut versuchen.",
    "invoice.title": "Rechnung {number}",
    "invoice.receipt": "Quittung {number}",
    "invoice.number": "Rechnungsnummer",
    "invoice.issued": "Rechnungsdatum",
    "invoice.supplied": "Leistungsdatum",
    "invoice.currency": "Währung",
    "invoice.seller": "Verkäufer",
    "invoice.buyer": "Käufer",
    "invoice.taxId": "USt-IdNr.: {id}",
    "invoice.description": "Beschreibung",
    "invoice.amount": "Betrag",
    "invoice.net": "Netto",
    "invoice.rate": "Satz",
    "invoice.tax": "Steuer",
    "invoice.gross": "Brutto",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Summe zu {rate} (netto {net}, Steuer {tax})",
    "invoice.total": "Gesamtbetrag",
    "invoice.reverseCharge": "Steuerschuldnerschaft des Leistungsempfängers",
    "invoice.outsideEu":
      "Nicht im Anwendungsbereich der EU-Mehrwertsteuer: Der Leistungsort liegt außerhalb der EU.",
    "invoice.pdfLost":
      "Manche Zeichen können in diesem PDF nicht dargestellt werden; die HTML-Rechnung in Ihrem Zahlungsverlauf zeigt sie alle.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Ihre Rechnung mit den Angaben des Verkäufers und der Steuer finden Sie in Ihrem Zahlungsverlauf: {link}",
    "tax.included": "inkl. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "MwSt.",
    "tax.gst": "GST",
    "team.invited.subject": "Einladung zum Shop von {store}",
    "team.invited.owner":
      "Sie sind als Inhaber:in in das Team von {store} ({username}) eingeladen.",
    "team.invited.staff":
      "Sie sind als Mitarbeiter:in in das Team von {store} ({username}) eingeladen.",
    "team.invited.readOnly":
      "Sie sind mit Lesezugriff in das Team von {store} ({username}) eingeladen.",
    "team.invited.accept":
      "Öffnen Sie das Dashboard und melden Sie sich mit dieser E-Mail-Adresse an, {email}, um die Einladung anzunehmen:",
    "team.invited.until":
      "Die Einladung kann bis {date}, {time} UTC angenommen werden. Falls Sie sie nicht erwartet haben, können Sie diese E-Mail ignorieren.",
    "webhooks.stopped.subject": "Webhooks an {url} sind angehalten",
    "webhooks.stopped.greeting": "Hallo {creator},",
    "webhooks.stopped.gone":
      "Der Checkout sendet keine Ereignisse mehr an {url}: Der Empfänger hat mit 410 Gone geantwortet.",
    "webhooks.stopped.failing": {
      one: "Der Checkout sendet keine Ereignisse mehr an {url}: Jede Zustellung ist {count} Tag lang fehlgeschlagen.",
      other:
        "Der Checkout sendet keine Ereignisse mehr an {url}: Jede Zustellung ist {count} Tage lang fehlgeschlagen.",
    },
    "webhooks.stopped.kept":
      "Ereignisse, die in der Zwischenzeit eintreten, werden aufbewahrt. Sobald der Endpunkt wieder antwortet, aktivieren Sie ihn auf der Webhooks-Seite Ihres Dashboards oder mit {request}: Was gewartet hat, wird dann gesendet, das Älteste zuerst.",
    "webhooks.stopped.publisher": "Publisher: {username}",
  },
};
