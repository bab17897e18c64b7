import { plural } from "@creator-checkout/core/i18n/formats/pt-BR";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "pt-BR",
  plural,
  messages: {
    "code.email.subject": "{code} é o seu código de acesso para {creator}",
    "code.email.body": {
      one: "Seu código de acesso para {creator} é {code}.\n\nEle só pode ser usado uma vez e expira em {count} minuto. Se você não solicitou este código, pode ignorar este e-mail.",
      other:
        "Seu código de acesso para {creator} é {code}.\n\nEle só pode ser usado uma vez e expira em {count} minutos. Se você não solicitou este código, pode ignorar este e-mail.",
    },
    "code.sms": {
      one: "{code} é o seu código de acesso para {creator}. Ele expira em {count} minuto.",
      other: "{code} é o seu código de acesso para {creator}. Ele expira em {count} minutos.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "cartão {brand} com final {last4}",
    "payment.sms": "{subject}. {amount} referente a {what}. {link}",
    "receipt.subject": "Seu recibo de {creator}",
    "receipt.thanks": "Agradecemos o seu pagamento a {creator}.",
    "receipt.amount": "Valor pago: {amount}",
    "receipt.promotionCode": "Código promocional {code}: \u2212{amount}",
    "receipt.date": "Data: {date}",
    "receipt.paidWith": "Pago com: {card}",
    "receipt.giftNow":
      "Um presente para {recipient}: enviamos agora por e-mail um link para resgatar o presente.",
    "receipt.giftLater":
      "Um presente para {recipient}: em {date}, enviaremos por e-mail um link para resgatar o presente.",
    "receipt.nextCharge": "Próxima cobrança: {amount} em {date}",
    "receipt.ends": "Sua assinatura termina em {date}; não haverá novas cobranças.",
    "receipt.manage": "Veja seus pagamentos e gerencie sua assinatura: {link}",
    "renewalFailed.subject": "Seu pagamento a {creator} não foi aprovado",
    "renewalFailed.tried":
      "Tentamos cobrar {amount} referente a {what}, mas o pagamento não foi aprovado.",
    "renewalFailed.triedCard":
      "Tentamos cobrar {amount} referente a {what} no seu {card}, mas o pagamento não foi aprovado.",
    "renewalFailed.confirm": "Seu banco pede que você confirme este pagamento pessoalmente.",
    "renewalFailed.reason": "Motivo informado: {reason}",
    "renewalFailed.retryConfirm":
      "Seu acesso continua por enquanto. Tentaremos novamente em {date}; para manter sua assinatura sem esperar, confirme o pagamento aqui:",
    "renewalFailed.retryPay":
      "Seu acesso continua por enquanto. Tentaremos novamente em {date}; para manter sua assinatura sem esperar, adicione ou escolha um cartão e pague aqui:",
    "renewalFailed.ended":
      "Essa foi a última tentativa, então sua assinatura foi encerrada. Você pode assinar novamente aqui:",
    "canceled.subject": "{creator} cancelou sua assinatura",
    "canceled.given": "{creator} cancelou sua assinatura de {what}.",
    "resumes.subject": "Sua assinatura será retomada em {date}",
    "resumes.given":
      "Sua assinatura pausada de {what} de {creator} será retomada em {date}; a renovação será cobrada nessa data.",
    "priceChange.subject": "O preço da sua assinatura de {creator} muda em {date}",
    "priceChange.given":
      "{creator} está alterando o preço de {what} de {old} para {new}. Nada muda até a sua renovação em {date}, que será cobrada pelo novo preço, assim como as seguintes. Se preferir não continuar pelo novo preço, você pode cancelar antes disso.",
    "refund.subject": "Seu reembolso de {creator}",
    "refund.given": "{creator} reembolsou {amount} do seu pagamento de {paid} referente a {what}.",
    "refund.whole": "O pagamento foi totalmente reembolsado.",
    "refund.soFar": "Valor reembolsado deste pagamento até agora: {amount}.",
    "refund.toCard":
      "O valor volta para o seu {card}; os bancos costumam levar de 5 a 10 dias para exibi-lo.",
    "refund.toPaymentCard":
      "O valor volta para o cartão usado no pagamento; os bancos costumam levar de 5 a 10 dias para exibi-lo.",
    "refund.subscriptionEnded": "Sua assinatura foi encerrada; nada mais será cobrado.",
    "gift.subject": "{sender} enviou para você um presente de {creator}",
    "gift.greeting": "Olá, {recipient},",
    "gift.given": "{sender} deu a você um presente de {creator}: {what}.",
    "gift.note": "{sender} escreveu: {note}",
    "gift.redeem": "Resgate seu presente aqui (o link só pode ser usado uma vez, durante um ano):",
    "gift.free": "Não custa nada para você e nunca é renovado automaticamente.",
    "social.title": "Entrar",
    "social.signedIn": "Login concluído. Você pode fechar esta janela.",
    "social.failed": "Não foi possível entrar. Você pode fechar esta janela e tentar novamente.",
    "invoice.title": "Fatura {number}",
    "invoice.receipt": "Recibo {number}",
    "invoice.number": "Número da fatura",
    "invoice.issued": "Data de emissão",
    "invoice.supplied": "Data da prestação",
    "invoice.currency": "Moeda",
    "invoice.seller": "Vendedor",
    "invoice.buyer": "Comprador",
    "invoice.taxId": "Número de IVA: {id}",
    "invoice.description": "Descrição",
    "invoice.amount": "Valor",
    "invoice.net": "Valor líquido",
    "invoice.rate": "Alíquota",
    "invoice.tax": "Imposto",
    "invoice.gross": "Total",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Total à alíquota de {rate} (líquido {net}, imposto {tax})",
    "invoice.total": "Total",
    "invoice.reverseCharge": "Autoliquidação (reverse charge)",
    "invoice.outsideEu": "Fora do campo do IVA da UE: o local da prestação é fora da UE.",
    "invoice.pdfLost":
      "Alguns caracteres não podem ser exibidos neste PDF; a fatura em HTML no seu histórico de pagamentos mostra todos.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Sua fatura, com os dados do vendedor e o imposto, está no seu histórico de pagamentos: {link}",
    "tax.included": "{tax} incl. {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "IVA",
    "tax.gst": "GST",
    "team.invited.subject": "Você foi convidado para administrar a loja de {store}",
    "team.invited.owner":
      "Você foi convidado para a equipe de {store} ({username}) como proprietário.",
    "team.invited.staff":
      "Você foi convidado para a equipe de {store} ({username}) como membro da equipe.",
    "team.invited.readOnly":
      "Você foi convidado para a equipe de {store} ({username}) como membro somente leitura.",
    "team.invited.accept":
      "Abra o painel e entre com este endereço de e-mail, {email}, para aceitar:",
    "team.invited.until":
      "O convite pode ser aceito até {date}, {time} UTC. Se você não esperava por ele, pode ignorar este e-mail.",
    "webhooks.stopped.subject": "Os webhooks para {url} estão parados",
    "webhooks.stopped.greeting": "Olá, {creator},",
    "webhooks.stopped.gone":
      "O checkout parou de enviar eventos para {url}: o destinatário respondeu 410 Gone.",
    "webhooks.stopped.failing": {
      one: "O checkout parou de enviar eventos para {url}: todas as entregas falharam por {count} dia.",
      other:
        "O checkout parou de enviar eventos para {url}: todas as entregas falharam por {count} dias.",
    },
    "webhooks.stopped.kept":
      "Os eventos que acontecerem nesse meio-tempo são guardados. Quando o endpoint voltar a responder, ative-o na página Webhooks do seu painel ou com {request}: o que estava esperando é enviado então, do mais antigo ao mais recente.",
    "webhooks.stopped.publisher": "Editor: {username}",
  },
};
