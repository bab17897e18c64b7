import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "{address}に送信された確認コードを入力してください。",
  "signIn.code.label": "確認コード",
  "signIn.code.checking": "少々お待ちください…",
  "signIn.code.resent": "{address}に新しいコードを送信しました。",
  "signIn.code.resendLine": "コードが届きませんか？{resend}または{change}",
  "signIn.code.resend": "再送信",
  "signIn.changeContact": "連絡先を変更",
  "signIn.password.welcome": "おかえりなさい。{address}のパスワードを入力してください。",
  "signIn.password.label": "パスワード",
  "signIn.password.submit": "ログイン",
  "signIn.password.textCode": "代わりにSMSでコードを受け取る",
  "signIn.password.emailCode": "代わりにメールでコードを受け取る",
  "signIn.signedIn.as": "ログイン中のアカウント",
  "signIn.signedIn.announceAs": "{address}としてログインしました。",
  "signIn.signedIn.announce": "ログインしました。",
  "signIn.signedIn.signedOut": "ログアウトしました。",
  "signIn.signedIn.change": "変更",
  "signIn.signedIn.passwordSaved":
    "パスワードを保存しました。次回からはパスワードでログインできます。",
  "signIn.signedIn.passkeyAdded": "パスキーを追加しました。次回からはパスキーでログインできます。",
  "signIn.signedIn.addPasskey": "パスキーを追加",
  "signIn.signedIn.setPassword": "パスワードを設定",
  "signIn.signedIn.signOut": "ログアウト",
  "signIn.setPassword.label": "新しいパスワード",
  "signIn.setPassword.hint": { other: "{count}文字以上" },
  "signIn.setPassword.save": "保存",
  "signIn.setPassword.cancel": "キャンセル",
  "signIn.passkey.failed":
    "パスキーでログインできませんでした。もう一度お試しいただくか、コードをご利用ください。",
  "signIn.passkey.addFailed": "パスキーを追加できませんでした。もう一度お試しください。",
  "signIn.passkey.alreadyOnDevice":
    "このデバイスには、お客様のアカウントのパスキーがすでにあります。",
  "signIn.tooManyCodes":
    "コードのリクエスト回数が多すぎます。{wait}後に再度コードをリクエストできます。",
  "signIn.wait.aMinute": "1分",
  "signIn.wait.minutes": { other: "{count}分" },
  "signIn.wait.hours": { other: "{count}時間" },
  "signIn.wait.hoursAndMinutes": "{hours}{minutes}",
  "apiErrors.BAD_REQUEST":
    "送信内容の一部が正しくありません。ご確認のうえ、もう一度お試しください。",
  "apiErrors.NOT_FOUND": "見つかりませんでした。ページを再読み込みして、もう一度お試しください。",
  "apiErrors.TOO_MANY_REQUESTS":
    "お使いのネットワークからのリクエストが多すぎます。1分ほど待ってから、もう一度お試しください。",
  "apiErrors.INTERNAL": "システム側で問題が発生しました。しばらくしてからもう一度お試しください。",
  "apiErrors.BOT_CHECK_FAILED": "確認を完了してから、もう一度お試しください。",
  "apiErrors.INVALID_CODE":
    "このコードは無効です。コードをご確認いただくか、新しいコードをリクエストしてください。",
  "apiErrors.CODE_LOCKED":
    "このコードの入力ミスが多すぎます。新しいコードをリクエストしてください。",
  "apiErrors.TOO_MANY_FAILURES":
    "失敗した試行が多すぎます。しばらく待ってから、もう一度お試しください。",
  "apiErrors.TOO_MANY_CODES":
    "コードのリクエスト回数が多すぎます。しばらくしてからもう一度お試しください。",
  "apiErrors.INVALID_CLAIM": "このログインは有効期限が切れています。もう一度ログインしてください。",
  "apiErrors.INVALID_CREDENTIALS": "このアカウントのパスワードが正しくありません。",
  "apiErrors.UNAUTHORIZED": "セッションが終了しました。もう一度ログインしてください。",
  "apiErrors.SESSION_EXPIRED": "セッションが終了しました。もう一度ログインしてください。",
  "apiErrors.SMS_UNAVAILABLE":
    "現在、SMSでのログインはご利用いただけません。メールアドレスをご利用ください。",
  "apiErrors.METHOD_NOT_OFFERED": "このクリエイターは、この方法でのログインに対応していません。",
  "apiErrors.PROOF_REQUIRED":
    "まず、ログインコードでメールアドレスまたは電話番号を確認してください。",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "パスワードを変更するには、現在のパスワードを入力するか、コードでもう一度ログインしてください。",
  "apiErrors.WRONG_CURRENT_PASSWORD": "現在のパスワードが正しくありません。",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "このパスキーのリクエストは有効期限が切れているか、すでに使用されています。もう一度お試しください。",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "このパスキーは使用できませんでした。もう一度お試しいただくか、コードでログインしてください。",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "このパスキーはすでに登録されています。",
  "apiErrors.PASSKEY_NOT_FOUND": "このパスキーはお客様のアカウントに登録されていません。",
  "apiErrors.CARD_ERROR": "カードが承認されませんでした。",
  "apiErrors.NO_PAYMENT_METHOD": "お支払いにはカードを追加してください。",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "このカードは保存済みのカードではありません。",
  "apiErrors.PAYMENT_FAILED": "お支払いが完了しませんでした。",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "現在、お支払いを確認できません。しばらくしてからもう一度お試しください。二重に請求されることはありません。",
  "apiErrors.PURCHASE_IN_PROGRESS": "このご購入はすでに処理中です。",
  "apiErrors.ALREADY_SUBSCRIBED": "このプランはすでにご利用中です。別のプランを選択してください。",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "該当するサブスクリプションが見つかりません。",
  "apiErrors.NOT_RECURRING": "自動更新されないため、この方法では変更できません。",
  "apiErrors.SUBSCRIPTION_ENDED":
    "このサブスクリプションは終了しています。このページから再度お申し込みいただけます。",
  "apiErrors.NOTHING_OVERDUE":
    "このサブスクリプションに未払いはありません。お支払いは完了しています。",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "今すぐ切り替えることはできません。請求期間の終了時に切り替えることができます。",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "今すぐ切り替える場合の金額が、表示されていた金額と異なります。請求は行われていません。新しい金額をご確認のうえ、もう一度お試しください。",
  "apiErrors.PROMOTION_CODE_REFUSED": "このコードは今回のご購入には使用できません。",
  "promotionCode.refusedHint":
    "別の商品用か、有効期限が切れている可能性があります。コードをくれた人に確認するか、削除してコードなしでお支払いください。",
  "apiErrors.NOT_GIFTABLE": "このプランはギフトとして贈ることができません。",
  "apiErrors.GIFT_REDEEMED": "このギフトはすでに受け取り済みです。ギフトは1回のみ受け取れます。",
  "apiErrors.GIFT_EXPIRED":
    "このギフトは有効期限が切れています。贈り主の方からクリエイターにお問い合わせいただくようお伝えください。",
  "apiErrors.PAID_NEWSLETTER":
    "有料ニュースレターは、それを含むメンバーシップに付いてきます。メンバーシップのご購入時に追加されます。",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "確認が必要な回答があります。",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "カードの発行国が、選択された国と異なります。現在いる国を確認してください。",
  "apiErrors.COUNTRY_REQUIRED":
    "現在いる国を選択してください。このクリエイターは購入者の国に応じて税金を請求します。",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "この価格には税金が加算されます。税込みの合計を確認してから、もう一度お支払いください。",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EUのVAT登録簿（VIES）にこのVAT番号は登録されていません。番号を確認するか、番号なしで購入してください。",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "現在、この購入の税額を計算できません。請求は行われていません。数分後にもう一度お試しください。",
  "signIn.error.invalidCodeHint":
    "最新のメッセージに記載されたコードを確認するか、新しいコードを送信してください。",
};
