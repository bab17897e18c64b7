import { plural } from "@creator-checkout/core/i18n/formats/ar";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "ar",
  plural,
  messages: {
    "code.email.subject": "{code} هو رمز تسجيل الدخول إلى {creator}",
    "code.email.body": {
      zero: "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقيقة. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
      one: "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقيقة. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
      two: "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقيقتين. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
      few: "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقائق. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
      many: "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقيقة. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
      other:
        "رمز تسجيل الدخول الخاص بك إلى {creator} هو {code}.\n\nيمكن استخدامه مرة واحدة فقط، وتنتهي صلاحيته بعد {count} دقيقة. إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.",
    },
    "code.sms": {
      zero: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقيقة.",
      one: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقيقة.",
      two: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقيقتين.",
      few: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقائق.",
      many: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقيقة.",
      other: "{code} هو رمز تسجيل الدخول إلى {creator}. تنتهي صلاحيته بعد {count} دقيقة.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "بطاقة {brand} المنتهية بالرقم {last4}",
    "payment.sms": "{subject}. {amount} مقابل {what}. {link}",
    "receipt.subject": "إيصال الدفع من {creator}",
    "receipt.thanks": "نشكرك على الدفع إلى {creator}.",
    "receipt.amount": "المبلغ المدفوع: {amount}",
    "receipt.promotionCode": "الرمز الترويجي {code}: \u2212{amount}",
    "receipt.date": "التاريخ: {date}",
    "receipt.paidWith": "الدفع باستخدام: {card}",
    "receipt.giftNow":
      "هدية إلى {recipient}: نرسل الآن عبر البريد الإلكتروني رابطًا لاستلام الهدية.",
    "receipt.giftLater":
      "هدية إلى {recipient}: سنرسل عبر البريد الإلكتروني رابطًا لاستلام الهدية في {date}.",
    "receipt.nextCharge": "الخصم التالي: {amount} في {date}",
    "receipt.ends": "ينتهي اشتراكك في {date}؛ ولن تُخصم أي مبالغ أخرى.",
    "receipt.manage": "اطّلع على مدفوعاتك وأدِر اشتراكك: {link}",
    "renewalFailed.subject": "تعذّر إتمام دفعتك إلى {creator}",
    "renewalFailed.tried": "حاولنا خصم {amount} مقابل {what}، لكن العملية لم تتم.",
    "renewalFailed.triedCard": "حاولنا خصم {amount} مقابل {what} من {card}، لكن العملية لم تتم.",
    "renewalFailed.confirm": "يطلب منك البنك الذي تتعامل معه تأكيد هذه الدفعة بنفسك.",
    "renewalFailed.reason": "السبب المذكور: {reason}",
    "renewalFailed.retryConfirm":
      "يستمر وصولك في الوقت الحالي. سنحاول مرة أخرى في {date}؛ وللاحتفاظ باشتراكك دون انتظار، أكّد الدفعة من هنا:",
    "renewalFailed.retryPay":
      "يستمر وصولك في الوقت الحالي. سنحاول مرة أخرى في {date}؛ وللاحتفاظ باشتراكك دون انتظار، أضف بطاقة أو اختر واحدة وادفع من هنا:",
    "renewalFailed.ended":
      "كانت تلك المحاولة الأخيرة، لذا انتهى اشتراكك. يمكنك الاشتراك مجددًا من هنا:",
    "refund.subject": "استرداد مبلغ من {creator}",
    "refund.given": "ردّ إليك {creator} مبلغ {amount} من دفعتك البالغة {paid} مقابل {what}.",
    "refund.whole": "تم الآن رد مبلغ الدفعة بالكامل.",
    "refund.soFar": "إجمالي ما رُدّ من هذه الدفعة حتى الآن: {amount}.",
    "refund.toCard": "يُعاد المبلغ إلى {card}؛ وعادةً ما تستغرق البنوك من 5 إلى 10 أيام لإظهاره.",
    "refund.toPaymentCard":
      "يُعاد المبلغ إلى البطاقة التي دفعت بها؛ وعادةً ما تستغرق البنوك من 5 إلى 10 أيام لإظهاره.",
    "refund.subscriptionEnded": "انتهى اشتراكك؛ ولن تُخصم أي مبالغ أخرى.",
    "gift.subject": "أرسل إليك {sender} هدية من {creator}",
    "gift.greeting": "مرحبًا {recipient}،",
    "gift.given": "أهداك {sender} هدية من {creator}: {what}.",
    "gift.note": "كتب {sender}: {note}",
    "gift.redeem": "استلم هديتك من هنا (يعمل الرابط مرة واحدة فقط، ولمدة عام):",
    "gift.free": "لن تتحمّل أي تكلفة، ولن تتجدّد تلقائيًا أبدًا.",
    "social.title": "تسجيل الدخول",
    "social.signedIn": "تم تسجيل الدخول. يمكنك إغلاق هذه النافذة.",
    "social.failed": "تعذّر تسجيل الدخول. يمكنك إغلاق هذه النافذة والمحاولة مرة أخرى.",
  },
};
