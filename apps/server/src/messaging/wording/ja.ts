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
    "canceled.subject": "{creator}がサブスクリプションを解約しました",
    "canceled.given": "{creator}が{what}のサブスクリプションを解約しました。",
    "resumes.subject": "サブスクリプションは{date}に再開します",
    "resumes.given":
      "{creator}の{what}の一時停止中のサブスクリプションは{date}に再開し、その時点で更新料金が請求されます。",
    "priceChange.subject": "{creator}のサブスクリプション料金が{date}に変わります",
    "priceChange.given":
      "{creator}は{what}の料金を{old}から{new}に変更します。{date}の更新までは何も変わりません。その更新以降は新しい料金で請求されます。新しい料金で続けない場合は、それまでに解約できます。",
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
    "invoice.title": "請求書 {number}",
    "invoice.receipt": "領収書 {number}",
    "invoice.number": "請求書番号",
    "invoice.issued": "発行日",
    "invoice.supplied": "提供日",
    "invoice.currency": "通貨",
    "invoice.seller": "販売者",
    "invoice.buyer": "購入者",
    "invoice.taxId": "VAT番号: {id}",
    "invoice.description": "内容",
    "invoice.amount": "金額",
    "invoice.net": "税抜",
    "invoice.rate": "税率",
    "invoice.tax": "税額",
    "invoice.gross": "税込",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "{rate}対象の合計(税抜 {net}、税額 {tax})",
    "invoice.total": "合計",
    "invoice.reverseCharge": "リバースチャージ",
    "invoice.outsideEu": "EU付加価値税の対象外:提供地はEU域外です。",
    "invoice.pdfLost":
      "このPDFでは表示できない文字があります。支払い履歴のHTML請求書ではすべて表示されます。",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice": "販売者の情報と税額を記載した請求書は、支払い履歴にあります: {link}",
    "tax.included": "{tax}{rate}込み",
    "tax.added": "{tax} {rate}({country})",
    "tax.vat": "付加価値税",
    "tax.gst": "GST",
    "team.invited.subject": "{store}のストア運営に招待されました",
    "team.invited.owner": "{store}（{username}）のチームにオーナーとして招待されました。",
    "team.invited.staff": "{store}（{username}）のチームにスタッフとして招待されました。",
    "team.invited.readOnly":
      "{store}（{username}）のチームに閲覧のみのメンバーとして招待されました。",
    "team.invited.accept":
      "承諾するには、ダッシュボードを開き、このメールアドレス（{email}）でサインインしてください：",
    "team.invited.until":
      "この招待は {date} {time}（UTC）まで承諾できます。心当たりがない場合は、このメールを無視してください。",
    "webhooks.stopped.subject": "{url} へのWebhookは停止しています",
    "webhooks.stopped.greeting": "{creator}様",
    "webhooks.stopped.gone":
      "チェックアウトは {url} へのイベント送信を停止しました：受信側が 410 Gone を返しました。",
    "webhooks.stopped.failing": {
      other:
        "チェックアウトは {url} へのイベント送信を停止しました：{count}日間、すべての配信が失敗しました。",
    },
    "webhooks.stopped.kept":
      "その間に発生したイベントは保存されています。エンドポイントが再び応答するようになったら、ダッシュボードのWebhookページ、または {request} で有効にしてください。待機していたものが古い順に送信されます。",
    "webhooks.stopped.publisher": "パブリッシャー：{username}",
  },
};
