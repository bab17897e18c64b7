import { plural } from "@creator-checkout/core/i18n/formats/ko";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "ko",
  plural,
  messages: {
    "code.email.subject": "[{creator}] 로그인 코드: {code}",
    "code.email.body": {
      other:
        "{creator} 로그인 코드는 {code}입니다.\n\n이 코드는 한 번만 사용할 수 있으며 {count}분 후에 만료됩니다. 요청하지 않으셨다면 이 이메일은 무시하셔도 됩니다.",
    },
    "code.sms": {
      other: "[{creator}] 로그인 코드는 {code}입니다. {count}분 후에 만료됩니다.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "끝자리가 {last4}인 {brand} 카드",
    "payment.sms": "{subject}. {what}, {amount}. {link}",
    "receipt.subject": "{creator} 결제 영수증",
    "receipt.thanks": "{creator} 결제가 완료되었습니다. 이용해 주셔서 감사합니다.",
    "receipt.amount": "결제 금액: {amount}",
    "receipt.promotionCode": "프로모션 코드 {code}: \u2212{amount}",
    "receipt.date": "날짜: {date}",
    "receipt.paidWith": "결제 수단: {card}",
    "receipt.giftNow":
      "{recipient}님께 보내는 선물: 선물을 받을 수 있는 링크를 지금 이메일로 보내 드립니다.",
    "receipt.giftLater":
      "{recipient}님께 보내는 선물: 선물을 받을 수 있는 링크를 {date}에 이메일로 보내 드립니다.",
    "receipt.nextCharge": "다음 결제: {date}에 {amount}",
    "receipt.ends": "구독이 {date}에 종료되며, 이후에는 더 이상 결제되지 않습니다.",
    "receipt.manage": "결제 내역 확인 및 구독 관리: {link}",
    "renewalFailed.subject": "{creator} 결제가 처리되지 않았습니다",
    "renewalFailed.tried": "{what} 요금 {amount}의 결제를 시도했으나 처리되지 않았습니다.",
    "renewalFailed.triedCard":
      "{card}로 {what} 요금 {amount}의 결제를 시도했으나 처리되지 않았습니다.",
    "renewalFailed.confirm": "고객님의 은행에서 이 결제를 직접 승인해 달라고 요청했습니다.",
    "renewalFailed.reason": "사유: {reason}",
    "renewalFailed.retryConfirm":
      "지금은 계속 이용하실 수 있습니다. {date}에 결제를 다시 시도합니다. 기다리지 않고 구독을 유지하시려면 여기에서 결제를 승인해 주세요:",
    "renewalFailed.retryPay":
      "지금은 계속 이용하실 수 있습니다. {date}에 결제를 다시 시도합니다. 기다리지 않고 구독을 유지하시려면 여기에서 카드를 추가하거나 선택한 뒤 결제해 주세요:",
    "renewalFailed.ended":
      "마지막 시도였기 때문에 구독이 종료되었습니다. 여기에서 다시 구독하실 수 있습니다:",
    "refund.subject": "{creator} 환불 안내",
    "refund.given": "{creator} 측에서 {what} 결제 금액 {paid} 중 {amount}만큼 환불했습니다.",
    "refund.whole": "이 결제는 전액 환불되었습니다.",
    "refund.soFar": "지금까지 이 결제에서 환불된 금액: {amount}",
    "refund.toCard": "환불 금액은 {card}로 돌아갑니다. 은행에 반영되기까지 보통 5~10일이 걸립니다.",
    "refund.toPaymentCard":
      "환불 금액은 결제에 사용하신 카드로 돌아갑니다. 은행에 반영되기까지 보통 5~10일이 걸립니다.",
    "refund.subscriptionEnded": "구독이 종료되었으며, 더 이상 결제되지 않습니다.",
    "gift.subject": "{sender}님이 {creator} 선물을 보내셨습니다",
    "gift.greeting": "{recipient}님, 안녕하세요.",
    "gift.given": "{sender}님이 {creator} 선물을 보내셨습니다: {what}",
    "gift.note": "{sender}님의 메시지: {note}",
    "gift.redeem": "여기에서 선물을 받으세요(링크는 1년 동안 한 번만 사용할 수 있습니다):",
    "gift.free": "비용이 전혀 들지 않으며, 자동으로 갱신되지 않습니다.",
    "social.title": "로그인",
    "social.signedIn": "로그인되었습니다. 이 창을 닫으셔도 됩니다.",
    "social.failed": "로그인하지 못했습니다. 이 창을 닫고 다시 시도해 주세요.",
  },
};
