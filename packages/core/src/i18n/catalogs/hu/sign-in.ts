import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Írja be az ellenőrző kódot, amelyet ide küldtünk: {address}.",
  "signIn.code.label": "Ellenőrző kód",
  "signIn.code.checking": "Egy pillanat…",
  "signIn.code.resent": "Új kódot küldtünk ide: {address}.",
  "signIn.code.resendLine": "Nem kapta meg? {resend} vagy {change}",
  "signIn.code.resend": "Újraküldés",
  "signIn.changeContact": "elérhetőség módosítása.",
  "signIn.password.welcome": "Üdvözöljük újra! Adja meg a jelszót ehhez: {address}.",
  "signIn.password.label": "Jelszó",
  "signIn.password.submit": "Bejelentkezés",
  "signIn.password.textCode": "Inkább kérek kódot SMS-ben",
  "signIn.password.emailCode": "Inkább kérek kódot e-mailben",
  "signIn.signedIn.as": "Bejelentkezve mint",
  "signIn.signedIn.announceAs": "Bejelentkezve mint {address}.",
  "signIn.signedIn.announce": "Bejelentkezve.",
  "signIn.signedIn.signedOut": "Kijelentkezve.",
  "signIn.signedIn.change": "Módosítás",
  "signIn.signedIn.passwordSaved": "Jelszó mentve. Legközelebb ezzel is bejelentkezhet.",
  "signIn.signedIn.passkeyAdded": "Azonosítókulcs hozzáadva. Legközelebb ezzel is bejelentkezhet.",
  "signIn.signedIn.addPasskey": "Azonosítókulcs hozzáadása",
  "signIn.signedIn.setPassword": "Jelszó beállítása",
  "signIn.signedIn.signOut": "Kijelentkezés",
  "signIn.setPassword.label": "Új jelszó",
  "signIn.setPassword.hint": {
    one: "Legalább {count} karakter.",
    other: "Legalább {count} karakter.",
  },
  "signIn.setPassword.save": "Mentés",
  "signIn.setPassword.cancel": "Mégse",
  "signIn.passkey.failed":
    "Az azonosítókulccsal való bejelentkezés nem sikerült. Kérjük, próbálja újra, vagy használjon kódot.",
  "signIn.passkey.addFailed": "Az azonosítókulcs hozzáadása nem sikerült. Kérjük, próbálja újra.",
  "signIn.passkey.alreadyOnDevice": "Ezen az eszközön már van azonosítókulcs a fiókjához.",
  "signIn.tooManyCodes": "Túl sok kódot kértek. {wait} múlva kérhet új kódot.",
  "signIn.wait.aMinute": "egy perc",
  "signIn.wait.minutes": { one: "{count} perc", other: "{count} perc" },
  "signIn.wait.hours": { one: "{count} óra", other: "{count} óra" },
  "signIn.wait.hoursAndMinutes": "{hours} {minutes}",
  "apiErrors.BAD_REQUEST":
    "Az elküldött adatok egy része érvénytelen. Ellenőrizze őket, és próbálja újra.",
  "apiErrors.NOT_FOUND": "Ez nem található. Töltse újra az oldalt, és próbálja újra.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Túl sok kérés érkezett az Ön hálózatáról. Kérjük, várjon egy percet, és próbálja újra.",
  "apiErrors.INTERNAL": "Hiba történt a mi oldalunkon. Kérjük, próbálja újra egy pillanat múlva.",
  "apiErrors.BOT_CHECK_FAILED": "Kérjük, végezze el az ellenőrzést, és próbálja újra.",
  "apiErrors.INVALID_CODE": "Ez a kód érvénytelen. Ellenőrizze, vagy kérjen új kódot.",
  "apiErrors.CODE_LOCKED": "Ehhez a kódhoz túl sok hibás próbálkozás történt. Kérjen új kódot.",
  "apiErrors.TOO_MANY_FAILURES":
    "Túl sok sikertelen próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.",
  "apiErrors.TOO_MANY_CODES": "Túl sok kódot kértek. Kérjük, próbálja újra később.",
  "apiErrors.INVALID_CLAIM": "Ez a bejelentkezés lejárt. Kérjük, jelentkezzen be újra.",
  "apiErrors.INVALID_CREDENTIALS": "Ez a jelszó nem megfelelő ehhez a fiókhoz.",
  "apiErrors.UNAUTHORIZED": "A munkamenete lejárt. Kérjük, jelentkezzen be újra.",
  "apiErrors.SESSION_EXPIRED": "A munkamenete lejárt. Kérjük, jelentkezzen be újra.",
  "apiErrors.SMS_UNAVAILABLE":
    "Az SMS-es bejelentkezés jelenleg nem érhető el. Kérjük, használja az e-mail-címét.",
  "apiErrors.METHOD_NOT_OFFERED": "Ez az alkotó nem kínálja ezt a bejelentkezési módot.",
  "apiErrors.PROOF_REQUIRED": "Először erősítse meg a címét egy bejelentkezési kóddal.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Jelszava módosításához adja meg a jelenlegi jelszavát, vagy jelentkezzen be újra egy kóddal.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Ez nem az Ön jelenlegi jelszava.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Ez az azonosítókulcs-kérés lejárt, vagy már felhasználták. Kérjük, próbálja újra.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Ezt az azonosítókulcsot nem sikerült használni. Kérjük, próbálja újra, vagy jelentkezzen be kóddal.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Ez az azonosítókulcs már regisztrálva van.",
  "apiErrors.PASSKEY_NOT_FOUND": "Ez az azonosítókulcs már nincs a fiókjához rendelve.",
  "apiErrors.CARD_ERROR": "Kártyáját elutasították.",
  "apiErrors.NO_PAYMENT_METHOD": "A fizetéshez adjon meg egy kártyát.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Ez a kártya nincs a mentett kártyái között.",
  "apiErrors.PAYMENT_FAILED": "A fizetés nem sikerült.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "A fizetést jelenleg nem sikerült megerősíteni. Kérjük, próbálja újra egy pillanat múlva; nem terheljük meg kétszer.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Ennek a vásárlásnak a feldolgozása már folyamatban van.",
  "apiErrors.ALREADY_SUBSCRIBED": "Ez a lehetőség már az Öné. Válasszon egy másikat.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Itt nincs ilyen előfizetése.",
  "apiErrors.NOT_RECURRING": "Ez nem újul meg, ezért így nem módosítható.",
  "apiErrors.SUBSCRIPTION_ENDED": "Ez az előfizetés megszűnt. Erről az oldalról újra előfizethet.",
  "apiErrors.NOTHING_OVERDUE": "Ezen az előfizetésen nincs tartozás; minden ki van fizetve.",
  "apiErrors.UNABLE_TO_SWITCH_NOW": "Most nem lehet váltani. A számlázási időszak végén válthat.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "A mostani váltás más összegbe kerül, mint amit korábban látott. Nem terheltünk semmit; ellenőrizze az új összeget, és próbálja újra.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Ez a kód ennél a vásárlásnál nem használható.",
  "promotionCode.refusedHint":
    "Lehet, hogy másik termékhez szól, vagy már nem érvényes: ellenőrizze annál, akitől kapta, vagy távolítsa el, és fizessen nélküle.",
  "apiErrors.NOT_GIFTABLE": "Ez a lehetőség nem adható ajándékba.",
  "apiErrors.GIFT_REDEEMED":
    "Ezt az ajándékot már beváltották. Egy ajándék csak egyszer váltható be.",
  "apiErrors.GIFT_EXPIRED":
    "Ez az ajándék lejárt. Kérje meg az ajándékozót, hogy vegye fel a kapcsolatot az alkotóval.",
  "apiErrors.PAID_NEWSLETTER":
    "A fizetős hírlevél az azt tartalmazó tagság része: a tagság megvásárlásakor adjuk hozzá.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Néhány válasz ellenőrzésre szorul.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "A kártyáját egy másik országban bocsátották ki, mint amelyet választott. Erősítse meg, melyik országban tartózkodik.",
  "apiErrors.COUNTRY_REQUIRED":
    "Válassza ki, melyik országban tartózkodik: ez az alkotó a vevő országa szerint számítja fel az adót.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Ehhez az árhoz adó adódik. Ellenőrizze az adóval növelt végösszeget, majd fizessen újra.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Az uniós áfa-nyilvántartás (VIES) nem ismeri ezt az adószámot. Ellenőrizze, vagy vásároljon nélküle.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "A vásárlás adóját most nem lehet kiszámítani. Semmit sem terheltünk: próbálja újra néhány perc múlva.",
  "signIn.error.invalidCodeHint":
    "Ellenőrizze a kódot a legutóbb küldött üzenetünkben, vagy kérjen újat.",
};
