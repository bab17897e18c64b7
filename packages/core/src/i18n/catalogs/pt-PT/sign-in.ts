import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Introduza o código de verificação enviado para {address}.",
  "signIn.code.label": "Código de verificação",
  "signIn.code.checking": "Um momento…",
  "signIn.code.resent": "Enviámos um novo código para {address}.",
  "signIn.code.resendLine": "Não o recebeu? {resend} ou {change}",
  "signIn.code.resend": "Reenviar",
  "signIn.changeContact": "alterar os dados de contacto.",
  "signIn.password.welcome": "Olá de novo. Introduza a palavra-passe de {address}.",
  "signIn.password.label": "Palavra-passe",
  "signIn.password.submit": "Iniciar sessão",
  "signIn.password.textCode": "Enviar-me um código por SMS",
  "signIn.password.emailCode": "Enviar-me um código por e-mail",
  "signIn.signedIn.as": "Sessão iniciada como",
  "signIn.signedIn.announceAs": "Sessão iniciada como {address}.",
  "signIn.signedIn.announce": "Sessão iniciada.",
  "signIn.signedIn.signedOut": "Sessão terminada.",
  "signIn.signedIn.change": "Alterar",
  "signIn.signedIn.passwordSaved":
    "Palavra-passe guardada. Da próxima vez, pode iniciar sessão com ela.",
  "signIn.signedIn.passkeyAdded":
    "Chave de acesso adicionada. Da próxima vez, pode iniciar sessão com ela.",
  "signIn.signedIn.addPasskey": "Adicionar uma chave de acesso",
  "signIn.signedIn.setPassword": "Definir uma palavra-passe",
  "signIn.signedIn.signOut": "Terminar sessão",
  "signIn.setPassword.label": "Nova palavra-passe",
  "signIn.setPassword.hint": {
    one: "Pelo menos {count} carácter.",
    other: "Pelo menos {count} caracteres.",
  },
  "signIn.setPassword.save": "Guardar",
  "signIn.setPassword.cancel": "Cancelar",
  "signIn.passkey.failed":
    "Não foi possível iniciar sessão com a chave de acesso. Tente novamente ou utilize um código.",
  "signIn.passkey.addFailed": "Não foi possível adicionar a chave de acesso. Tente novamente.",
  "signIn.passkey.alreadyOnDevice": "Este dispositivo já tem uma chave de acesso para a sua conta.",
  "signIn.tooManyCodes":
    "Foram pedidos demasiados códigos. Pode pedir outro código dentro de {wait}.",
  "signIn.wait.aMinute": "um minuto",
  "signIn.wait.minutes": { one: "{count} minuto", other: "{count} minutos" },
  "signIn.wait.hours": { one: "{count} hora", other: "{count} horas" },
  "signIn.wait.hoursAndMinutes": "{hours} e {minutes}",
  "apiErrors.BAD_REQUEST": "Parte do que foi enviado não é válido. Verifique e tente novamente.",
  "apiErrors.NOT_FOUND":
    "Não foi possível encontrar o que procura. Recarregue a página e tente novamente.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Chegaram demasiados pedidos da sua rede. Aguarde um minuto e tente novamente.",
  "apiErrors.INTERNAL": "Ocorreu um erro do nosso lado. Tente novamente dentro de momentos.",
  "apiErrors.BOT_CHECK_FAILED": "Conclua a verificação e tente novamente.",
  "apiErrors.INVALID_CODE": "Esse código não é válido. Verifique-o ou peça um novo código.",
  "apiErrors.CODE_LOCKED": "Demasiadas tentativas erradas para este código. Peça um novo código.",
  "apiErrors.TOO_MANY_FAILURES":
    "Demasiadas tentativas falhadas. Aguarde algum tempo e tente novamente.",
  "apiErrors.TOO_MANY_CODES": "Foram pedidos demasiados códigos. Tente novamente mais tarde.",
  "apiErrors.INVALID_CLAIM": "Este início de sessão expirou. Inicie sessão novamente.",
  "apiErrors.INVALID_CREDENTIALS": "Essa palavra-passe não está correta para esta conta.",
  "apiErrors.UNAUTHORIZED": "A sua sessão terminou. Inicie sessão novamente.",
  "apiErrors.SESSION_EXPIRED": "A sua sessão terminou. Inicie sessão novamente.",
  "apiErrors.SMS_UNAVAILABLE":
    "De momento, não é possível iniciar sessão por SMS. Utilize o seu endereço de e-mail.",
  "apiErrors.METHOD_NOT_OFFERED": "Este criador não disponibiliza esta forma de iniciar sessão.",
  "apiErrors.PROOF_REQUIRED": "Primeiro, confirme o seu endereço com um código de acesso.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Para alterar a palavra-passe, introduza a palavra-passe atual ou inicie sessão novamente com um código.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Essa não é a sua palavra-passe atual.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Este pedido de chave de acesso expirou ou já foi utilizado. Tente novamente.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Não foi possível utilizar esta chave de acesso. Tente novamente ou inicie sessão com um código.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Esta chave de acesso já está registada.",
  "apiErrors.PASSKEY_NOT_FOUND": "Esta chave de acesso já não está associada à sua conta.",
  "apiErrors.CARD_ERROR": "O seu cartão foi recusado.",
  "apiErrors.NO_PAYMENT_METHOD": "Adicione um cartão para pagar.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Este cartão não é um dos seus cartões guardados.",
  "apiErrors.PAYMENT_FAILED": "O seu pagamento não foi concluído.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "De momento, não foi possível confirmar o pagamento. Tente novamente dentro de momentos; não será cobrado duas vezes.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Esta compra já está a ser processada.",
  "apiErrors.ALREADY_SUBSCRIBED": "Já tem esta opção. Escolha outra.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Não tem nenhuma subscrição deste tipo aqui.",
  "apiErrors.NOT_RECURRING": "Isto não é renovado, pelo que não pode ser alterado desta forma.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Esta subscrição terminou. Pode voltar a subscrever a partir desta página.",
  "apiErrors.NOTHING_OVERDUE": "Não há nada em dívida nesta subscrição; está paga.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Não é possível mudar agora. Pode mudar no fim do seu período de faturação.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Mudar agora custa um montante diferente do que lhe foi apresentado. Não foi cobrado nada; verifique o novo montante e tente novamente.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Este código não pode ser utilizado nesta compra.",
  "promotionCode.refusedHint":
    "Pode ser de outro produto ou já não ser válido: confirme com quem lho deu ou remova-o para pagar sem ele.",
  "apiErrors.NOT_GIFTABLE": "Esta opção não pode ser oferecida como presente.",
  "apiErrors.GIFT_REDEEMED":
    "Este presente já foi resgatado. Um presente só pode ser usado uma vez.",
  "apiErrors.GIFT_EXPIRED":
    "Este presente expirou. Peça à pessoa que o ofereceu que contacte o criador.",
  "apiErrors.PAID_NEWSLETTER":
    "Uma newsletter paga faz parte de uma subscrição que a inclui: é adicionada quando comprar essa subscrição.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Algumas respostas precisam de ser revistas.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "O seu cartão foi emitido num país diferente do que escolheu. Confirme o país onde se encontra.",
  "apiErrors.COUNTRY_REQUIRED":
    "Escolha o país onde se encontra: este criador cobra impostos de acordo com o país do comprador.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Acrescem impostos a este preço. Verifique o total com impostos e pague novamente.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "O registo de IVA da UE (VIES) não reconhece este número de IVA. Verifique-o ou compre sem ele.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Não é possível calcular agora o imposto desta compra. Nada foi cobrado: tente novamente dentro de alguns minutos.",
  "signIn.error.invalidCodeHint":
    "Verifique o código na mensagem mais recente que enviámos ou peça um novo.",
};
