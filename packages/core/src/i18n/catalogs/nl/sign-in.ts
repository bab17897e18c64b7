import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Voer de inlogcode in die we naar {address} hebben gestuurd.",
  "signIn.code.label": "Inlogcode",
  "signIn.code.checking": "Een moment…",
  "signIn.code.resent": "We hebben een nieuwe code naar {address} gestuurd.",
  "signIn.code.resendLine": "Niets ontvangen? {resend} of {change}",
  "signIn.code.resend": "Opnieuw sturen",
  "signIn.changeContact": "contactgegevens wijzigen.",
  "signIn.password.welcome": "Welkom terug. Voer het wachtwoord voor {address} in.",
  "signIn.password.label": "Wachtwoord",
  "signIn.password.submit": "Inloggen",
  "signIn.password.textCode": "Stuur me liever een code per sms",
  "signIn.password.emailCode": "Stuur me liever een code per e-mail",
  "signIn.signedIn.as": "Ingelogd als",
  "signIn.signedIn.announceAs": "Ingelogd als {address}.",
  "signIn.signedIn.announce": "Ingelogd.",
  "signIn.signedIn.signedOut": "Uitgelogd.",
  "signIn.signedIn.change": "Wijzigen",
  "signIn.signedIn.passwordSaved": "Wachtwoord opgeslagen. Voortaan kun je ermee inloggen.",
  "signIn.signedIn.passkeyAdded": "Toegangssleutel toegevoegd. Voortaan kun je ermee inloggen.",
  "signIn.signedIn.addPasskey": "Toegangssleutel toevoegen",
  "signIn.signedIn.setPassword": "Wachtwoord instellen",
  "signIn.signedIn.signOut": "Uitloggen",
  "signIn.setPassword.label": "Nieuw wachtwoord",
  "signIn.setPassword.hint": { one: "Minstens {count} teken.", other: "Minstens {count} tekens." },
  "signIn.setPassword.save": "Opslaan",
  "signIn.setPassword.cancel": "Annuleren",
  "signIn.passkey.failed":
    "Inloggen met een toegangssleutel is niet gelukt. Probeer het opnieuw of gebruik een code.",
  "signIn.passkey.addFailed":
    "Het toevoegen van een toegangssleutel is niet gelukt. Probeer het opnieuw.",
  "signIn.passkey.alreadyOnDevice": "Dit apparaat heeft al een toegangssleutel voor je account.",
  "signIn.tooManyCodes":
    "Er zijn te veel codes aangevraagd. Je kunt over {wait} een nieuwe code aanvragen.",
  "signIn.wait.aMinute": "een minuut",
  "signIn.wait.minutes": { one: "{count} minuut", other: "{count} minuten" },
  "signIn.wait.hours": { one: "{count} uur", other: "{count} uur" },
  "signIn.wait.hoursAndMinutes": "{hours} en {minutes}",
  "apiErrors.BAD_REQUEST":
    "Een deel van wat is verstuurd, is ongeldig. Controleer het en probeer het opnieuw.",
  "apiErrors.NOT_FOUND": "Dit kon niet worden gevonden. Vernieuw de pagina en probeer het opnieuw.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Er kwamen te veel verzoeken van je netwerk. Wacht een minuut en probeer het opnieuw.",
  "apiErrors.INTERNAL": "Er ging bij ons iets mis. Probeer het zo opnieuw.",
  "apiErrors.BOT_CHECK_FAILED": "Voltooi de verificatie en probeer het opnieuw.",
  "apiErrors.INVALID_CODE": "Die code is ongeldig. Controleer de code of vraag een nieuwe aan.",
  "apiErrors.CODE_LOCKED": "Te veel onjuiste pogingen voor deze code. Vraag een nieuwe code aan.",
  "apiErrors.TOO_MANY_FAILURES": "Te veel mislukte pogingen. Wacht even en probeer het opnieuw.",
  "apiErrors.TOO_MANY_CODES": "Er zijn te veel codes aangevraagd. Probeer het later opnieuw.",
  "apiErrors.INVALID_CLAIM": "Deze inlogpoging is verlopen. Log opnieuw in.",
  "apiErrors.INVALID_CREDENTIALS": "Dat wachtwoord klopt niet voor dit account.",
  "apiErrors.UNAUTHORIZED": "Je sessie is beëindigd. Log opnieuw in.",
  "apiErrors.SESSION_EXPIRED": "Je sessie is beëindigd. Log opnieuw in.",
  "apiErrors.SMS_UNAVAILABLE":
    "Inloggen via sms is momenteel niet beschikbaar. Gebruik je e-mailadres.",
  "apiErrors.METHOD_NOT_OFFERED": "Deze maker biedt deze manier van inloggen niet aan.",
  "apiErrors.PROOF_REQUIRED": "Bevestig eerst je adres met een inlogcode.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Voer je huidige wachtwoord in, of log opnieuw in met een code, om je wachtwoord te wijzigen.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Dat is niet je huidige wachtwoord.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Dit verzoek voor een toegangssleutel is verlopen of al gebruikt. Probeer het opnieuw.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Deze toegangssleutel kon niet worden gebruikt. Probeer het opnieuw of log in met een code.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Deze toegangssleutel is al geregistreerd.",
  "apiErrors.PASSKEY_NOT_FOUND": "Deze toegangssleutel hoort niet meer bij je account.",
  "apiErrors.CARD_ERROR": "Je kaart is geweigerd.",
  "apiErrors.NO_PAYMENT_METHOD": "Voeg een kaart toe om te betalen.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Deze kaart hoort niet bij je opgeslagen kaarten.",
  "apiErrors.PAYMENT_FAILED": "Je betaling is niet gelukt.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "De betaling kon nu niet worden bevestigd. Probeer het zo opnieuw; er wordt niet twee keer afgeschreven.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Deze aankoop wordt al verwerkt.",
  "apiErrors.ALREADY_SUBSCRIBED": "Je hebt deze optie al. Kies een andere.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Je hebt hier geen dergelijk abonnement.",
  "apiErrors.NOT_RECURRING":
    "Dit wordt niet verlengd en kan daarom niet op deze manier worden gewijzigd.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Dit abonnement is beëindigd. Je kunt je op deze pagina opnieuw abonneren.",
  "apiErrors.NOTHING_OVERDUE": "Er staat niets open voor dit abonnement; alles is betaald.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Nu overstappen is niet mogelijk. Je kunt overstappen aan het einde van je factuurperiode.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Nu overstappen kost een ander bedrag dan je te zien kreeg. Er is niets afgeschreven; controleer het nieuwe bedrag en probeer het opnieuw.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Deze code kan niet voor deze aankoop worden gebruikt.",
  "promotionCode.refusedHint":
    "Hij is misschien voor een ander product of niet meer geldig: vraag het na bij wie hem je gaf, of verwijder hem om zonder te betalen.",
  "apiErrors.NOT_GIFTABLE": "Deze optie kan niet als cadeau worden gegeven.",
  "apiErrors.GIFT_REDEEMED": "Dit cadeau is al verzilverd. Een cadeau werkt maar één keer.",
  "apiErrors.GIFT_EXPIRED":
    "Dit cadeau is verlopen. Vraag de persoon die het je gaf om contact op te nemen met de maker.",
  "apiErrors.PAID_NEWSLETTER":
    "Een betaalde nieuwsbrief hoort bij een lidmaatschap waarin hij is inbegrepen: hij wordt toegevoegd als je zo’n lidmaatschap koopt.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Sommige antwoorden moeten nog eens worden bekeken.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Uw kaart is uitgegeven in een ander land dan het land dat u hebt gekozen. Bevestig het land waar u zich bevindt.",
  "apiErrors.COUNTRY_REQUIRED":
    "Kies het land waar u zich bevindt: deze maker rekent belasting af op basis van het land van de koper.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Er komt belasting bij deze prijs. Controleer het totaal met belasting en betaal daarna opnieuw.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Het btw-register van de EU (VIES) kent dit btw-nummer niet. Controleer het, of koop zonder.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "De belasting op deze aankoop kan nu niet worden berekend. Er is niets afgeschreven: probeer het over een paar minuten opnieuw.",
  "signIn.error.invalidCodeHint":
    "Controleer de code in het nieuwste bericht dat we stuurden, of vraag een nieuwe aan.",
};
