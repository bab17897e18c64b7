import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Şu adrese gönderilen doğrulama kodunu girin: {address}.",
  "signIn.code.label": "Doğrulama kodu",
  "signIn.code.checking": "Bir saniye…",
  "signIn.code.resent": "Şu adrese yeni bir kod gönderdik: {address}.",
  "signIn.code.resendLine": "Kod gelmedi mi? {resend} veya {change}",
  "signIn.code.resend": "Yeniden gönder",
  "signIn.changeContact": "iletişim bilgilerini değiştir.",
  "signIn.password.welcome": "Tekrar hoş geldiniz. {address} için şifrenizi girin.",
  "signIn.password.label": "Şifre",
  "signIn.password.submit": "Giriş yap",
  "signIn.password.textCode": "Bunun yerine SMS ile kod gönder",
  "signIn.password.emailCode": "Bunun yerine e-postayla kod gönder",
  "signIn.signedIn.as": "Giriş yapılan hesap",
  "signIn.signedIn.announceAs": "{address} olarak giriş yapıldı.",
  "signIn.signedIn.announce": "Giriş yapıldı.",
  "signIn.signedIn.signedOut": "Çıkış yapıldı.",
  "signIn.signedIn.change": "Değiştir",
  "signIn.signedIn.passwordSaved":
    "Şifre kaydedildi. Bir dahaki sefere bu şifreyle giriş yapabilirsiniz.",
  "signIn.signedIn.passkeyAdded":
    "Geçiş anahtarı eklendi. Bir dahaki sefere bu anahtarla giriş yapabilirsiniz.",
  "signIn.signedIn.addPasskey": "Geçiş anahtarı ekle",
  "signIn.signedIn.setPassword": "Şifre belirle",
  "signIn.signedIn.signOut": "Çıkış yap",
  "signIn.setPassword.label": "Yeni şifre",
  "signIn.setPassword.hint": { one: "En az {count} karakter.", other: "En az {count} karakter." },
  "signIn.setPassword.save": "Kaydet",
  "signIn.setPassword.cancel": "İptal",
  "signIn.passkey.failed":
    "Geçiş anahtarıyla giriş yapılamadı. Lütfen tekrar deneyin veya bir kod kullanın.",
  "signIn.passkey.addFailed": "Geçiş anahtarı eklenemedi. Lütfen tekrar deneyin.",
  "signIn.passkey.alreadyOnDevice": "Bu cihazda hesabınız için zaten bir geçiş anahtarı var.",
  "signIn.tooManyCodes": "Çok fazla kod istendi. {wait} sonra yeni bir kod isteyebilirsiniz.",
  "signIn.wait.aMinute": "bir dakika",
  "signIn.wait.minutes": { one: "{count} dakika", other: "{count} dakika" },
  "signIn.wait.hours": { one: "{count} saat", other: "{count} saat" },
  "signIn.wait.hoursAndMinutes": "{hours} {minutes}",
  "apiErrors.BAD_REQUEST":
    "Gönderilen bilgilerin bir kısmı geçerli değil. Kontrol edip tekrar deneyin.",
  "apiErrors.NOT_FOUND": "Aradığınız bulunamadı. Sayfayı yeniden yükleyip tekrar deneyin.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Ağınızdan çok fazla istek geldi. Lütfen bir dakika bekleyip tekrar deneyin.",
  "apiErrors.INTERNAL": "Bizim tarafımızda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.",
  "apiErrors.BOT_CHECK_FAILED": "Lütfen doğrulamayı tamamlayıp tekrar deneyin.",
  "apiErrors.INVALID_CODE": "Bu kod geçerli değil. Kodu kontrol edin veya yeni bir kod isteyin.",
  "apiErrors.CODE_LOCKED": "Bu kod için çok fazla hatalı deneme yapıldı. Yeni bir kod isteyin.",
  "apiErrors.TOO_MANY_FAILURES":
    "Çok fazla başarısız deneme yapıldı. Lütfen bir süre bekleyip tekrar deneyin.",
  "apiErrors.TOO_MANY_CODES": "Çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.",
  "apiErrors.INVALID_CLAIM": "Bu girişin süresi doldu. Lütfen yeniden giriş yapın.",
  "apiErrors.INVALID_CREDENTIALS": "Bu şifre bu hesap için doğru değil.",
  "apiErrors.UNAUTHORIZED": "Oturumunuz sona erdi. Lütfen yeniden giriş yapın.",
  "apiErrors.SESSION_EXPIRED": "Oturumunuz sona erdi. Lütfen yeniden giriş yapın.",
  "apiErrors.SMS_UNAVAILABLE":
    "SMS ile giriş şu anda kullanılamıyor. Lütfen e-posta adresinizi kullanın.",
  "apiErrors.METHOD_NOT_OFFERED": "Bu içerik üreticisi bu giriş yöntemini sunmuyor.",
  "apiErrors.PROOF_REQUIRED": "Önce adresinizi bir giriş koduyla doğrulayın.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Şifrenizi değiştirmek için mevcut şifrenizi girin veya bir kodla yeniden giriş yapın.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Bu, mevcut şifreniz değil.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Bu geçiş anahtarı isteğinin süresi doldu veya istek zaten kullanıldı. Lütfen tekrar deneyin.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Bu geçiş anahtarı kullanılamadı. Lütfen tekrar deneyin veya bir kodla giriş yapın.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Bu geçiş anahtarı zaten kayıtlı.",
  "apiErrors.PASSKEY_NOT_FOUND": "Bu geçiş anahtarı artık hesabınızda kayıtlı değil.",
  "apiErrors.CARD_ERROR": "Kartınız reddedildi.",
  "apiErrors.NO_PAYMENT_METHOD": "Ödeme yapmak için bir kart ekleyin.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Bu kart, kayıtlı kartlarınızdan biri değil.",
  "apiErrors.PAYMENT_FAILED": "Ödemeniz gerçekleşmedi.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Ödeme şu anda onaylanamadı. Lütfen biraz sonra tekrar deneyin; sizden iki kez ücret alınmaz.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Bu satın alma işlemi zaten gerçekleştiriliyor.",
  "apiErrors.ALREADY_SUBSCRIBED": "Bu seçeneğe zaten sahipsiniz. Başka bir seçenek belirleyin.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Burada size ait böyle bir abonelik yok.",
  "apiErrors.NOT_RECURRING": "Bu yenilenmediği için bu şekilde değiştirilemez.",
  "apiErrors.SUBSCRIPTION_ENDED": "Bu abonelik sona erdi. Bu sayfadan yeniden abone olabilirsiniz.",
  "apiErrors.NOTHING_OVERDUE": "Bu abonelik için ödenmemiş bir tutar yok; ödemeler güncel.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Şu anda geçiş yapılamıyor. Fatura döneminizin sonunda geçiş yapabilirsiniz.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Şimdi geçiş yapmanın tutarı size gösterilenden farklı. Sizden ücret alınmadı; yeni tutarı kontrol edip tekrar deneyin.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Bu kod bu satın alma işleminde kullanılamaz.",
  "promotionCode.refusedHint":
    "Başka bir ürün için olabilir ya da artık geçerli olmayabilir: size verene danışın veya kaldırıp kodsuz ödeyin.",
  "apiErrors.NOT_GIFTABLE": "Bu seçenek hediye olarak verilemez.",
  "apiErrors.GIFT_REDEEMED":
    "Bu hediye zaten kullanıldı. Bir hediye yalnızca bir kez kullanılabilir.",
  "apiErrors.GIFT_EXPIRED":
    "Bu hediyenin süresi doldu. Hediyeyi veren kişiden içerik üreticisiyle iletişime geçmesini isteyin.",
  "apiErrors.PAID_NEWSLETTER":
    "Ücretli bir bülten, onu içeren bir üyelikle birlikte gelir: üyeliği satın aldığınızda eklenir.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Bazı yanıtları yeniden gözden geçirmeniz gerekiyor.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Kartınız seçtiğiniz ülkeden farklı bir ülkede düzenlenmiş. Bulunduğunuz ülkeyi onaylayın.",
  "apiErrors.COUNTRY_REQUIRED":
    "Bulunduğunuz ülkeyi seçin: bu içerik üreticisi vergiyi alıcının ülkesine göre alır.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Bu fiyata vergi eklenir. Vergili toplam tutarı kontrol edin ve yeniden ödeyin.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "AB KDV sicili (VIES) bu KDV numarasını tanımıyor. Numarayı kontrol edin ya da numara olmadan satın alın.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Bu satın almanın vergisi şu anda hesaplanamıyor. Hiçbir ücret alınmadı: birkaç dakika sonra tekrar deneyin.",
  "signIn.error.invalidCodeHint":
    "Gönderdiğimiz en son iletideki kodu kontrol edin veya yeni bir kod isteyin.",
};
