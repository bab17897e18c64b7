import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "{address}(으)로 전송된 인증 코드를 입력하세요.",
  "signIn.code.label": "인증 코드",
  "signIn.code.checking": "잠시만 기다려 주세요…",
  "signIn.code.resent": "{address}(으)로 새 코드를 보냈습니다.",
  "signIn.code.resendLine": "코드를 받지 못하셨나요? {resend} 또는 {change}",
  "signIn.code.resend": "다시 보내기",
  "signIn.changeContact": "연락처 변경",
  "signIn.password.welcome": "다시 오신 것을 환영합니다. {address}의 비밀번호를 입력하세요.",
  "signIn.password.label": "비밀번호",
  "signIn.password.submit": "로그인",
  "signIn.password.textCode": "대신 문자로 코드 받기",
  "signIn.password.emailCode": "대신 이메일로 코드 받기",
  "signIn.signedIn.as": "로그인 계정",
  "signIn.signedIn.announceAs": "{address}(으)로 로그인했습니다.",
  "signIn.signedIn.announce": "로그인했습니다.",
  "signIn.signedIn.signedOut": "로그아웃했습니다.",
  "signIn.signedIn.change": "변경",
  "signIn.signedIn.passwordSaved":
    "비밀번호를 저장했습니다. 다음부터 비밀번호로 로그인할 수 있습니다.",
  "signIn.signedIn.passkeyAdded": "패스키를 추가했습니다. 다음부터 패스키로 로그인할 수 있습니다.",
  "signIn.signedIn.addPasskey": "패스키 추가",
  "signIn.signedIn.setPassword": "비밀번호 설정",
  "signIn.signedIn.signOut": "로그아웃",
  "signIn.setPassword.label": "새 비밀번호",
  "signIn.setPassword.hint": { other: "{count}자 이상" },
  "signIn.setPassword.save": "저장",
  "signIn.setPassword.cancel": "취소",
  "signIn.passkey.failed": "패스키로 로그인하지 못했습니다. 다시 시도하거나 코드를 사용해 주세요.",
  "signIn.passkey.addFailed": "패스키를 추가하지 못했습니다. 다시 시도해 주세요.",
  "signIn.passkey.alreadyOnDevice": "이 기기에는 이미 내 계정의 패스키가 있습니다.",
  "signIn.tooManyCodes":
    "코드를 너무 많이 요청했습니다. {wait} 후에 코드를 다시 요청할 수 있습니다.",
  "signIn.wait.aMinute": "1분",
  "signIn.wait.minutes": { other: "{count}분" },
  "signIn.wait.hours": { other: "{count}시간" },
  "signIn.wait.hoursAndMinutes": "{hours} {minutes}",
  "apiErrors.BAD_REQUEST": "보낸 내용 중 일부가 올바르지 않습니다. 확인 후 다시 시도해 주세요.",
  "apiErrors.NOT_FOUND": "찾을 수 없습니다. 페이지를 새로고침하고 다시 시도해 주세요.",
  "apiErrors.TOO_MANY_REQUESTS":
    "사용 중인 네트워크에서 요청이 너무 많이 들어왔습니다. 1분 정도 기다린 후 다시 시도해 주세요.",
  "apiErrors.INTERNAL": "시스템에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  "apiErrors.BOT_CHECK_FAILED": "확인 절차를 완료한 후 다시 시도해 주세요.",
  "apiErrors.INVALID_CODE": "유효하지 않은 코드입니다. 코드를 확인하거나 새 코드를 요청하세요.",
  "apiErrors.CODE_LOCKED": "이 코드를 너무 많이 잘못 입력했습니다. 새 코드를 요청하세요.",
  "apiErrors.TOO_MANY_FAILURES": "실패한 시도가 너무 많습니다. 잠시 기다린 후 다시 시도해 주세요.",
  "apiErrors.TOO_MANY_CODES": "코드를 너무 많이 요청했습니다. 나중에 다시 시도해 주세요.",
  "apiErrors.INVALID_CLAIM": "로그인이 만료되었습니다. 다시 로그인해 주세요.",
  "apiErrors.INVALID_CREDENTIALS": "이 계정의 비밀번호가 올바르지 않습니다.",
  "apiErrors.UNAUTHORIZED": "세션이 종료되었습니다. 다시 로그인해 주세요.",
  "apiErrors.SESSION_EXPIRED": "세션이 종료되었습니다. 다시 로그인해 주세요.",
  "apiErrors.SMS_UNAVAILABLE":
    "지금은 문자 메시지로 로그인할 수 없습니다. 이메일 주소를 사용해 주세요.",
  "apiErrors.METHOD_NOT_OFFERED": "이 크리에이터는 이 로그인 방법을 제공하지 않습니다.",
  "apiErrors.PROOF_REQUIRED": "먼저 로그인 코드로 이메일 주소 또는 전화번호를 확인하세요.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "비밀번호를 변경하려면 현재 비밀번호를 입력하거나 코드로 다시 로그인하세요.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "현재 비밀번호가 아닙니다.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "이 패스키 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해 주세요.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "이 패스키를 사용할 수 없습니다. 다시 시도하거나 코드로 로그인하세요.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "이미 등록된 패스키입니다.",
  "apiErrors.PASSKEY_NOT_FOUND": "이 패스키는 더 이상 내 계정에 없습니다.",
  "apiErrors.CARD_ERROR": "카드가 거절되었습니다.",
  "apiErrors.NO_PAYMENT_METHOD": "결제하려면 카드를 추가하세요.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "저장된 카드가 아닙니다.",
  "apiErrors.PAYMENT_FAILED": "결제가 처리되지 않았습니다.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "지금은 결제를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요. 이중으로 결제되지 않습니다.",
  "apiErrors.PURCHASE_IN_PROGRESS": "이 구매는 이미 처리 중입니다.",
  "apiErrors.ALREADY_SUBSCRIBED": "이미 이용 중인 옵션입니다. 다른 옵션을 선택하세요.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "해당 구독을 찾을 수 없습니다.",
  "apiErrors.NOT_RECURRING": "자동 갱신되지 않는 상품이므로 이 방법으로 변경할 수 없습니다.",
  "apiErrors.SUBSCRIPTION_ENDED": "종료된 구독입니다. 이 페이지에서 다시 구독할 수 있습니다.",
  "apiErrors.NOTHING_OVERDUE": "이 구독에는 미납 금액이 없습니다. 결제가 모두 완료되었습니다.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "지금은 변경할 수 없습니다. 결제 기간이 끝날 때 변경할 수 있습니다.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "지금 변경하는 비용이 표시된 금액과 다릅니다. 결제된 금액은 없습니다. 새 금액을 확인한 후 다시 시도해 주세요.",
  "apiErrors.PROMOTION_CODE_REFUSED": "이 구매에는 이 코드를 사용할 수 없습니다.",
  "promotionCode.refusedHint":
    "다른 상품용이거나 더 이상 유효하지 않을 수 있습니다. 코드를 준 사람에게 확인하거나, 코드를 삭제하고 결제하세요.",
  "apiErrors.NOT_GIFTABLE": "이 옵션은 선물할 수 없습니다.",
  "apiErrors.GIFT_REDEEMED": "이미 받은 선물입니다. 선물은 한 번만 받을 수 있습니다.",
  "apiErrors.GIFT_EXPIRED":
    "만료된 선물입니다. 선물을 보낸 분께 크리에이터에게 문의해 달라고 요청하세요.",
  "apiErrors.PAID_NEWSLETTER":
    "유료 뉴스레터는 이를 포함하는 멤버십에 딸려 있으며, 멤버십을 구매하면 추가됩니다.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "다시 확인해야 할 답변이 있습니다.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "카드 발급 국가가 선택하신 국가와 다릅니다. 현재 계신 국가를 확인해 주세요.",
  "apiErrors.COUNTRY_REQUIRED":
    "현재 계신 국가를 선택해 주세요. 이 크리에이터는 구매자의 국가에 따라 세금을 부과합니다.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "이 가격에는 세금이 추가됩니다. 세금이 포함된 총액을 확인한 후 다시 결제해 주세요.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EU 부가세 등록부(VIES)에서 이 VAT 번호를 찾을 수 없습니다. 번호를 확인하거나 번호 없이 구매하세요.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "지금은 이 구매의 세금을 계산할 수 없습니다. 결제된 금액은 없습니다. 몇 분 후에 다시 시도하세요.",
  "signIn.error.invalidCodeHint": "가장 최근에 보낸 메시지의 코드를 확인하거나 새 코드를 받으세요.",
};
