import { plural } from "@creator-checkout/core/i18n/formats/zh-Hans";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "zh-Hans",
  plural,
  messages: {
    "code.email.subject": "{code} 是您的{creator}登录验证码",
    "code.email.body": {
      other:
        "您的{creator}登录验证码是 {code}。\n\n该验证码仅可使用一次，{count} 分钟后失效。如果您并未请求此验证码，请忽略这封邮件。",
    },
    "code.sms": {
      other: "{code} 是您的{creator}登录验证码，{count} 分钟后失效。",
    },
    "payment.what": "{product}：{option}",
    "payment.card": "尾号 {last4} 的 {brand} 卡",
    "payment.sms": "{subject}。{what}，{amount}。{link}",
    "receipt.subject": "您在{creator}的付款收据",
    "receipt.thanks": "感谢您向{creator}付款。",
    "receipt.amount": "支付金额：{amount}",
    "receipt.promotionCode": "优惠码 {code}：\u2212{amount}",
    "receipt.date": "日期：{date}",
    "receipt.paidWith": "支付方式：{card}",
    "receipt.giftNow": "送给{recipient}的礼物：我们现在就会通过电子邮件向对方发送领取链接。",
    "receipt.giftLater": "送给{recipient}的礼物：我们将于{date}通过电子邮件向对方发送领取链接。",
    "receipt.nextCharge": "下次扣款：{date}，金额 {amount}",
    "receipt.ends": "您的订阅将于{date}结束，此后不再扣款。",
    "receipt.manage": "查看付款记录并管理订阅：{link}",
    "renewalFailed.subject": "您向{creator}的付款未成功",
    "renewalFailed.tried": "我们尝试为“{what}”扣款 {amount}，但未能成功。",
    "renewalFailed.triedCard": "我们尝试通过您{card}为“{what}”扣款 {amount}，但未能成功。",
    "renewalFailed.confirm": "您的银行要求您亲自确认这笔付款。",
    "renewalFailed.reason": "原因：{reason}",
    "renewalFailed.retryConfirm":
      "您目前仍可继续使用。我们将于{date}再次尝试扣款；如果不想等待并希望保留订阅，请在此确认付款：",
    "renewalFailed.retryPay":
      "您目前仍可继续使用。我们将于{date}再次尝试扣款；如果不想等待并希望保留订阅，请在此添加或选择一张银行卡并完成付款：",
    "renewalFailed.ended": "这是最后一次尝试，因此您的订阅已结束。您可以在此重新订阅：",
    "refund.subject": "{creator}的退款通知",
    "refund.given": "{creator}已退还您为“{what}”支付的 {paid} 中的 {amount}。",
    "refund.whole": "这笔付款现已全额退款。",
    "refund.soFar": "这笔付款迄今已退款 {amount}。",
    "refund.toCard": "款项将退回您{card}；银行通常需要 5 到 10 天才会显示。",
    "refund.toPaymentCard": "款项将退回您付款时使用的卡；银行通常需要 5 到 10 天才会显示。",
    "refund.subscriptionEnded": "您的订阅已结束，之后不会再收取任何费用。",
    "gift.subject": "{sender}送了您一份来自{creator}的礼物",
    "gift.greeting": "{recipient}，您好：",
    "gift.given": "{sender}送了您一份来自{creator}的礼物：{what}。",
    "gift.note": "{sender}留言：{note}",
    "gift.redeem": "请在此领取您的礼物（链接仅可使用一次，一年内有效）：",
    "gift.free": "您无需支付任何费用，也不会自动续订。",
    "social.title": "登录",
    "social.signedIn": "您已登录，可以关闭此窗口。",
    "social.failed": "登录未成功。请关闭此窗口后重试。",
  },
};
