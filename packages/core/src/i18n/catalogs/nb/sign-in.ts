import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Skriv inn bekreftelseskoden vi sendte til {address}.",
  "signIn.code.label": "Bekreftelseskode",
  "signIn.code.checking": "Et øyeblikk…",
  "signIn.code.resent": "Vi har sendt en ny kode til {address}.",
  "signIn.code.resendLine": "Fikk du den ikke? {resend} eller {change}",
  "signIn.code.resend": "Send på nytt",
  "signIn.changeContact": "endre kontaktinformasjonen.",
  "signIn.password.welcome": "Velkommen tilbake. Skriv inn passordet for {address}.",
  "signIn.password.label": "Passord",
  "signIn.password.submit": "Logg inn",
  "signIn.password.textCode": "Send meg heller en kode på SMS",
  "signIn.password.emailCode": "Send meg heller en kode på e-post",
  "signIn.signedIn.as": "Logget inn som",
  "signIn.signedIn.announceAs": "Logget inn som {address}.",
  "signIn.signedIn.announce": "Logget inn.",
  "signIn.signedIn.signedOut": "Logget ut.",
  "signIn.signedIn.change": "Endre",
  "signIn.signedIn.passwordSaved": "Passordet er lagret. Neste gang kan du logge inn med det.",
  "signIn.signedIn.passkeyAdded":
    "Tilgangsnøkkelen er lagt til. Neste gang kan du logge inn med den.",
  "signIn.signedIn.addPasskey": "Legg til en tilgangsnøkkel",
  "signIn.signedIn.setPassword": "Lag et passord",
  "signIn.signedIn.signOut": "Logg ut",
  "signIn.setPassword.label": "Nytt passord",
  "signIn.setPassword.hint": { one: "Minst {count} tegn.", other: "Minst {count} tegn." },
  "signIn.setPassword.save": "Lagre",
  "signIn.setPassword.cancel": "Avbryt",
  "signIn.passkey.failed":
    "Innlogging med tilgangsnøkkel fungerte ikke. Prøv igjen, eller bruk en kode.",
  "signIn.passkey.addFailed": "Tilgangsnøkkelen kunne ikke legges til. Prøv igjen.",
  "signIn.passkey.alreadyOnDevice": "Denne enheten har allerede en tilgangsnøkkel for kontoen din.",
  "signIn.tooManyCodes": "Det er bedt om for mange koder. Du kan be om en ny kode om {wait}.",
  "signIn.wait.aMinute": "ett minutt",
  "signIn.wait.minutes": { one: "{count} minutt", other: "{count} minutter" },
  "signIn.wait.hours": { one: "{count} time", other: "{count} timer" },
  "signIn.wait.hoursAndMinutes": "{hours} og {minutes}",
  "apiErrors.BAD_REQUEST": "Noe av det som ble sendt, er ikke gyldig. Sjekk det og prøv igjen.",
  "apiErrors.NOT_FOUND": "Dette ble ikke funnet. Last inn siden på nytt og prøv igjen.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Det kom for mange forespørsler fra nettverket ditt. Vent et minutt og prøv igjen.",
  "apiErrors.INTERNAL": "Noe gikk galt hos oss. Prøv igjen om et øyeblikk.",
  "apiErrors.BOT_CHECK_FAILED": "Fullfør verifiseringen og prøv igjen.",
  "apiErrors.INVALID_CODE": "Koden er ikke gyldig. Sjekk den, eller be om en ny kode.",
  "apiErrors.CODE_LOCKED": "For mange feil forsøk med denne koden. Be om en ny kode.",
  "apiErrors.TOO_MANY_FAILURES": "For mange mislykkede forsøk. Vent litt og prøv igjen.",
  "apiErrors.TOO_MANY_CODES": "Det er bedt om for mange koder. Prøv igjen senere.",
  "apiErrors.INVALID_CLAIM": "Denne innloggingen er utløpt. Logg inn på nytt.",
  "apiErrors.INVALID_CREDENTIALS": "Passordet er ikke riktig for denne kontoen.",
  "apiErrors.UNAUTHORIZED": "Økten din er avsluttet. Logg inn på nytt.",
  "apiErrors.SESSION_EXPIRED": "Økten din er avsluttet. Logg inn på nytt.",
  "apiErrors.SMS_UNAVAILABLE":
    "Innlogging med SMS er ikke tilgjengelig akkurat nå. Bruk e-postadressen din.",
  "apiErrors.METHOD_NOT_OFFERED": "Denne skaperen tilbyr ikke denne måten å logge inn på.",
  "apiErrors.PROOF_REQUIRED": "Bekreft adressen din med en påloggingskode først.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Skriv inn det nåværende passordet ditt, eller logg inn på nytt med en kode, for å endre passordet.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Det er ikke det nåværende passordet ditt.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Denne forespørselen om tilgangsnøkkel er utløpt eller allerede brukt. Prøv igjen.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Denne tilgangsnøkkelen kunne ikke brukes. Prøv igjen, eller logg inn med en kode.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Denne tilgangsnøkkelen er allerede registrert.",
  "apiErrors.PASSKEY_NOT_FOUND": "Denne tilgangsnøkkelen er ikke lenger knyttet til kontoen din.",
  "apiErrors.CARD_ERROR": "Kortet ditt ble avvist.",
  "apiErrors.NO_PAYMENT_METHOD": "Legg til et kort for å betale.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Dette kortet er ikke blant de lagrede kortene dine.",
  "apiErrors.PAYMENT_FAILED": "Betalingen din gikk ikke gjennom.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Betalingen kunne ikke bekreftes akkurat nå. Prøv igjen om et øyeblikk; beløpet blir ikke trukket to ganger.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Dette kjøpet behandles allerede.",
  "apiErrors.ALREADY_SUBSCRIBED": "Du har allerede dette alternativet. Velg et annet.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Du har ikke noe slikt abonnement her.",
  "apiErrors.NOT_RECURRING": "Dette fornyes ikke, så det kan ikke endres på denne måten.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Dette abonnementet er avsluttet. Du kan abonnere på nytt fra denne siden.",
  "apiErrors.NOTHING_OVERDUE":
    "Ingenting er utestående på dette abonnementet; det er fullt betalt.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Det er ikke mulig å bytte nå. Du kan bytte ved slutten av faktureringsperioden.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Å bytte nå koster et annet beløp enn det du ble vist. Ingenting er trukket; sjekk det nye beløpet og prøv igjen.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Denne koden kan ikke brukes på dette kjøpet.",
  "promotionCode.refusedHint":
    "Den kan gjelde et annet produkt eller være utløpt: sjekk den med den som ga deg den, eller fjern den og betal uten.",
  "apiErrors.NOT_GIFTABLE": "Dette alternativet kan ikke gis som gave.",
  "apiErrors.GIFT_REDEEMED":
    "Denne gaven er allerede løst inn. En gave kan bare løses inn én gang.",
  "apiErrors.GIFT_EXPIRED":
    "Denne gaven er utløpt. Be personen som ga den, om å kontakte skaperen.",
  "apiErrors.PAID_NEWSLETTER":
    "Et betalt nyhetsbrev følger med et medlemskap som inkluderer det: Det legges til når du kjøper et slikt medlemskap.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Noen av svarene må sjekkes på nytt.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Kortet ditt er utstedt i et annet land enn det du valgte. Bekreft hvilket land du befinner deg i.",
  "apiErrors.COUNTRY_REQUIRED":
    "Velg landet du befinner deg i: Denne skaperen krever inn skatt etter kjøperens land.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Det kommer skatt i tillegg til denne prisen. Sjekk totalbeløpet med skatt, og betal deretter på nytt.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "EUs mva-register (VIES) kjenner ikke dette mva-nummeret. Sjekk det, eller kjøp uten.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Avgiften på dette kjøpet kan ikke beregnes akkurat nå. Ingenting er trukket: prøv igjen om noen minutter.",
  "signIn.error.invalidCodeHint": "Sjekk koden i den nyeste meldingen vi sendte, eller send en ny.",
};
