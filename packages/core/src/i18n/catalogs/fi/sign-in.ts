import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Anna vahvistuskoodi, jonka lähetimme kohteeseen {address}.",
  "signIn.code.label": "Vahvistuskoodi",
  "signIn.code.checking": "Hetkinen…",
  "signIn.code.resent": "Lähetimme uuden koodin kohteeseen {address}.",
  "signIn.code.resendLine": "Etkö saanut koodia? {resend} tai {change}",
  "signIn.code.resend": "Lähetä uudelleen",
  "signIn.changeContact": "muuta yhteystietoja.",
  "signIn.password.welcome": "Tervetuloa takaisin. Anna tilin {address} salasana.",
  "signIn.password.label": "Salasana",
  "signIn.password.submit": "Kirjaudu sisään",
  "signIn.password.textCode": "Lähetä sen sijaan koodi tekstiviestillä",
  "signIn.password.emailCode": "Lähetä sen sijaan koodi sähköpostitse",
  "signIn.signedIn.as": "Kirjautuneena",
  "signIn.signedIn.announceAs": "Kirjauduit sisään: {address}.",
  "signIn.signedIn.announce": "Kirjauduit sisään.",
  "signIn.signedIn.signedOut": "Kirjauduit ulos.",
  "signIn.signedIn.change": "Vaihda",
  "signIn.signedIn.passwordSaved": "Salasana tallennettu. Voit jatkossa kirjautua sillä.",
  "signIn.signedIn.passkeyAdded": "Pääsyavain lisätty. Voit jatkossa kirjautua sillä.",
  "signIn.signedIn.addPasskey": "Lisää pääsyavain",
  "signIn.signedIn.setPassword": "Aseta salasana",
  "signIn.signedIn.signOut": "Kirjaudu ulos",
  "signIn.setPassword.label": "Uusi salasana",
  "signIn.setPassword.hint": {
    one: "Vähintään {count} merkki.",
    other: "Vähintään {count} merkkiä.",
  },
  "signIn.setPassword.save": "Tallenna",
  "signIn.setPassword.cancel": "Peruuta",
  "signIn.passkey.failed":
    "Kirjautuminen pääsyavaimella ei onnistunut. Yritä uudelleen tai käytä koodia.",
  "signIn.passkey.addFailed": "Pääsyavaimen lisääminen ei onnistunut. Yritä uudelleen.",
  "signIn.passkey.alreadyOnDevice": "Tällä laitteella on jo pääsyavain tiliisi.",
  "signIn.tooManyCodes":
    "Koodeja pyydettiin liian monta. Voit pyytää uuden koodin {wait} kuluttua.",
  "signIn.wait.aMinute": "minuutin",
  "signIn.wait.minutes": { one: "{count} minuutin", other: "{count} minuutin" },
  "signIn.wait.hours": { one: "{count} tunnin", other: "{count} tunnin" },
  "signIn.wait.hoursAndMinutes": "{hours} ja {minutes}",
  "apiErrors.BAD_REQUEST":
    "Osa lähetetyistä tiedoista ei kelpaa. Tarkista tiedot ja yritä uudelleen.",
  "apiErrors.NOT_FOUND": "Kohdetta ei löytynyt. Lataa sivu uudelleen ja yritä sitten uudelleen.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Verkostasi tuli liian monta pyyntöä. Odota minuutti ja yritä uudelleen.",
  "apiErrors.INTERNAL": "Meillä tapahtui virhe. Yritä hetken kuluttua uudelleen.",
  "apiErrors.BOT_CHECK_FAILED": "Suorita tarkistus loppuun ja yritä uudelleen.",
  "apiErrors.INVALID_CODE": "Koodi ei kelpaa. Tarkista se tai pyydä uusi koodi.",
  "apiErrors.CODE_LOCKED": "Tätä koodia on yritetty liian monta kertaa väärin. Pyydä uusi koodi.",
  "apiErrors.TOO_MANY_FAILURES":
    "Liian monta epäonnistunutta yritystä. Odota hetki ja yritä uudelleen.",
  "apiErrors.TOO_MANY_CODES": "Koodeja pyydettiin liian monta. Yritä myöhemmin uudelleen.",
  "apiErrors.INVALID_CLAIM": "Tämä kirjautuminen on vanhentunut. Kirjaudu uudelleen.",
  "apiErrors.INVALID_CREDENTIALS": "Salasana ei täsmää tähän tiliin.",
  "apiErrors.UNAUTHORIZED": "Istuntosi on päättynyt. Kirjaudu uudelleen.",
  "apiErrors.SESSION_EXPIRED": "Istuntosi on päättynyt. Kirjaudu uudelleen.",
  "apiErrors.SMS_UNAVAILABLE":
    "Kirjautuminen tekstiviestillä ei ole juuri nyt käytettävissä. Käytä sähköpostiosoitettasi.",
  "apiErrors.METHOD_NOT_OFFERED": "Tämä myyjä ei tarjoa tätä kirjautumistapaa.",
  "apiErrors.PROOF_REQUIRED": "Vahvista ensin osoitteesi kirjautumiskoodilla.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Jos haluat vaihtaa salasanan, anna nykyinen salasanasi tai kirjaudu uudelleen koodilla.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Tämä ei ole nykyinen salasanasi.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Tämä pääsyavainpyyntö on vanhentunut tai jo käytetty. Yritä uudelleen.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Tätä pääsyavainta ei voitu käyttää. Yritä uudelleen tai kirjaudu koodilla.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Tämä pääsyavain on jo rekisteröity.",
  "apiErrors.PASSKEY_NOT_FOUND": "Tämä pääsyavain ei ole enää liitetty tiliisi.",
  "apiErrors.CARD_ERROR": "Korttisi hylättiin.",
  "apiErrors.NO_PAYMENT_METHOD": "Lisää kortti, jotta voit maksaa.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Tämä kortti ei ole tallennettujen korttiesi joukossa.",
  "apiErrors.PAYMENT_FAILED": "Maksusi ei mennyt läpi.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Maksua ei voitu vahvistaa juuri nyt. Yritä hetken kuluttua uudelleen; sinua ei veloiteta kahdesti.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Tätä ostoa käsitellään jo.",
  "apiErrors.ALREADY_SUBSCRIBED": "Sinulla on jo tämä vaihtoehto. Valitse jokin toinen.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Sinulla ei ole täällä tällaista tilausta.",
  "apiErrors.NOT_RECURRING": "Tämä ei uusiudu, joten sitä ei voi muuttaa tällä tavalla.",
  "apiErrors.SUBSCRIPTION_ENDED": "Tämä tilaus on päättynyt. Voit tilata uudelleen tältä sivulta.",
  "apiErrors.NOTHING_OVERDUE": "Tällä tilauksella ei ole maksamatonta summaa; se on maksettu.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Vaihto ei ole nyt mahdollinen. Voit vaihtaa laskutusjakson lopussa.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Vaihto maksaisi nyt eri summan kuin sinulle näytettiin. Mitään ei veloitettu; tarkista uusi summa ja yritä uudelleen.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Tätä koodia ei voi käyttää tähän ostoon.",
  "promotionCode.refusedHint":
    "Se voi olla toiselle tuotteelle tai vanhentunut: tarkista se antajalta tai poista se ja maksa ilman sitä.",
  "apiErrors.NOT_GIFTABLE": "Tätä vaihtoehtoa ei voi antaa lahjaksi.",
  "apiErrors.GIFT_REDEEMED": "Tämä lahja on jo lunastettu. Lahjan voi lunastaa vain kerran.",
  "apiErrors.GIFT_EXPIRED":
    "Tämä lahja on vanhentunut. Pyydä lahjan antajaa ottamaan yhteyttä myyjään.",
  "apiErrors.PAID_NEWSLETTER":
    "Maksullinen uutiskirje kuuluu jäsenyyteen, joka sisältää sen: se lisätään, kun ostat jäsenyyden.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Tarkista osa vastauksista.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Korttisi on myönnetty eri maassa kuin valitsemassasi. Vahvista maa, jossa olet.",
  "apiErrors.COUNTRY_REQUIRED":
    "Valitse maa, jossa olet: tämä tekijä perii veron ostajan maan mukaan.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Tähän hintaan lisätään vero. Tarkista kokonaissumma veroineen ja maksa sitten uudelleen.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EU:n ALV-rekisteri (VIES) ei tunne tätä ALV-numeroa. Tarkista se tai osta ilman sitä.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Tämän oston veroa ei voi laskea juuri nyt. Mitään ei veloitettu: yritä uudelleen muutaman minuutin kuluttua.",
  "signIn.error.invalidCodeHint":
    "Tarkista koodi uusimmasta lähettämästämme viestistä tai lähetä uusi.",
};
