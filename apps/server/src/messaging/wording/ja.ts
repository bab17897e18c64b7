import { plural } from "@creator-checkout/core/i18n/formats/ja";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "ja",
  plural,
  messages: {
    "code.email.subject": "{code}は{creator}のログインコードです",
    "code.email.body": {
      other:
        "{creator}のログインコードは{code}です。\n\nこのコードは1回限り有効で、{count}分後に期限切れとなります。お心当たりのない場合は、このメールを破棄してください。",
    },
    "code.sms": {
      other: "{code}は{creator}のログインコードです。有効期限は{count}分です。",
    },
    "payment.what": "{product}：{option}",
    "payment.card": "末尾{last4}の{brand}カード",
    "payment.sms": "{subject}。{amount}（{what}）。{link}",
    "receipt.subject": "{creator}からの領収書",
    "receipt.thanks": "{creator}へのお支払いありがとうございます。",
    "receipt.amount": "お支払い金額：{amount}",
    "receipt.promotionCode": "プロモーションコード {code}：\u2212{amount}",
    "receipt.date": "日付：{date}",
    "receipt.paidWith": "お支払い方法：{card}",
    "receipt.giftNow": "{recipient}様へのギフト：受け取り用のリンクを今すぐメールでお送りします。",
    "receipt.giftLater":
      "{recipient}様へのギフト：受け取り用のリンクを{date}にメールでお送りします。",
    "receipt.nextCharge": "次回のご請求：{date}に{amount}",
    "receipt.ends": "サブスクリプションは{date}に終了します。以降のご請求はありません。",
    "receipt.manage": "お支払い履歴の確認とサブスクリプションの管理はこちら：{link}",
    "renewalFailed.subject": "{creator}へのお支払いが完了しませんでした",
    "renewalFailed.tried": "「{what}」の代金{amount}の決済を試みましたが、完了しませんでした。",
    "renewalFailed.triedCard":
      "{card}で「{what}」の代金{amount}の決済を試みましたが、完了しませんでした。",
    "renewalFailed.confirm":
      "ご利用の銀行から、お客様ご自身によるこのお支払いの承認が求められています。",
    "renewalFailed.reason": "理由：{reason}",
    "renewalFailed.retryConfirm":
      "現時点では引き続きご利用いただけます。{date}に再度決済を試みます。お待ちいただかずにサブスクリプションを継続するには、こちらからお支払いを承認してください：",
    "renewalFailed.retryPay":
      "現時点では引き続きご利用いただけます。{date}に再度決済を試みます。お待ちいただかずにサブスクリプションを継続するには、こちらからカードを追加または選択して、お支払いください：",
    "renewalFailed.ended":
      "今回が最後の決済試行だったため、サブスクリプションは終了しました。こちらから再度お申し込みいただけます：",
    "refund.subject": "{creator}からの返金のお知らせ",
    "refund.given": "{creator}は、「{what}」のお支払い{paid}のうち{amount}を返金しました。",
    "refund.whole": "このお支払いは全額返金されました。",
    "refund.soFar": "このお支払いについて、これまでに{amount}が返金されています。",
    "refund.toCard": "返金は{card}に戻ります。銀行の明細に反映されるまで、通常5～10日かかります。",
    "refund.toPaymentCard":
      "返金はお支払いに使用されたカードに戻ります。銀行の明細に反映されるまで、通常5～10日かかります。",
    "refund.subscriptionEnded": "サブスクリプションは終了しました。今後のご請求はありません。",
    "gift.subject": "{sender}さんから{creator}のギフトが届きました",
    "gift.greeting": "{recipient}様",
    "gift.given": "{sender}さんから、{creator}のギフト「{what}」が贈られました。",
    "gift.note": "{sender}さんからのメッセージ：{note}",
    "gift.redeem": "ギフトはこちらからお受け取りください（リンクは1回限り、1年間有効です）：",
    "gift.free": "料金は一切かからず、自動で更新されることもありません。",
    "social.title": "サインイン",
    "social.signedIn": "サインインしました。このウィンドウは閉じてかまいません。",
    "social.failed": "サインインできませんでした。このウィンドウを閉じて、もう一度お試しください。",
  },
};
