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
    "canceled.subject": "{creator}에서 구독을 취소했습니다",
    "canceled.given": "{creator}에서 {what} 구독을 취소했습니다.",
    "resumes.subject": "구독이 {date}에 재개됩니다",
    "resumes.given":
      "일시 중지된 {creator}의 {what} 구독이 {date}에 재개되며, 그때 갱신 요금이 청구됩니다.",
    "priceChange.subject": "{creator} 구독 가격이 {date}에 변경됩니다",
    "priceChange.given":
      "{creator}에서 {what}의 가격을 {old}에서 {new}(으)로 변경합니다. {date} 갱신 전까지는 아무것도 바뀌지 않으며, 그 갱신부터 새 가격이 청구됩니다. 새 가격으로 계속하지 않으려면 그 전에 해지할 수 있습니다.",
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
    "invoice.title": "인보이스 {number}",
    "invoice.receipt": "영수증 {number}",
    "invoice.number": "인보이스 번호",
    "invoice.issued": "발행일",
    "invoice.supplied": "공급일",
    "invoice.currency": "통화",
    "invoice.seller": "판매자",
    "invoice.buyer": "구매자",
    "invoice.taxId": "VAT 번호: {id}",
    "invoice.description": "설명",
    "invoice.amount": "금액",
    "invoice.net": "공급가액",
    "invoice.rate": "세율",
    "invoice.tax": "세액",
    "invoice.gross": "합계 금액",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "{rate} 세율 합계(공급가액 {net}, 세액 {tax})",
    "invoice.total": "합계",
    "invoice.reverseCharge": "역과세",
    "invoice.outsideEu": "EU 부가가치세 과세 대상 아님: 공급 장소가 EU 밖입니다.",
    "invoice.pdfLost":
      "이 PDF에서 표시할 수 없는 문자가 있습니다. 결제 내역의 HTML 인보이스에서는 모두 표시됩니다.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice": "판매자 정보와 세금이 담긴 인보이스는 결제 내역에서 볼 수 있습니다: {link}",
    "tax.included": "{tax} {rate} 포함",
    "tax.added": "{tax} {rate}({country})",
    "tax.vat": "부가가치세",
    "tax.gst": "GST",
    "team.invited.subject": "{store} 스토어 운영에 초대되었습니다",
    "team.invited.owner": "{store}({username}) 팀에 소유자로 초대되었습니다.",
    "team.invited.staff": "{store}({username}) 팀에 직원으로 초대되었습니다.",
    "team.invited.readOnly": "{store}({username}) 팀에 읽기 전용 멤버로 초대되었습니다.",
    "team.invited.accept": "수락하려면 대시보드를 열고 이 이메일 주소({email})로 로그인하세요.",
    "team.invited.until":
      "초대는 {date} {time}(UTC)까지 수락할 수 있습니다. 예상하지 못한 초대라면 이 이메일을 무시하셔도 됩니다.",
    "webhooks.stopped.subject": "{url}(으)로 보내는 웹훅이 중지되었습니다",
    "webhooks.stopped.greeting": "{creator}님, 안녕하세요.",
    "webhooks.stopped.gone":
      "체크아웃이 {url}(으)로 이벤트 전송을 중지했습니다. 수신 측이 410 Gone으로 응답했습니다.",
    "webhooks.stopped.failing": {
      other:
        "체크아웃이 {url}(으)로 이벤트 전송을 중지했습니다. {count}일 동안 모든 전송이 실패했습니다.",
    },
    "webhooks.stopped.kept":
      "그동안 발생한 이벤트는 보관됩니다. 엔드포인트가 다시 응답하면 대시보드의 웹훅 페이지에서 또는 {request}(으)로 활성화하세요. 그러면 대기 중이던 이벤트가 오래된 것부터 전송됩니다.",
    "webhooks.stopped.publisher": "게시자: {username}",
  },
};
