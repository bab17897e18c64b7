import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Indtast den loginkode, vi har sendt til {address}.",
  "signIn.code.label": "Loginkode",
  "signIn.code.checking": "Et øjeblik…",
  "signIn.code.resent": "Vi har sendt en ny kode til {address}.",
  "signIn.code.resendLine": "Fik du den ikke? {resend} eller {change}",
  "signIn.code.resend": "Send igen",
  "signIn.changeContact": "skift kontaktoplysninger.",
  "signIn.password.welcome": "Velkommen tilbage. Indtast adgangskoden til {address}.",
  "signIn.password.label": "Adgangskode",
  "signIn.password.submit": "Log ind",
  "signIn.password.textCode": "Send mig en kode på sms i stedet",
  "signIn.password.emailCode": "Send mig en kode på e-mail i stedet",
  "signIn.signedIn.as": "Logget ind som",
  "signIn.signedIn.announceAs": "Logget ind som {address}.",
  "signIn.signedIn.announce": "Logget ind.",
  "signIn.signedIn.signedOut": "Logget ud.",
  "signIn.signedIn.change": "Skift",
  "signIn.signedIn.passwordSaved": "Adgangskoden er gemt. Næste gang kan du logge ind med den.",
  "signIn.signedIn.passkeyAdded": "Adgangsnøglen er tilføjet. Næste gang kan du logge ind med den.",
  "signIn.signedIn.addPasskey": "Tilføj en adgangsnøgle",
  "signIn.signedIn.setPassword": "Opret en adgangskode",
  "signIn.signedIn.signOut": "Log ud",
  "signIn.setPassword.label": "Ny adgangskode",
  "signIn.setPassword.hint": { one: "Mindst {count} tegn.", other: "Mindst {count} tegn." },
  "signIn.setPassword.save": "Gem",
  "signIn.setPassword.cancel": "Annuller",
  "signIn.passkey.failed": "Login med adgangsnøgle mislykkedes. Prøv igen, eller brug en kode.",
  "signIn.passkey.addFailed": "Adgangsnøglen kunne ikke tilføjes. Prøv igen.",
  "signIn.passkey.alreadyOnDevice": "Denne enhed har allerede en adgangsnøgle til din konto.",
  "signIn.tooManyCodes": "Der er anmodet om for mange koder. Du kan bede om en ny kode om {wait}.",
  "signIn.wait.aMinute": "et minut",
  "signIn.wait.minutes": { one: "{count} minut", other: "{count} minutter" },
  "signIn.wait.hours": { one: "{count} time", other: "{count} timer" },
  "signIn.wait.hoursAndMinutes": "{hours} og {minutes}",
  "apiErrors.BAD_REQUEST": "Noget af det, der blev sendt, er ugyldigt. Tjek det, og prøv igen.",
  "apiErrors.NOT_FOUND": "Det blev ikke fundet. Genindlæs siden, og prøv igen.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Der kom for mange forespørgsler fra dit netværk. Vent et minut, og prøv igen.",
  "apiErrors.INTERNAL": "Der gik noget galt hos os. Prøv igen om et øjeblik.",
  "apiErrors.BOT_CHECK_FAILED": "Gennemfør verificeringen, og prøv igen.",
  "apiErrors.INVALID_CODE": "Koden er ugyldig. Tjek den, eller bed om en ny kode.",
  "apiErrors.CODE_LOCKED": "For mange forkerte forsøg med denne kode. Bed om en ny kode.",
  "apiErrors.TOO_MANY_FAILURES": "For mange mislykkede forsøg. Vent lidt, og prøv igen.",
  "apiErrors.TOO_MANY_CODES": "Der er anmodet om for mange koder. Prøv igen senere.",
  "apiErrors.INVALID_CLAIM": "Dette login er udløbet. Log ind igen.",
  "apiErrors.INVALID_CREDENTIALS": "Adgangskoden passer ikke til denne konto.",
  "apiErrors.UNAUTHORIZED": "Din session er udløbet. Log ind igen.",
  "apiErrors.SESSION_EXPIRED": "Din session er udløbet. Log ind igen.",
  "apiErrors.SMS_UNAVAILABLE":
    "Login via sms er ikke tilgængeligt lige nu. Brug din e-mailadresse.",
  "apiErrors.METHOD_NOT_OFFERED": "Denne skaber tilbyder ikke denne måde at logge ind på.",
  "apiErrors.PROOF_REQUIRED": "Bekræft først din adresse med en loginkode.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Indtast din nuværende adgangskode, eller log ind igen med en kode, for at ændre din adgangskode.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Det er ikke din nuværende adgangskode.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Denne anmodning om adgangsnøgle er udløbet eller allerede brugt. Prøv igen.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med en kode.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Denne adgangsnøgle er allerede registreret.",
  "apiErrors.PASSKEY_NOT_FOUND": "Denne adgangsnøgle er ikke længere knyttet til din konto.",
  "apiErrors.CARD_ERROR": "Dit kort blev afvist.",
  "apiErrors.NO_PAYMENT_METHOD": "Tilføj et kort for at betale.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Dette kort er ikke et af dine gemte kort.",
  "apiErrors.PAYMENT_FAILED": "Din betaling gik ikke igennem.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Betalingen kunne ikke bekræftes lige nu. Prøv igen om et øjeblik; du bliver ikke trukket to gange.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Dette køb er allerede ved at blive behandlet.",
  "apiErrors.ALREADY_SUBSCRIBED": "Du har allerede denne mulighed. Vælg en anden.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Du har ikke et sådant abonnement her.",
  "apiErrors.NOT_RECURRING": "Dette fornyes ikke og kan derfor ikke ændres på denne måde.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Dette abonnement er ophørt. Du kan abonnere igen fra denne side.",
  "apiErrors.NOTHING_OVERDUE": "Der skyldes intet på dette abonnement; det er betalt.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Det er ikke muligt at skifte nu. Du kan skifte ved udgangen af din betalingsperiode.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Et skift nu koster et andet beløb end det, du fik vist. Der er ikke trukket noget; tjek det nye beløb, og prøv igen.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Denne kode kan ikke bruges til dette køb.",
  "promotionCode.refusedHint":
    "Den kan gælde et andet produkt eller være udløbet: tjek den med den, der gav dig den, eller fjern den og betal uden.",
  "apiErrors.NOT_GIFTABLE": "Denne mulighed kan ikke gives som gave.",
  "apiErrors.GIFT_REDEEMED": "Denne gave er allerede indløst. En gave kan kun indløses én gang.",
  "apiErrors.GIFT_EXPIRED":
    "Denne gave er udløbet. Bed den person, der gav den, om at kontakte skaberen.",
  "apiErrors.PAID_NEWSLETTER":
    "Et betalt nyhedsbrev følger med et medlemskab, der omfatter det: Det tilføjes, når du køber et sådant medlemskab.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Nogle svar skal ses igennem igen.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Dit kort er udstedt i et andet land end det, du valgte. Bekræft det land, du befinder dig i.",
  "apiErrors.COUNTRY_REQUIRED":
    "Vælg det land, du befinder dig i: Denne skaber opkræver skat efter køberens land.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Der lægges skat oven i denne pris. Tjek totalbeløbet med skat, og betal derefter igen.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EU's momsregister (VIES) kender ikke dette momsnummer. Tjek det, eller køb uden.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Momsen på dette køb kan ikke beregnes lige nu. Der er ikke trukket noget: prøv igen om et par minutter.",
  "signIn.error.invalidCodeHint": "Tjek koden i den nyeste besked, vi har sendt, eller send en ny.",
};
