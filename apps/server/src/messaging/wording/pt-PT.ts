import { plural } from "@creator-checkout/core/i18n/formats/pt-PT";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "pt-PT",
  plural,
  messages: {
    "code.email.subject": "{code} é o seu código de acesso para {creator}",
    "code.email.body": {
      one: "O seu código de acesso para {creator} é {code}.\n\nSó pode ser utilizado uma vez e expira dentro de {count} minuto. Se não o pediu, pode ignorar este e-mail.",
      other:
        "O seu código de acesso para {creator} é {code}.\n\nSó pode ser utilizado uma vez e expira dentro de {count} minutos. Se não o pediu, pode ignorar este e-mail.",
    },
    "code.sms": {
      one: "{code} é o seu código de acesso para {creator}. Expira dentro de {count} minuto.",
      other: "{code} é o seu código de acesso para {creator}. Expira dentro de {count} minutos.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "cartão {brand} terminado em {last4}",
    "payment.sms": "{subject}. {amount} relativo a {what}. {link}",
    "receipt.subject": "O seu recibo de {creator}",
    "receipt.thanks": "Agradecemos o seu pagamento a {creator}.",
    "receipt.amount": "Montante pago: {amount}",
    "receipt.promotionCode": "Código promocional {code}: \u2212{amount}",
    "receipt.date": "Data: {date}",
    "receipt.paidWith": "Pago com: {card}",
    "receipt.giftNow":
      "Um presente para {recipient}: enviamos agora por e-mail uma ligação para resgatar o presente.",
    "receipt.giftLater":
      "Um presente para {recipient}: a {date}, enviaremos por e-mail uma ligação para resgatar o presente.",
    "receipt.nextCharge": "Próxima cobrança: {amount} a {date}",
    "receipt.ends": "A sua subscrição termina a {date}; não haverá mais cobranças.",
    "receipt.manage": "Consulte os seus pagamentos e faça a gestão da sua subscrição: {link}",
    "renewalFailed.subject": "O seu pagamento a {creator} não foi concluído",
    "renewalFailed.tried":
      "Tentámos cobrar {amount} relativo a {what}, mas o pagamento não foi concluído.",
    "renewalFailed.triedCard":
      "Tentámos cobrar {amount} relativo a {what} no seu {card}, mas o pagamento não foi concluído.",
    "renewalFailed.confirm": "O seu banco pede-lhe que confirme pessoalmente este pagamento.",
    "renewalFailed.reason": "Motivo indicado: {reason}",
    "renewalFailed.retryConfirm":
      "Por agora, mantém o acesso. Voltaremos a tentar a {date}; para manter a sua subscrição sem esperar, confirme o pagamento aqui:",
    "renewalFailed.retryPay":
      "Por agora, mantém o acesso. Voltaremos a tentar a {date}; para manter a sua subscrição sem esperar, adicione ou escolha um cartão e pague aqui:",
    "renewalFailed.ended":
      "Essa foi a última tentativa, pelo que a sua subscrição terminou. Pode voltar a subscrever aqui:",
    "canceled.subject": "{creator} cancelou a sua subscrição",
    "canceled.given": "{creator} cancelou a sua subscrição de {what}.",
    "resumes.subject": "A sua subscrição é retomada a {date}",
    "resumes.given":
      "A sua subscrição em pausa de {what} de {creator} é retomada a {date}; a renovação é cobrada nessa data.",
    "priceChange.subject": "O preço da sua subscrição de {creator} muda a {date}",
    "priceChange.given":
      "{creator} vai alterar o preço de {what} de {old} para {new}. Nada muda até à sua renovação a {date}, que será cobrada ao novo preço, tal como as seguintes. Se preferir não continuar ao novo preço, pode cancelar antes disso.",
    "refund.subject": "O seu reembolso de {creator}",
    "refund.given": "{creator} reembolsou {amount} do seu pagamento de {paid} relativo a {what}.",
    "refund.whole": "O pagamento foi reembolsado na totalidade.",
    "refund.soFar": "Montante reembolsado deste pagamento até agora: {amount}.",
    "refund.toCard":
      "O dinheiro é devolvido ao seu {card}; normalmente, os bancos demoram 5 a 10 dias a apresentá-lo.",
    "refund.toPaymentCard":
      "O dinheiro é devolvido ao cartão com que pagou; normalmente, os bancos demoram 5 a 10 dias a apresentá-lo.",
    "refund.subscriptionEnded": "A sua subscrição terminou; não será cobrado mais nada.",
    "gift.subject": "{sender} enviou-lhe um presente de {creator}",
    "gift.greeting": "Olá, {recipient},",
    "gift.given": "{sender} ofereceu-lhe um presente de {creator}: {what}.",
    "gift.note": "{sender} escreveu: {note}",
    "gift.redeem":
      "Resgate o seu presente aqui (a ligação só pode ser utilizada uma vez, durante um ano):",
    "gift.free": "Não tem qualquer custo e nunca é renovado automaticamente.",
    "social.title": "Início de sessão",
    "social.signedIn": "Sessão iniciada. Pode fechar esta janela.",
    "social.failed": "Não foi possível iniciar sessão. Pode fechar esta janela e tentar novamente.",
    "invoice.title": "Fatura {number}",
    "invoice.receipt": "Recibo {number}",
    "invoice.number": "Número da fatura",
    "invoice.issued": "Data de emissão",
    "invoice.supplied": "Data da prestação",
    "invoice.currency": "Moeda",
    "invoice.seller": "Vendedor",
    "invoice.buyer": "Comprador",
    "invoice.taxId": "NIF IVA: {id}",
    "invoice.description": "Descrição",
    "invoice.amount": "Montante",
    "invoice.net": "Valor líquido",
    "invoice.rate": "Taxa",
    "invoice.tax": "Imposto",
    "invoice.gross": "Total",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Total à taxa de {rate} (líquido {net}, imposto {tax})",
    "invoice.total": "Total",
    "invoice.reverseCharge": "Autoliquidação",
    "invoice.outsideEu": "Não sujeito a IVA da UE: o lugar da prestação é fora da UE.",
    "invoice.pdfLost":
      "Alguns caracteres não podem ser apresentados neste PDF; a fatura HTML no seu histórico de pagamentos apresenta-os todos.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "A sua fatura, com os dados do vendedor e o imposto, está no seu histórico de pagamentos: {link}",
    "tax.included": "{tax} incl. {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "IVA",
    "tax.gst": "GST",
    "team.invited.subject": "Foi convidado para gerir a loja de {store}",
    "team.invited.owner": "Foi convidado para a equipa de {store} ({username}) como proprietário.",
    "team.invited.staff":
      "Foi convidado para a equipa de {store} ({username}) como membro da equipa.",
    "team.invited.readOnly":
      "Foi convidado para a equipa de {store} ({username}) como membro só de leitura.",
    "team.invited.accept":
      "Abra o painel e inicie sessão com este endereço de e-mail, {email}, para aceitar:",
    "team.invited.until":
      "O convite pode ser aceite até {date}, {time} UTC. Se não o esperava, pode ignorar este e-mail.",
    "webhooks.stopped.subject": "Os webhooks para {url} estão parados",
    "webhooks.stopped.greeting": "Olá, {creator},",
    "webhooks.stopped.gone":
      "O checkout deixou de enviar eventos para {url}: o destinatário respondeu 410 Gone.",
    "webhooks.stopped.failing": {
      one: "O checkout deixou de enviar eventos para {url}: todas as entregas falharam durante {count} dia.",
      other:
        "O checkout deixou de enviar eventos para {url}: todas as entregas falharam durante {count} dias.",
    },
    "webhooks.stopped.kept":
      "Os eventos que ocorram entretanto são guardados. Quando o endpoint voltar a responder, ative-o na página Webhooks do seu painel ou com {request}: o que estava à espera é então enviado, do mais antigo para o mais recente.",
    "webhooks.stopped.publisher": "Editor: {username}",
  },
};
