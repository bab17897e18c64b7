import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Ange inloggningskoden som skickades till {address}.",
  "signIn.code.label": "Inloggningskod",
  "signIn.code.checking": "Ett ögonblick…",
  "signIn.code.resent": "Vi har skickat en ny kod till {address}.",
  "signIn.code.resendLine": "Fick du ingen kod? {resend} eller {change}",
  "signIn.code.resend": "Skicka igen",
  "signIn.changeContact": "ändra kontaktuppgifter.",
  "signIn.password.welcome": "Välkommen tillbaka. Ange lösenordet för {address}.",
  "signIn.password.label": "Lösenord",
  "signIn.password.submit": "Logga in",
  "signIn.password.textCode": "Skicka en kod via sms i stället",
  "signIn.password.emailCode": "Mejla mig en kod i stället",
  "signIn.signedIn.as": "Inloggad som",
  "signIn.signedIn.announceAs": "Inloggad som {address}.",
  "signIn.signedIn.announce": "Inloggad.",
  "signIn.signedIn.signedOut": "Utloggad.",
  "signIn.signedIn.change": "Ändra",
  "signIn.signedIn.passwordSaved": "Lösenordet har sparats. Nästa gång kan du logga in med det.",
  "signIn.signedIn.passkeyAdded":
    "Lösennyckeln har lagts till. Nästa gång kan du logga in med den.",
  "signIn.signedIn.addPasskey": "Lägg till lösennyckel",
  "signIn.signedIn.setPassword": "Skapa ett lösenord",
  "signIn.signedIn.signOut": "Logga ut",
  "signIn.setPassword.label": "Nytt lösenord",
  "signIn.setPassword.hint": { one: "Minst {count} tecken.", other: "Minst {count} tecken." },
  "signIn.setPassword.save": "Spara",
  "signIn.setPassword.cancel": "Avbryt",
  "signIn.passkey.failed":
    "Inloggningen med lösennyckel fungerade inte. Försök igen eller använd en kod.",
  "signIn.passkey.addFailed": "Det gick inte att lägga till en lösennyckel. Försök igen.",
  "signIn.passkey.alreadyOnDevice": "Den här enheten har redan en lösennyckel för ditt konto.",
  "signIn.tooManyCodes": "För många koder har begärts. Du kan begära en ny kod om {wait}.",
  "signIn.wait.aMinute": "en minut",
  "signIn.wait.minutes": { one: "{count} minut", other: "{count} minuter" },
  "signIn.wait.hours": { one: "{count} timme", other: "{count} timmar" },
  "signIn.wait.hoursAndMinutes": "{hours} och {minutes}",
  "apiErrors.BAD_REQUEST":
    "En del av det som skickades är ogiltigt. Kontrollera uppgifterna och försök igen.",
  "apiErrors.NOT_FOUND": "Det gick inte att hitta. Ladda om sidan och försök igen.",
  "apiErrors.TOO_MANY_REQUESTS":
    "För många förfrågningar kom från ditt nätverk. Vänta en minut och försök igen.",
  "apiErrors.INTERNAL": "Något gick fel hos oss. Försök igen om en liten stund.",
  "apiErrors.BOT_CHECK_FAILED": "Slutför verifieringen och försök igen.",
  "apiErrors.INVALID_CODE": "Koden är ogiltig. Kontrollera den eller begär en ny kod.",
  "apiErrors.CODE_LOCKED": "För många felaktiga försök med den här koden. Begär en ny kod.",
  "apiErrors.TOO_MANY_FAILURES": "För många misslyckade försök. Vänta en stund och försök igen.",
  "apiErrors.TOO_MANY_CODES": "För många koder har begärts. Försök igen senare.",
  "apiErrors.INVALID_CLAIM": "Inloggningen har gått ut. Logga in igen.",
  "apiErrors.INVALID_CREDENTIALS": "Lösenordet stämmer inte för det här kontot.",
  "apiErrors.UNAUTHORIZED": "Din session har avslutats. Logga in igen.",
  "apiErrors.SESSION_EXPIRED": "Din session har avslutats. Logga in igen.",
  "apiErrors.SMS_UNAVAILABLE":
    "Inloggning via sms är inte tillgänglig just nu. Använd din e-postadress.",
  "apiErrors.METHOD_NOT_OFFERED": "Den här skaparen erbjuder inte det här sättet att logga in.",
  "apiErrors.PROOF_REQUIRED": "Bekräfta först din adress med en inloggningskod.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Ange ditt nuvarande lösenord, eller logga in igen med en kod, för att byta lösenord.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Det är inte ditt nuvarande lösenord.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Den här förfrågan om lösennyckel har gått ut eller redan använts. Försök igen.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Lösennyckeln kunde inte användas. Försök igen eller logga in med en kod.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Den här lösennyckeln är redan registrerad.",
  "apiErrors.PASSKEY_NOT_FOUND": "Den här lösennyckeln finns inte längre på ditt konto.",
  "apiErrors.CARD_ERROR": "Ditt kort nekades.",
  "apiErrors.NO_PAYMENT_METHOD": "Lägg till ett kort för att betala.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Det här kortet finns inte bland dina sparade kort.",
  "apiErrors.PAYMENT_FAILED": "Din betalning gick inte igenom.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Betalningen kunde inte bekräftas just nu. Försök igen om en liten stund; du debiteras inte två gånger.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Det här köpet behandlas redan.",
  "apiErrors.ALREADY_SUBSCRIBED": "Du har redan det här alternativet. Välj ett annat.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Du har ingen sådan prenumeration här.",
  "apiErrors.NOT_RECURRING": "Det här förnyas inte och kan därför inte ändras på det här sättet.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Den här prenumerationen har upphört. Du kan prenumerera igen på den här sidan.",
  "apiErrors.NOTHING_OVERDUE": "Inget är obetalt för den här prenumerationen; den är helt betald.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Det går inte att byta nu. Du kan byta i slutet av din betalningsperiod.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Att byta nu kostar ett annat belopp än det du fick se. Inget har dragits; kontrollera det nya beloppet och försök igen.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Den här koden kan inte användas för det här köpet.",
  "promotionCode.refusedHint":
    "Den kan gälla en annan produkt eller ha gått ut: kontrollera den med den som gav dig den, eller ta bort den och betala utan.",
  "apiErrors.NOT_GIFTABLE": "Det här alternativet kan inte ges som present.",
  "apiErrors.GIFT_REDEEMED":
    "Den här presenten har redan lösts in. En present kan bara lösas in en gång.",
  "apiErrors.GIFT_EXPIRED":
    "Den här presenten har gått ut. Be personen som gav den att kontakta skaparen.",
  "apiErrors.PAID_NEWSLETTER":
    "Ett betalt nyhetsbrev ingår i ett medlemskap: det läggs till när du köper ett sådant medlemskap.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Några svar behöver ses över.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Ditt kort är utfärdat i ett annat land än det du valde. Bekräfta vilket land du befinner dig i.",
  "apiErrors.COUNTRY_REQUIRED":
    "Välj landet du befinner dig i: den här kreatören tar ut skatt efter köparens land.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Skatt tillkommer på det här priset. Kontrollera totalbeloppet med skatt och betala sedan igen.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EU:s momsregister (VIES) känner inte till det här momsnumret. Kontrollera det, eller köp utan.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Skatten på det här köpet kan inte beräknas just nu. Inget har dragits: försök igen om några minuter.",
  "signIn.error.invalidCodeHint":
    "Kontrollera koden i det senaste meddelandet vi skickade, eller skicka en ny.",
};
