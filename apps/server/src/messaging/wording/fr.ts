import { plural } from "@creator-checkout/core/i18n/formats/fr";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "fr",
  plural,
  messages: {
    "code.email.subject": "{code} est votre code de connexion {creator}",
    "code.email.body": {
      one: "Votre code de connexion {creator} est {code}.\n\nIl n’est valable qu’une fois et expire dans {count}\u00a0minute. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.",
      other:
        "Votre code de connexion {creator} est {code}.\n\nIl n’est valable qu’une fois et expire dans {count}\u00a0minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.",
    },
    "code.sms": {
      one: "{code} est votre code de connexion {creator}. Il expire dans {count}\u00a0minute.",
      other: "{code} est votre code de connexion {creator}. Il expire dans {count}\u00a0minutes.",
    },
    "payment.what": "{product}\u00a0: {option}",
    "payment.card": "{brand} se terminant par {last4}",
    "payment.sms": "{subject}. {amount} pour {what}. {link}",
    "receipt.subject": "Reçu de votre paiement à {creator}",
    "receipt.thanks": "Merci pour votre paiement à {creator}.",
    "receipt.amount": "Montant payé\u00a0: {amount}",
    "receipt.promotionCode": "Code promo {code}\u00a0: \u2212{amount}",
    "receipt.date": "Date\u00a0: {date}",
    "receipt.paidWith": "Moyen de paiement\u00a0: {card}",
    "receipt.giftNow":
      "Un cadeau pour {recipient}\u00a0: nous lui envoyons dès maintenant par e-mail un lien pour le récupérer.",
    "receipt.giftLater":
      "Un cadeau pour {recipient}\u00a0: nous lui enverrons le {date} par e-mail un lien pour le récupérer.",
    "receipt.nextCharge": "Prochain prélèvement\u00a0: {amount} le {date}",
    "receipt.ends":
      "Votre abonnement prend fin le {date}\u202f; aucun autre prélèvement ne sera effectué.",
    "receipt.manage": "Consultez vos paiements et gérez votre abonnement\u00a0: {link}",
    "renewalFailed.subject": "Votre paiement à {creator} n’a pas abouti",
    "renewalFailed.tried":
      "Nous avons tenté de prélever {amount} pour {what}, mais le paiement n’a pas abouti.",
    "renewalFailed.triedCard":
      "Nous avons tenté de prélever {amount} pour {what} sur votre carte {card}, mais le paiement n’a pas abouti.",
    "renewalFailed.confirm": "Votre banque vous demande de confirmer vous-même ce paiement.",
    "renewalFailed.reason": "Motif indiqué\u00a0: {reason}",
    "renewalFailed.retryConfirm":
      "Votre accès est maintenu pour l’instant. Nous réessaierons le {date}\u202f; pour conserver votre abonnement sans attendre, confirmez le paiement ici\u00a0:",
    "renewalFailed.retryPay":
      "Votre accès est maintenu pour l’instant. Nous réessaierons le {date}\u202f; pour conserver votre abonnement sans attendre, ajoutez ou choisissez une carte et payez ici\u00a0:",
    "renewalFailed.ended":
      "C’était la dernière tentative, votre abonnement a donc pris fin. Vous pouvez vous abonner à nouveau ici\u00a0:",
    "canceled.subject": "{creator} a résilié votre abonnement",
    "canceled.given": "{creator} a résilié votre abonnement à {what}.",
    "resumes.subject": "Votre abonnement reprend le {date}",
    "resumes.given":
      "Votre abonnement en pause à {what} de {creator} reprend le {date} ; son renouvellement sera facturé à cette date.",
    "priceChange.subject": "Le prix de votre abonnement chez {creator} change le {date}",
    "priceChange.given":
      "{creator} modifie le prix de {what}, qui passe de {old} à {new}. Rien ne change avant votre renouvellement du {date}, facturé au nouveau prix, comme les suivants. Si vous ne souhaitez pas continuer au nouveau prix, vous pouvez résilier d’ici là.",
    "refund.subject": "Remboursement de votre paiement à {creator}",
    "refund.given": "{creator} vous a remboursé {amount} sur votre paiement de {paid} pour {what}.",
    "refund.whole": "Le paiement est désormais intégralement remboursé.",
    "refund.soFar": "Montant remboursé sur ce paiement à ce jour\u00a0: {amount}.",
    "refund.toCard":
      "L’argent est reversé sur votre carte {card}\u202f; les banques mettent généralement 5 à 10\u00a0jours à l’afficher.",
    "refund.toPaymentCard":
      "L’argent est reversé sur la carte utilisée pour le paiement\u202f; les banques mettent généralement 5 à 10\u00a0jours à l’afficher.",
    "refund.subscriptionEnded":
      "Votre abonnement a pris fin\u202f; plus rien ne vous sera prélevé.",
    "gift.subject": "{sender} vous a envoyé un cadeau signé {creator}",
    "gift.greeting": "Bonjour {recipient},",
    "gift.given": "{sender} vous offre un cadeau signé {creator}\u00a0: {what}.",
    "gift.note": "{sender} vous a écrit\u00a0: {note}",
    "gift.redeem":
      "Récupérez votre cadeau ici (le lien ne fonctionne qu’une fois, pendant un an)\u00a0:",
    "gift.free": "Il ne vous coûte rien et ne se renouvelle jamais automatiquement.",
    "social.title": "Connexion",
    "social.signedIn": "La connexion a réussi. Vous pouvez fermer cette fenêtre.",
    "social.failed":
      "La connexion n’a pas fonctionné. Vous pouvez fermer cette fenêtre et réessayer.",
    "invoice.title": "Facture {number}",
    "invoice.receipt": "Reçu {number}",
    "invoice.number": "Numéro de facture",
    "invoice.issued": "Date d'émission",
    "invoice.supplied": "Date de la prestation",
    "invoice.currency": "Devise",
    "invoice.seller": "Vendeur",
    "invoice.buyer": "Acheteur",
    "invoice.taxId": "N° de TVA : {id}",
    "invoice.description": "Description",
    "invoice.amount": "Montant",
    "invoice.net": "HT",
    "invoice.rate": "Taux",
    "invoice.tax": "TVA",
    "invoice.gross": "TTC",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Total au taux de {rate} (HT {net}, taxe {tax})",
    "invoice.total": "Total",
    "invoice.reverseCharge": "Autoliquidation",
    "invoice.outsideEu":
      "Hors champ de la TVA de l'UE : le lieu de la prestation est situé hors de l'UE.",
    "invoice.pdfLost":
      "Certains caractères ne peuvent pas être affichés dans ce PDF ; la facture HTML de votre historique de paiements les affiche tous.",
    "receipt.tax": "{label} : {amount}",
    "receipt.invoice":
      "Votre facture, avec les coordonnées du vendeur et la taxe, se trouve dans votre historique de paiements : {link}",
    "tax.included": "dont {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "TVA",
    "tax.gst": "GST",
    "team.invited.subject": "Vous êtes invité à gérer la boutique de {store}",
    "team.invited.owner":
      "Vous êtes invité dans l’équipe de {store} ({username}) en tant que propriétaire.",
    "team.invited.staff":
      "Vous êtes invité dans l’équipe de {store} ({username}) en tant que membre du personnel.",
    "team.invited.readOnly":
      "Vous êtes invité dans l’équipe de {store} ({username}) en tant que membre en lecture seule.",
    "team.invited.accept":
      "Ouvrez le tableau de bord et connectez-vous avec cette adresse e-mail, {email}, pour accepter\u00a0:",
    "team.invited.until":
      "L’invitation peut être acceptée jusqu’au {date}, {time}\u00a0UTC. Si vous ne l’attendiez pas, vous pouvez ignorer cet e-mail.",
    "webhooks.stopped.subject": "Les webhooks vers {url} sont arrêtés",
    "webhooks.stopped.greeting": "Bonjour {creator},",
    "webhooks.stopped.gone":
      "Le checkout a cessé d’envoyer des événements à {url}\u00a0: le destinataire a répondu 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Le checkout a cessé d’envoyer des événements à {url}\u00a0: chaque envoi a échoué pendant {count}\u00a0jour.",
      other:
        "Le checkout a cessé d’envoyer des événements à {url}\u00a0: chaque envoi a échoué pendant {count}\u00a0jours.",
    },
    "webhooks.stopped.kept":
      "Les événements survenus entre-temps sont conservés. Dès que le point de terminaison répond à nouveau, réactivez-le sur la page Webhooks de votre tableau de bord, ou avec {request}\u00a0: ce qui attendait est alors envoyé, du plus ancien au plus récent.",
    "webhooks.stopped.publisher": "Éditeur\u00a0: {username}",
  },
};
