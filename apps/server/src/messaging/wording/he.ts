import { plural } from "@creator-checkout/core/i18n/formats/he";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "he",
  plural,
  messages: {
    "code.email.subject": "{code} הוא קוד הכניסה שלך אצל {creator}",
    "code.email.body": {
      one: "קוד הכניסה שלך אצל {creator} הוא {code}.\n\nאפשר להשתמש בו פעם אחת בלבד, והוא יפוג בעוד {count} דקה. אם לא ביקשת את הקוד, אפשר להתעלם מהודעת הדוא״ל הזו.",
      two: "קוד הכניסה שלך אצל {creator} הוא {code}.\n\nאפשר להשתמש בו פעם אחת בלבד, והוא יפוג בעוד {count} דקות. אם לא ביקשת את הקוד, אפשר להתעלם מהודעת הדוא״ל הזו.",
      other:
        "קוד הכניסה שלך אצל {creator} הוא {code}.\n\nאפשר להשתמש בו פעם אחת בלבד, והוא יפוג בעוד {count} דקות. אם לא ביקשת את הקוד, אפשר להתעלם מהודעת הדוא״ל הזו.",
    },
    "code.sms": {
      one: "{code} הוא קוד הכניסה שלך אצל {creator}. הקוד יפוג בעוד {count} דקה.",
      two: "{code} הוא קוד הכניסה שלך אצל {creator}. הקוד יפוג בעוד {count} דקות.",
      other: "{code} הוא קוד הכניסה שלך אצל {creator}. הקוד יפוג בעוד {count} דקות.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "כרטיס {brand} המסתיים ב־{last4}",
    "payment.sms": "{subject}. {amount} עבור {what}. {link}",
    "receipt.subject": "הקבלה שלך מאת {creator}",
    "receipt.thanks": "תודה על התשלום שביצעת אצל {creator}.",
    "receipt.amount": "סכום ששולם: {amount}",
    "receipt.promotionCode": "קוד הטבה {code}: \u2212{amount}",
    "receipt.date": "תאריך: {date}",
    "receipt.paidWith": "שולם באמצעות: {card}",
    "receipt.giftNow": "מתנה עבור {recipient}: אנחנו שולחים עכשיו בדוא״ל קישור למימוש המתנה.",
    "receipt.giftLater": "מתנה עבור {recipient}: בתאריך {date} נשלח בדוא״ל קישור למימוש המתנה.",
    "receipt.nextCharge": "החיוב הבא: {amount} בתאריך {date}",
    "receipt.ends": "המינוי שלך מסתיים בתאריך {date}; לא יהיו חיובים נוספים.",
    "receipt.manage": "לצפייה בתשלומים ולניהול המינוי: {link}",
    "renewalFailed.subject": "התשלום שלך אצל {creator} לא עבר",
    "renewalFailed.tried": "ניסינו לחייב {amount} עבור {what}, אבל החיוב לא עבר.",
    "renewalFailed.triedCard":
      "ניסינו לחייב {amount} עבור {what} באמצעות {card}, אבל החיוב לא עבר.",
    "renewalFailed.confirm": "הבנק שלך מבקש לאשר את התשלום הזה באופן אישי.",
    "renewalFailed.reason": "הסיבה שנמסרה: {reason}",
    "renewalFailed.retryConfirm":
      "בינתיים הגישה שלך נמשכת. ננסה שוב בתאריך {date}; כדי לשמור על המינוי בלי לחכות, אפשר לאשר את התשלום כאן:",
    "renewalFailed.retryPay":
      "בינתיים הגישה שלך נמשכת. ננסה שוב בתאריך {date}; כדי לשמור על המינוי בלי לחכות, אפשר להוסיף או לבחור כרטיס ולשלם כאן:",
    "renewalFailed.ended": "זה היה הניסיון האחרון, ולכן המינוי שלך הסתיים. אפשר להירשם מחדש כאן:",
    "refund.subject": "החזר כספי מאת {creator}",
    "refund.given": "קיבלת מאת {creator} החזר של {amount} מתוך התשלום שלך בסך {paid} עבור {what}.",
    "refund.whole": "התשלום הוחזר עכשיו במלואו.",
    "refund.soFar": "סך ההחזרים מהתשלום הזה עד כה: {amount}.",
    "refund.toCard": "הכסף יוחזר אל {card}; בדרך כלל לוקח לבנקים 5 עד 10 ימים להציג אותו.",
    "refund.toPaymentCard":
      "הכסף יוחזר לכרטיס שבו שילמת; בדרך כלל לוקח לבנקים 5 עד 10 ימים להציג אותו.",
    "refund.subscriptionEnded": "המינוי שלך הסתיים; לא יבוצעו חיובים נוספים.",
    "gift.subject": "קיבלת מתנה מאת {sender} מבית {creator}",
    "gift.greeting": "שלום {recipient},",
    "gift.given": "קיבלת מתנה מאת {sender} מבית {creator}: {what}.",
    "gift.note": "הודעה מאת {sender}: {note}",
    "gift.redeem": "אפשר לממש את המתנה כאן (הקישור פועל פעם אחת בלבד, למשך שנה):",
    "gift.free": "המתנה לא עולה לך דבר, והיא לעולם לא מתחדשת מעצמה.",
    "social.title": "כניסה",
    "social.signedIn": "הכניסה בוצעה. אפשר לסגור את החלון.",
    "social.failed": "הכניסה לא הצליחה. אפשר לסגור את החלון ולנסות שוב.",
  },
};
