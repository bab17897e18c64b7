import { plural } from "@creator-checkout/core/i18n/formats/it";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "it",
  plural,
  messages: {
    "code.email.subject": "{code} è il suo codice di accesso per {creator}",
    "code.email.body": {
      one: "Il suo codice di accesso per {creator} è {code}.\n\nPuò essere usato una sola volta e scade tra {count} minuto. Se non l’ha richiesto, può ignorare questa e-mail.",
      other:
        "Il suo codice di accesso per {creator} è {code}.\n\nPuò essere usato una sola volta e scade tra {count} minuti. Se non l’ha richiesto, può ignorare questa e-mail.",
    },
    "code.sms": {
      one: "{code} è il suo codice di accesso per {creator}. Scade tra {count} minuto.",
      other: "{code} è il suo codice di accesso per {creator}. Scade tra {count} minuti.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} che termina con {last4}",
    "payment.sms": "{subject}. {amount} per {what}. {link}",
    "receipt.subject": "La sua ricevuta da {creator}",
    "receipt.thanks": "Grazie per il suo pagamento a {creator}.",
    "receipt.amount": "Importo pagato: {amount}",
    "receipt.promotionCode": "Codice promozionale {code}: \u2212{amount}",
    "receipt.date": "Data: {date}",
    "receipt.paidWith": "Pagato con: {card}",
    "receipt.giftNow":
      "Un regalo per {recipient}, a cui inviamo subito via e-mail un link per riscattarlo.",
    "receipt.giftLater":
      "Un regalo per {recipient}, a cui invieremo via e-mail in data {date} un link per riscattarlo.",
    "receipt.nextCharge": "Prossimo addebito: {amount} in data {date}",
    "receipt.ends":
      "Il suo abbonamento termina in data {date}; non saranno effettuati altri addebiti.",
    "receipt.manage": "Visualizzi i suoi pagamenti e gestisca il suo abbonamento: {link}",
    "renewalFailed.subject": "Il suo pagamento a {creator} non è andato a buon fine",
    "renewalFailed.tried":
      "Abbiamo provato ad addebitare {amount} per {what}, ma il pagamento non è andato a buon fine.",
    "renewalFailed.triedCard":
      "Abbiamo provato ad addebitare {amount} per {what} sulla sua carta {card}, ma il pagamento non è andato a buon fine.",
    "renewalFailed.confirm": "La sua banca le chiede di confermare personalmente questo pagamento.",
    "renewalFailed.reason": "Motivo indicato: {reason}",
    "renewalFailed.retryConfirm":
      "Per ora il suo accesso resta attivo. Riproveremo in data {date}; per mantenere l’abbonamento senza attendere, confermi il pagamento qui:",
    "renewalFailed.retryPay":
      "Per ora il suo accesso resta attivo. Riproveremo in data {date}; per mantenere l’abbonamento senza attendere, aggiunga o scelga una carta e paghi qui:",
    "renewalFailed.ended":
      "Era l’ultimo tentativo, quindi il suo abbonamento è terminato. Può abbonarsi di nuovo qui:",
    "canceled.subject": "{creator} ha annullato il suo abbonamento",
    "canceled.given": "{creator} ha annullato il suo abbonamento a {what}.",
    "resumes.subject": "Il tuo abbonamento riprende il {date}",
    "resumes.given":
      "Il tuo abbonamento in pausa a {what} di {creator} riprende il {date}; il rinnovo verrà addebitato allora.",
    "priceChange.subject": "Il prezzo del tuo abbonamento a {creator} cambia il {date}",
    "priceChange.given":
      "{creator} modifica il prezzo di {what} da {old} a {new}. Non cambia nulla fino al rinnovo del {date}, che verrà addebitato al nuovo prezzo, come i successivi. Se preferisci non continuare al nuovo prezzo, puoi annullare prima di quella data.",
    "refund.subject": "Il suo rimborso da {creator}",
    "refund.given": "{creator} le ha rimborsato {amount} del suo pagamento di {paid} per {what}.",
    "refund.whole": "Il pagamento è ora rimborsato per intero.",
    "refund.soFar": "Importo rimborsato finora su questo pagamento: {amount}.",
    "refund.toCard":
      "Il denaro torna sulla sua carta {card}; di solito le banche impiegano da 5 a 10 giorni per mostrarlo.",
    "refund.toPaymentCard":
      "Il denaro torna sulla carta con cui ha pagato; di solito le banche impiegano da 5 a 10 giorni per mostrarlo.",
    "refund.subscriptionEnded":
      "Il suo abbonamento è terminato; non le sarà addebitato nient’altro.",
    "gift.subject": "{sender} le ha inviato un regalo di {creator}",
    "gift.greeting": "Gentile {recipient},",
    "gift.given": "{sender} le ha fatto un regalo di {creator}: {what}.",
    "gift.note": "{sender} le ha scritto: {note}",
    "gift.redeem":
      "Riscatti il suo regalo qui (il link funziona una sola volta ed è valido per un anno):",
    "gift.free": "Non le costa nulla e non si rinnova mai da solo.",
    "social.title": "Accesso",
    "social.signedIn": "Accesso effettuato. Può chiudere questa finestra.",
    "social.failed": "L’accesso non è riuscito. Può chiudere questa finestra e riprovare.",
    "invoice.title": "Fattura {number}",
    "invoice.receipt": "Ricevuta {number}",
    "invoice.number": "Numero di fattura",
    "invoice.issued": "Data di emissione",
    "invoice.supplied": "Data della prestazione",
    "invoice.currency": "Valuta",
    "invoice.seller": "Venditore",
    "invoice.buyer": "Acquirente",
    "invoice.taxId": "Partita IVA: {id}",
    "invoice.description": "Descrizione",
    "invoice.amount": "Importo",
    "invoice.net": "Imponibile",
    "invoice.rate": "Aliquota",
    "invoice.tax": "Imposta",
    "invoice.gross": "Totale",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Totale con aliquota {rate} (imponibile {net}, imposta {tax})",
    "invoice.total": "Totale",
    "invoice.reverseCharge": "Inversione contabile",
    "invoice.outsideEu": "Fuori campo IVA UE: il luogo della prestazione è al di fuori dell'UE.",
    "invoice.pdfLost":
      "Alcuni caratteri non possono essere mostrati in questo PDF; la fattura HTML nella cronologia dei pagamenti li mostra tutti.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "La tua fattura, con i dati del venditore e l'imposta, è nella cronologia dei pagamenti: {link}",
    "tax.included": "{tax} {rate} incl.",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "IVA",
    "tax.gst": "GST",
    "team.invited.subject": "È invitato a gestire il negozio di {store}",
    "team.invited.owner": "È invitato nel team di {store} ({username}) come proprietario.",
    "team.invited.staff": "È invitato nel team di {store} ({username}) come membro dello staff.",
    "team.invited.readOnly":
      "È invitato nel team di {store} ({username}) come membro in sola lettura.",
    "team.invited.accept":
      "Apra la dashboard e acceda con questo indirizzo e-mail, {email}, per accettare:",
    "team.invited.until":
      "L’invito può essere accettato fino al {date}, {time} UTC. Se non se lo aspettava, può ignorare questa e-mail.",
    "webhooks.stopped.subject": "I webhook verso {url} sono sospesi",
    "webhooks.stopped.greeting": "Gentile {creator},",
    "webhooks.stopped.gone":
      "Il checkout ha smesso di inviare eventi a {url}: il destinatario ha risposto 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Il checkout ha smesso di inviare eventi a {url}: ogni consegna è fallita per {count} giorno.",
      other:
        "Il checkout ha smesso di inviare eventi a {url}: ogni consegna è fallita per {count} giorni.",
    },
    "webhooks.stopped.kept":
      "Gli eventi che avvengono nel frattempo vengono conservati. Quando l’endpoint risponde di nuovo, lo riattivi nella pagina Webhook della sua dashboard oppure con {request}: ciò che era in attesa viene allora inviato, dal più vecchio.",
    "webhooks.stopped.publisher": "Editore: {username}",
  },
};
