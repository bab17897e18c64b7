import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "أدخل رمز التحقق المرسل إلى {address}.",
  "signIn.code.label": "رمز التحقق",
  "signIn.code.checking": "لحظة واحدة…",
  "signIn.code.resent": "أرسلنا رمزًا جديدًا إلى {address}.",
  "signIn.code.resendLine": "لم يصلك الرمز؟ {resend} أو {change}",
  "signIn.code.resend": "إعادة الإرسال",
  "signIn.changeContact": "تغيير معلومات الاتصال.",
  "signIn.password.welcome": "مرحبًا بعودتك. أدخل كلمة المرور الخاصة بـ {address}.",
  "signIn.password.label": "كلمة المرور",
  "signIn.password.submit": "تسجيل الدخول",
  "signIn.password.textCode": "أرسل لي رمزًا في رسالة نصية بدلًا من ذلك",
  "signIn.password.emailCode": "أرسل لي رمزًا عبر البريد الإلكتروني بدلًا من ذلك",
  "signIn.signedIn.as": "تم تسجيل الدخول باسم",
  "signIn.signedIn.announceAs": "تم تسجيل الدخول باسم {address}.",
  "signIn.signedIn.announce": "تم تسجيل الدخول.",
  "signIn.signedIn.signedOut": "تم تسجيل الخروج.",
  "signIn.signedIn.change": "تغيير",
  "signIn.signedIn.passwordSaved": "تم حفظ كلمة المرور. يمكنك تسجيل الدخول بها في المرة القادمة.",
  "signIn.signedIn.passkeyAdded": "تمت إضافة مفتاح المرور. يمكنك تسجيل الدخول به في المرة القادمة.",
  "signIn.signedIn.addPasskey": "إضافة مفتاح مرور",
  "signIn.signedIn.setPassword": "تعيين كلمة مرور",
  "signIn.signedIn.signOut": "تسجيل الخروج",
  "signIn.setPassword.label": "كلمة المرور الجديدة",
  "signIn.setPassword.hint": {
    zero: "{count} حرف على الأقل.",
    one: "{count} حرف على الأقل.",
    two: "{count} حرفين على الأقل.",
    few: "{count} أحرف على الأقل.",
    many: "{count} حرفًا على الأقل.",
    other: "{count} حرف على الأقل.",
  },
  "signIn.setPassword.save": "حفظ",
  "signIn.setPassword.cancel": "إلغاء",
  "signIn.passkey.failed":
    "لم ينجح تسجيل الدخول باستخدام مفتاح المرور. يُرجى المحاولة مرة أخرى أو استخدام رمز.",
  "signIn.passkey.addFailed": "لم تنجح إضافة مفتاح المرور. يُرجى المحاولة مرة أخرى.",
  "signIn.passkey.alreadyOnDevice": "يوجد بالفعل مفتاح مرور لحسابك على هذا الجهاز.",
  "signIn.tooManyCodes": "طُلب عدد كبير جدًا من الرموز. يمكنك طلب رمز آخر بعد {wait}.",
  "signIn.wait.aMinute": "دقيقة",
  "signIn.wait.minutes": {
    zero: "{count} دقيقة",
    one: "{count} دقيقة",
    two: "{count} دقيقتين",
    few: "{count} دقائق",
    many: "{count} دقيقة",
    other: "{count} دقيقة",
  },
  "signIn.wait.hours": {
    zero: "{count} ساعة",
    one: "{count} ساعة",
    two: "{count} ساعتين",
    few: "{count} ساعات",
    many: "{count} ساعة",
    other: "{count} ساعة",
  },
  "signIn.wait.hoursAndMinutes": "{hours} و{minutes}",
  "apiErrors.BAD_REQUEST": "بعض البيانات المرسلة غير صالحة. تحقّق منها وحاول مرة أخرى.",
  "apiErrors.NOT_FOUND": "تعذّر العثور على المطلوب. أعد تحميل الصفحة وحاول مرة أخرى.",
  "apiErrors.TOO_MANY_REQUESTS":
    "صدر عدد كبير جدًا من الطلبات من شبكتك. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  "apiErrors.INTERNAL": "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.",
  "apiErrors.BOT_CHECK_FAILED": "يُرجى إكمال التحقق والمحاولة مرة أخرى.",
  "apiErrors.INVALID_CODE": "هذا الرمز غير صالح. تحقّق منه، أو اطلب رمزًا جديدًا.",
  "apiErrors.CODE_LOCKED": "محاولات خاطئة كثيرة جدًا لهذا الرمز. اطلب رمزًا جديدًا.",
  "apiErrors.TOO_MANY_FAILURES":
    "محاولات فاشلة كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  "apiErrors.TOO_MANY_CODES": "طُلب عدد كبير جدًا من الرموز. يُرجى المحاولة لاحقًا.",
  "apiErrors.INVALID_CLAIM": "انتهت صلاحية عملية تسجيل الدخول هذه. يُرجى تسجيل الدخول مرة أخرى.",
  "apiErrors.INVALID_CREDENTIALS": "كلمة المرور هذه غير صحيحة لهذا الحساب.",
  "apiErrors.UNAUTHORIZED": "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
  "apiErrors.SESSION_EXPIRED": "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
  "apiErrors.SMS_UNAVAILABLE":
    "تسجيل الدخول عبر الرسائل النصية غير متاح حاليًا. يُرجى استخدام عنوان بريدك الإلكتروني.",
  "apiErrors.METHOD_NOT_OFFERED": "لا يتيح صانع المحتوى هذا طريقة تسجيل الدخول هذه.",
  "apiErrors.PROOF_REQUIRED": "أكّد عنوانك أولًا برمز تسجيل الدخول.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "لتغيير كلمة المرور، أدخل كلمة المرور الحالية، أو سجّل الدخول مرة أخرى برمز.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "هذه ليست كلمة مرورك الحالية.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "انتهت صلاحية طلب مفتاح المرور هذا أو سبق استخدامه. يُرجى المحاولة مرة أخرى.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "تعذّر استخدام مفتاح المرور هذا. يُرجى المحاولة مرة أخرى، أو تسجيل الدخول برمز.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "مفتاح المرور هذا مسجّل بالفعل.",
  "apiErrors.PASSKEY_NOT_FOUND": "لم يعد مفتاح المرور هذا مرتبطًا بحسابك.",
  "apiErrors.CARD_ERROR": "تم رفض بطاقتك.",
  "apiErrors.NO_PAYMENT_METHOD": "أضف بطاقة للدفع.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "هذه البطاقة ليست من بطاقاتك المحفوظة.",
  "apiErrors.PAYMENT_FAILED": "لم تتم عملية الدفع.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "تعذّر تأكيد الدفع حاليًا. يُرجى المحاولة مرة أخرى بعد قليل؛ لن يُخصم المبلغ منك مرتين.",
  "apiErrors.PURCHASE_IN_PROGRESS": "عملية الشراء هذه قيد المعالجة بالفعل.",
  "apiErrors.ALREADY_SUBSCRIBED": "لديك هذا الخيار بالفعل. اختر خيارًا آخر.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "لا يوجد لديك اشتراك كهذا هنا.",
  "apiErrors.NOT_RECURRING": "هذا لا يتجدّد، لذا لا يمكن تغييره بهذه الطريقة.",
  "apiErrors.SUBSCRIPTION_ENDED": "انتهى هذا الاشتراك. يمكنك الاشتراك مجددًا من هذه الصفحة.",
  "apiErrors.NOTHING_OVERDUE": "لا يوجد أي مبلغ مستحق على هذا الاشتراك؛ فهو مدفوع بالكامل.",
  "apiErrors.UNABLE_TO_SWITCH_NOW": "لا يمكن التبديل الآن. يمكنك التبديل في نهاية فترة الفوترة.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "تكلفة التبديل الآن تختلف عن المبلغ الذي عُرض عليك. لم يُخصم أي مبلغ؛ تحقّق من المبلغ الجديد وحاول مرة أخرى.",
  "apiErrors.PROMOTION_CODE_REFUSED": "لا يمكن استخدام هذا الرمز لعملية الشراء هذه.",
  "promotionCode.refusedHint":
    "قد يكون مخصصًا لمنتج آخر أو لم يعد صالحًا: تحقق منه مع من أعطاك إياه، أو أزله لتدفع من دونه.",
  "apiErrors.NOT_GIFTABLE": "لا يمكن تقديم هذا الخيار كهدية.",
  "apiErrors.GIFT_REDEEMED": "تم استلام هذه الهدية بالفعل. لا يمكن استلام الهدية إلا مرة واحدة.",
  "apiErrors.GIFT_EXPIRED":
    "انتهت صلاحية هذه الهدية. اطلب من الشخص الذي أهداك إياها التواصل مع صانع المحتوى.",
  "apiErrors.PAID_NEWSLETTER":
    "النشرة البريدية المدفوعة تأتي ضمن عضوية تتضمنها: تُضاف عند شرائك لهذه العضوية.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "بعض الإجابات تحتاج إلى مراجعة.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "صدرت بطاقتك في بلد غير البلد الذي اخترته. يُرجى تأكيد البلد الذي توجد فيه.",
  "apiErrors.COUNTRY_REQUIRED":
    "اختر البلد الذي توجد فيه: يحتسب هذا المبدع الضريبة حسب بلد المشتري.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "تُضاف الضريبة إلى هذا السعر. تحقّق من الإجمالي شاملًا الضريبة، ثم ادفع مرة أخرى.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "سجل ضريبة القيمة المضافة في الاتحاد الأوروبي (VIES) لا يعرف هذا الرقم الضريبي. تحقق منه، أو أكمل الشراء بدونه.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "لا يمكن حساب الضريبة على هذا الشراء الآن. لم يُخصم أي مبلغ: حاول مرة أخرى بعد بضع دقائق.",
  "signIn.error.invalidCodeHint": "تحقق من الرمز في أحدث رسالة أرسلناها، أو أرسل رمزًا جديدًا.",
};
