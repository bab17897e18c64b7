import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Digite o código de verificação enviado para {address}.",
  "signIn.code.label": "Código de verificação",
  "signIn.code.checking": "Só um momento…",
  "signIn.code.resent": "Enviamos um novo código para {address}.",
  "signIn.code.resendLine": "Não recebeu? {resend} ou {change}",
  "signIn.code.resend": "Reenviar",
  "signIn.changeContact": "altere os dados de contato.",
  "signIn.password.welcome": "Boas-vindas de volta. Digite a senha de {address}.",
  "signIn.password.label": "Senha",
  "signIn.password.submit": "Entrar",
  "signIn.password.textCode": "Receber um código por SMS",
  "signIn.password.emailCode": "Receber um código por e-mail",
  "signIn.signedIn.as": "Conectado como",
  "signIn.signedIn.announceAs": "Conectado como {address}.",
  "signIn.signedIn.announce": "Login concluído.",
  "signIn.signedIn.signedOut": "Você saiu.",
  "signIn.signedIn.change": "Alterar",
  "signIn.signedIn.passwordSaved": "Senha salva. Da próxima vez, você pode entrar com ela.",
  "signIn.signedIn.passkeyAdded":
    "Chave de acesso adicionada. Da próxima vez, você pode entrar com ela.",
  "signIn.signedIn.addPasskey": "Adicionar uma chave de acesso",
  "signIn.signedIn.setPassword": "Definir uma senha",
  "signIn.signedIn.signOut": "Sair",
  "signIn.setPassword.label": "Nova senha",
  "signIn.setPassword.hint": {
    one: "Pelo menos {count} caractere.",
    other: "Pelo menos {count} caracteres.",
  },
  "signIn.setPassword.save": "Salvar",
  "signIn.setPassword.cancel": "Cancelar",
  "signIn.passkey.failed":
    "Não foi possível entrar com a chave de acesso. Tente novamente ou use um código.",
  "signIn.passkey.addFailed": "Não foi possível adicionar a chave de acesso. Tente novamente.",
  "signIn.passkey.alreadyOnDevice": "Este dispositivo já tem uma chave de acesso para sua conta.",
  "signIn.tooManyCodes":
    "Foram solicitados códigos demais. Você poderá pedir outro código em {wait}.",
  "signIn.wait.aMinute": "um minuto",
  "signIn.wait.minutes": { one: "{count} minuto", other: "{count} minutos" },
  "signIn.wait.hours": { one: "{count} hora", other: "{count} horas" },
  "signIn.wait.hoursAndMinutes": "{hours} e {minutes}",
  "apiErrors.BAD_REQUEST": "Parte do que foi enviado não é válida. Verifique e tente novamente.",
  "apiErrors.NOT_FOUND": "Não encontrado. Recarregue a página e tente novamente.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Sua rede enviou solicitações demais. Aguarde um minuto e tente novamente.",
  "apiErrors.INTERNAL": "Algo deu errado do nosso lado. Tente novamente em instantes.",
  "apiErrors.BOT_CHECK_FAILED": "Conclua a verificação e tente novamente.",
  "apiErrors.INVALID_CODE": "Esse código não é válido. Verifique-o ou solicite um novo código.",
  "apiErrors.CODE_LOCKED": "Tentativas erradas demais para este código. Solicite um novo código.",
  "apiErrors.TOO_MANY_FAILURES":
    "Tentativas malsucedidas demais. Aguarde um pouco e tente novamente.",
  "apiErrors.TOO_MANY_CODES": "Foram solicitados códigos demais. Tente novamente mais tarde.",
  "apiErrors.INVALID_CLAIM": "Este login expirou. Entre novamente.",
  "apiErrors.INVALID_CREDENTIALS": "Essa senha não está correta para esta conta.",
  "apiErrors.UNAUTHORIZED": "Sua sessão terminou. Entre novamente.",
  "apiErrors.SESSION_EXPIRED": "Sua sessão terminou. Entre novamente.",
  "apiErrors.SMS_UNAVAILABLE":
    "O login por SMS não está disponível no momento. Use seu endereço de e-mail.",
  "apiErrors.METHOD_NOT_OFFERED": "Este criador não oferece essa forma de login.",
  "apiErrors.PROOF_REQUIRED": "Primeiro, confirme seu endereço com um código de acesso.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Para alterar sua senha, digite a senha atual ou entre novamente com um código.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Essa não é sua senha atual.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Esta solicitação de chave de acesso expirou ou já foi usada. Tente novamente.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Não foi possível usar esta chave de acesso. Tente novamente ou entre com um código.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Esta chave de acesso já está registrada.",
  "apiErrors.PASSKEY_NOT_FOUND": "Esta chave de acesso não está mais na sua conta.",
  "apiErrors.CARD_ERROR": "Seu cartão foi recusado.",
  "apiErrors.NO_PAYMENT_METHOD": "Adicione um cartão para pagar.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Este cartão não está entre seus cartões salvos.",
  "apiErrors.PAYMENT_FAILED": "Seu pagamento não foi aprovado.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Não foi possível confirmar o pagamento agora. Tente novamente em instantes; você não será cobrado duas vezes.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Esta compra já está sendo processada.",
  "apiErrors.ALREADY_SUBSCRIBED": "Você já tem esta opção. Escolha outra.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Você não tem essa assinatura aqui.",
  "apiErrors.NOT_RECURRING": "Isto não é renovado, então não pode ser alterado desta forma.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Esta assinatura foi encerrada. Você pode assinar novamente nesta página.",
  "apiErrors.NOTHING_OVERDUE": "Não há nada pendente nesta assinatura; ela está em dia.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Não é possível trocar agora. Você pode trocar no fim do seu período de cobrança.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Trocar agora custa um valor diferente do que foi mostrado. Nada foi cobrado; confira o novo valor e tente novamente.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Este código não pode ser usado nesta compra.",
  "promotionCode.refusedHint":
    "Ele pode ser de outro produto ou não valer mais: confira com quem o deu a você ou remova-o para pagar sem ele.",
  "apiErrors.NOT_GIFTABLE": "Esta opção não pode ser dada de presente.",
  "apiErrors.GIFT_REDEEMED":
    "Este presente já foi resgatado. Um presente só pode ser usado uma vez.",
  "apiErrors.GIFT_EXPIRED":
    "Este presente expirou. Peça a quem deu o presente para entrar em contato com o criador.",
  "apiErrors.PAID_NEWSLETTER":
    "Uma newsletter paga vem com uma assinatura que a inclui: ela é adicionada quando você compra uma.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Algumas respostas precisam ser revisadas.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Seu cartão foi emitido em um país diferente do que você escolheu. Confirme o país em que você está.",
  "apiErrors.COUNTRY_REQUIRED":
    "Escolha o país em que você está: este criador cobra impostos de acordo com o país do comprador.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Há impostos sobre este preço. Confira o total com impostos e pague novamente.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "O registro de IVA da UE (VIES) não reconhece este número de IVA. Confira o número ou compre sem ele.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Não é possível calcular o imposto desta compra agora. Nada foi cobrado: tente de novo em alguns minutos.",
  "signIn.error.invalidCodeHint":
    "Confira o código na mensagem mais recente que enviamos ou peça um novo.",
};
