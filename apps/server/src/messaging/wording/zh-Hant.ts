import { plural } from "@creator-checkout/core/i18n/formats/zh-Hant";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "zh-Hant",
  plural,
  messages: {
    "code.email.subject": "{code} 是您的{creator}登入驗證碼",
    "code.email.body": {
      other:
        "您的{creator}登入驗證碼為 {code}。\n\n此驗證碼僅能使用一次，將於 {count} 分鐘後失效。如果您並未要求此驗證碼，請忽略這封電子郵件。",
    },
    "code.sms": {
      other: "{code} 是您的{creator}登入驗證碼，將於 {count} 分鐘後失效。",
    },
    "payment.what": "{product}：{option}",
    "payment.card": "末四碼為 {last4} 的 {brand} 卡",
    "payment.sms": "{subject}。{what}，{amount}。{link}",
    "receipt.subject": "您在{creator}的付款收據",
    "receipt.thanks": "感謝您向{creator}付款。",
    "receipt.amount": "付款金額：{amount}",
    "receipt.promotionCode": "優惠碼 {code}：\u2212{amount}",
    "receipt.date": "日期：{date}",
    "receipt.paidWith": "付款方式：{card}",
    "receipt.giftNow": "送給{recipient}的禮物：我們現在就會以電子郵件寄送兌換連結給對方。",
    "receipt.giftLater": "送給{recipient}的禮物：我們將於{date}以電子郵件寄送兌換連結給對方。",
    "receipt.nextCharge": "下次扣款：{date}，金額 {amount}",
    "receipt.ends": "您的訂閱將於{date}結束，之後不會再扣款。",
    "receipt.manage": "查看付款紀錄並管理訂閱：{link}",
    "renewalFailed.subject": "您向{creator}的付款未成功",
    "renewalFailed.tried": "我們嘗試為「{what}」扣款 {amount}，但未能成功。",
    "renewalFailed.triedCard": "我們嘗試透過您{card}為「{what}」扣款 {amount}，但未能成功。",
    "renewalFailed.confirm": "您的銀行要求您親自確認這筆付款。",
    "renewalFailed.reason": "原因：{reason}",
    "renewalFailed.retryConfirm":
      "您目前仍可繼續使用。我們將於{date}再次嘗試扣款；若不想等待並希望保留訂閱，請在這裡確認付款：",
    "renewalFailed.retryPay":
      "您目前仍可繼續使用。我們將於{date}再次嘗試扣款；若不想等待並希望保留訂閱，請在這裡新增或選擇一張卡片並完成付款：",
    "renewalFailed.ended": "這是最後一次嘗試，因此您的訂閱已結束。您可以在這裡重新訂閱：",
    "refund.subject": "{creator}的退款通知",
    "refund.given": "{creator}已退還您為「{what}」支付的 {paid} 中的 {amount}。",
    "refund.whole": "這筆款項已全額退款。",
    "refund.soFar": "這筆款項至今已退款 {amount}。",
    "refund.toCard": "款項將退回您{card}；銀行通常需要 5 到 10 天才會顯示。",
    "refund.toPaymentCard": "款項將退回您付款時使用的卡片；銀行通常需要 5 到 10 天才會顯示。",
    "refund.subscriptionEnded": "您的訂閱已結束，之後不會再收取任何費用。",
    "gift.subject": "{sender}送您一份來自{creator}的禮物",
    "gift.greeting": "{recipient}您好：",
    "gift.given": "{sender}送您一份來自{creator}的禮物：{what}。",
    "gift.note": "{sender}留言：{note}",
    "gift.redeem": "請在這裡兌換您的禮物（連結僅能使用一次，一年內有效）：",
    "gift.free": "您無需支付任何費用，也不會自動續訂。",
    "social.title": "登入",
    "social.signedIn": "您已登入，可以關閉此視窗。",
    "social.failed": "登入未成功。請關閉此視窗後再試一次。",
  },
};
