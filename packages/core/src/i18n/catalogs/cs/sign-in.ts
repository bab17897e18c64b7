import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Zadejte ověřovací kód zaslaný na {address}.",
  "signIn.code.label": "Ověřovací kód",
  "signIn.code.checking": "Moment…",
  "signIn.code.resent": "Poslali jsme nový kód na {address}.",
  "signIn.code.resendLine": "Kód nepřišel? {resend} nebo {change}",
  "signIn.code.resend": "Poslat znovu",
  "signIn.changeContact": "změnit kontaktní údaje.",
  "signIn.password.welcome": "Vítejte zpět. Zadejte heslo pro {address}.",
  "signIn.password.label": "Heslo",
  "signIn.password.submit": "Přihlásit se",
  "signIn.password.textCode": "Raději poslat kód v SMS",
  "signIn.password.emailCode": "Raději poslat kód e-mailem",
  "signIn.signedIn.as": "Přihlášeno jako",
  "signIn.signedIn.announceAs": "Přihlášeno jako {address}.",
  "signIn.signedIn.announce": "Přihlášení proběhlo úspěšně.",
  "signIn.signedIn.signedOut": "Odhlášení proběhlo úspěšně.",
  "signIn.signedIn.change": "Změnit",
  "signIn.signedIn.passwordSaved": "Heslo je uloženo. Příště se s ním můžete přihlásit.",
  "signIn.signedIn.passkeyAdded": "Přístupový klíč je přidán. Příště se s ním můžete přihlásit.",
  "signIn.signedIn.addPasskey": "Přidat přístupový klíč",
  "signIn.signedIn.setPassword": "Nastavit heslo",
  "signIn.signedIn.signOut": "Odhlásit se",
  "signIn.setPassword.label": "Nové heslo",
  "signIn.setPassword.hint": {
    one: "Alespoň {count} znak.",
    few: "Alespoň {count} znaky.",
    other: "Alespoň {count} znaků.",
  },
  "signIn.setPassword.save": "Uložit",
  "signIn.setPassword.cancel": "Zrušit",
  "signIn.passkey.failed":
    "Přihlášení přístupovým klíčem se nezdařilo. Zkuste to prosím znovu, nebo použijte kód.",
  "signIn.passkey.addFailed": "Přístupový klíč se nepodařilo přidat. Zkuste to prosím znovu.",
  "signIn.passkey.alreadyOnDevice": "Toto zařízení už má přístupový klíč k Vašemu účtu.",
  "signIn.tooManyCodes": "Bylo vyžádáno příliš mnoho kódů. Další kód si můžete vyžádat za {wait}.",
  "signIn.wait.aMinute": "minutu",
  "signIn.wait.minutes": { one: "{count} minutu", few: "{count} minuty", other: "{count} minut" },
  "signIn.wait.hours": { one: "{count} hodinu", few: "{count} hodiny", other: "{count} hodin" },
  "signIn.wait.hoursAndMinutes": "{hours} a {minutes}",
  "apiErrors.BAD_REQUEST":
    "Některé odeslané údaje nejsou platné. Zkontrolujte je a zkuste to znovu.",
  "apiErrors.NOT_FOUND":
    "Požadovaná položka nebyla nalezena. Načtěte stránku znovu a zkuste to ještě jednou.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Z Vaší sítě přišlo příliš mnoho požadavků. Počkejte prosím minutu a zkuste to znovu.",
  "apiErrors.INTERNAL": "Na naší straně se něco pokazilo. Zkuste to prosím za chvíli znovu.",
  "apiErrors.BOT_CHECK_FAILED": "Dokončete prosím ověření a zkuste to znovu.",
  "apiErrors.INVALID_CODE": "Tento kód není platný. Zkontrolujte ho, nebo si vyžádejte nový.",
  "apiErrors.CODE_LOCKED": "Příliš mnoho chybných pokusů s tímto kódem. Vyžádejte si nový kód.",
  "apiErrors.TOO_MANY_FAILURES":
    "Příliš mnoho neúspěšných pokusů. Chvíli počkejte a zkuste to znovu.",
  "apiErrors.TOO_MANY_CODES": "Bylo vyžádáno příliš mnoho kódů. Zkuste to prosím později.",
  "apiErrors.INVALID_CLAIM": "Platnost tohoto přihlášení vypršela. Přihlaste se prosím znovu.",
  "apiErrors.INVALID_CREDENTIALS": "Heslo k tomuto účtu není správné.",
  "apiErrors.UNAUTHORIZED": "Vaše relace skončila. Přihlaste se prosím znovu.",
  "apiErrors.SESSION_EXPIRED": "Vaše relace skončila. Přihlaste se prosím znovu.",
  "apiErrors.SMS_UNAVAILABLE":
    "Přihlášení přes SMS teď není k dispozici. Použijte prosím svou e-mailovou adresu.",
  "apiErrors.METHOD_NOT_OFFERED": "Tento tvůrce tento způsob přihlášení nenabízí.",
  "apiErrors.PROOF_REQUIRED": "Nejdřív potvrďte svou adresu přihlašovacím kódem.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Chcete-li změnit heslo, zadejte své současné heslo, nebo se znovu přihlaste kódem.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Toto není Vaše současné heslo.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Platnost této výzvy k přístupovému klíči vypršela, nebo už byla použita. Zkuste to prosím znovu.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Tento přístupový klíč nelze použít. Zkuste to prosím znovu, nebo se přihlaste kódem.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Tento přístupový klíč už je zaregistrován.",
  "apiErrors.PASSKEY_NOT_FOUND": "Tento přístupový klíč už k Vašemu účtu nepatří.",
  "apiErrors.CARD_ERROR": "Vaše karta byla zamítnuta.",
  "apiErrors.NO_PAYMENT_METHOD": "Pro platbu přidejte kartu.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Tato karta není mezi Vašimi uloženými kartami.",
  "apiErrors.PAYMENT_FAILED": "Vaše platba neproběhla.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Platbu se teď nepodařilo potvrdit. Zkuste to prosím za chvíli znovu; nic Vám nebude účtováno dvakrát.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Tento nákup se už zpracovává.",
  "apiErrors.ALREADY_SUBSCRIBED": "Tuto možnost už máte. Vyberte jinou.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Takové předplatné tu nemáte.",
  "apiErrors.NOT_RECURRING": "Toto se neobnovuje, a proto to nelze tímto způsobem změnit.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Toto předplatné skončilo. Znovu si ho můžete objednat na této stránce.",
  "apiErrors.NOTHING_OVERDUE": "U tohoto předplatného nic nedlužíte; je plně uhrazeno.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Přejít hned teď nelze. Přejít můžete na konci fakturačního období.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Okamžitý přechod teď stojí jinou částku, než Vám byla zobrazena. Nic nebylo účtováno; zkontrolujte novou částku a zkuste to znovu.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Tento kód nelze pro tento nákup použít.",
  "promotionCode.refusedHint":
    "Může platit pro jiný produkt nebo už neplatí: ověřte si ho u toho, kdo vám ho dal, nebo ho odeberte a plaťte bez něj.",
  "apiErrors.NOT_GIFTABLE": "Tuto možnost nelze darovat.",
  "apiErrors.GIFT_REDEEMED": "Tento dárek už byl uplatněn. Dárek lze uplatnit jen jednou.",
  "apiErrors.GIFT_EXPIRED":
    "Platnost tohoto dárku vypršela. Požádejte dárce, aby kontaktoval tvůrce.",
  "apiErrors.PAID_NEWSLETTER":
    "Placený newsletter je součástí členství, které ho zahrnuje: přidá se, když si takové členství koupíte.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Některé odpovědi je potřeba zkontrolovat.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Vaše karta byla vydána v jiné zemi, než jakou jste zvolili. Potvrďte zemi, ve které se nacházíte.",
  "apiErrors.COUNTRY_REQUIRED":
    "Zvolte zemi, ve které se nacházíte: tento tvůrce účtuje daň podle země kupujícího.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "K této ceně se připočítává daň. Zkontrolujte celkovou částku s daní a zaplaťte znovu.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Registr DPH EU (VIES) toto DIČ nezná. Zkontrolujte ho, nebo nakupte bez něj.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Daň z tohoto nákupu teď nelze spočítat. Nic nebylo strženo: zkuste to znovu za pár minut.",
  "signIn.error.invalidCodeHint":
    "Zkontrolujte kód v nejnovější zprávě, kterou jsme poslali, nebo si nechte poslat nový.",
};
