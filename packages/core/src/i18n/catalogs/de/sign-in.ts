import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Geben Sie den Anmeldecode ein, den wir an {address} gesendet haben.",
  "signIn.code.label": "Anmeldecode",
  "signIn.code.checking": "Einen Moment…",
  "signIn.code.resent": "Wir haben einen neuen Code an {address} gesendet.",
  "signIn.code.resendLine": "Nicht erhalten? {resend} oder {change}",
  "signIn.code.resend": "Erneut senden",
  "signIn.changeContact": "Kontaktdaten ändern.",
  "signIn.password.welcome": "Willkommen zurück. Geben Sie das Passwort für {address} ein.",
  "signIn.password.label": "Passwort",
  "signIn.password.submit": "Anmelden",
  "signIn.password.textCode": "Stattdessen Code per SMS senden",
  "signIn.password.emailCode": "Stattdessen Code per E-Mail senden",
  "signIn.signedIn.as": "Angemeldet als",
  "signIn.signedIn.announceAs": "Angemeldet als {address}.",
  "signIn.signedIn.announce": "Angemeldet.",
  "signIn.signedIn.signedOut": "Abgemeldet.",
  "signIn.signedIn.change": "Ändern",
  "signIn.signedIn.passwordSaved":
    "Passwort gespeichert. Beim nächsten Mal können Sie sich damit anmelden.",
  "signIn.signedIn.passkeyAdded":
    "Passkey hinzugefügt. Beim nächsten Mal können Sie sich damit anmelden.",
  "signIn.signedIn.addPasskey": "Passkey hinzufügen",
  "signIn.signedIn.setPassword": "Passwort festlegen",
  "signIn.signedIn.signOut": "Abmelden",
  "signIn.setPassword.label": "Neues Passwort",
  "signIn.setPassword.hint": {
    one: "Mindestens {count} Zeichen.",
    other: "Mindestens {count} Zeichen.",
  },
  "signIn.setPassword.save": "Speichern",
  "signIn.setPassword.cancel": "Abbrechen",
  "signIn.passkey.failed":
    "Die Anmeldung mit Passkey hat nicht funktioniert. Bitte versuchen Sie es erneut oder verwenden Sie einen Code.",
  "signIn.passkey.addFailed":
    "Der Passkey konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.",
  "signIn.passkey.alreadyOnDevice": "Auf diesem Gerät gibt es bereits einen Passkey für Ihr Konto.",
  "signIn.tooManyCodes":
    "Es wurden zu viele Codes angefordert. In {wait} können Sie einen neuen Code anfordern.",
  "signIn.wait.aMinute": "einer Minute",
  "signIn.wait.minutes": { one: "{count} Minute", other: "{count} Minuten" },
  "signIn.wait.hours": { one: "{count} Stunde", other: "{count} Stunden" },
  "signIn.wait.hoursAndMinutes": "{hours} und {minutes}",
  "apiErrors.BAD_REQUEST":
    "Einige der gesendeten Angaben sind ungültig. Prüfen Sie sie und versuchen Sie es erneut.",
  "apiErrors.NOT_FOUND":
    "Das wurde nicht gefunden. Laden Sie die Seite neu und versuchen Sie es erneut.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Aus Ihrem Netzwerk kamen zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  "apiErrors.INTERNAL":
    "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
  "apiErrors.BOT_CHECK_FAILED":
    "Bitte schließen Sie die Überprüfung ab und versuchen Sie es erneut.",
  "apiErrors.INVALID_CODE":
    "Dieser Code ist ungültig. Prüfen Sie ihn oder fordern Sie einen neuen Code an.",
  "apiErrors.CODE_LOCKED":
    "Zu viele falsche Versuche mit diesem Code. Fordern Sie einen neuen Code an.",
  "apiErrors.TOO_MANY_FAILURES":
    "Zu viele fehlgeschlagene Versuche. Bitte warten Sie eine Weile und versuchen Sie es erneut.",
  "apiErrors.TOO_MANY_CODES":
    "Es wurden zu viele Codes angefordert. Bitte versuchen Sie es später erneut.",
  "apiErrors.INVALID_CLAIM": "Diese Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",
  "apiErrors.INVALID_CREDENTIALS": "Das Passwort ist für dieses Konto nicht korrekt.",
  "apiErrors.UNAUTHORIZED": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  "apiErrors.SESSION_EXPIRED": "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  "apiErrors.SMS_UNAVAILABLE":
    "Die Anmeldung per SMS ist derzeit nicht verfügbar. Bitte verwenden Sie Ihre E-Mail-Adresse.",
  "apiErrors.METHOD_NOT_OFFERED": "Dieser Creator bietet diese Art der Anmeldung nicht an.",
  "apiErrors.PROOF_REQUIRED": "Bestätigen Sie Ihre Adresse zuerst mit einem Anmeldecode.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Geben Sie Ihr aktuelles Passwort ein oder melden Sie sich erneut mit einem Code an, um Ihr Passwort zu ändern.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Das ist nicht Ihr aktuelles Passwort.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Diese Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Dieser Passkey konnte nicht verwendet werden. Bitte versuchen Sie es erneut oder melden Sie sich mit einem Code an.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Dieser Passkey ist bereits registriert.",
  "apiErrors.PASSKEY_NOT_FOUND": "Dieser Passkey ist nicht mehr mit Ihrem Konto verknüpft.",
  "apiErrors.CARD_ERROR": "Ihre Karte wurde abgelehnt.",
  "apiErrors.NO_PAYMENT_METHOD": "Fügen Sie eine Karte hinzu, um zu bezahlen.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Diese Karte gehört nicht zu Ihren gespeicherten Karten.",
  "apiErrors.PAYMENT_FAILED": "Ihre Zahlung konnte nicht durchgeführt werden.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Die Zahlung konnte gerade nicht bestätigt werden. Bitte versuchen Sie es gleich noch einmal; Ihnen wird nichts doppelt berechnet.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Dieser Kauf wird bereits verarbeitet.",
  "apiErrors.ALREADY_SUBSCRIBED": "Sie haben diese Option bereits. Wählen Sie eine andere.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Ein solches Abonnement haben Sie hier nicht.",
  "apiErrors.NOT_RECURRING":
    "Dies verlängert sich nicht und kann daher nicht auf diese Weise geändert werden.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Dieses Abonnement ist beendet. Sie können es auf dieser Seite erneut abschließen.",
  "apiErrors.NOTHING_OVERDUE":
    "Für dieses Abonnement ist nichts offen; es ist vollständig bezahlt.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Ein sofortiger Wechsel ist nicht möglich. Sie können zum Ende Ihres Abrechnungszeitraums wechseln.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Ein sofortiger Wechsel kostet jetzt einen anderen Betrag als angezeigt. Es wurde nichts abgebucht; prüfen Sie den neuen Betrag und versuchen Sie es erneut.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Dieser Code kann für diesen Kauf nicht verwendet werden.",
  "promotionCode.refusedHint":
    "Er gilt vielleicht für ein anderes Produkt oder nicht mehr: Fragen Sie bei der Person nach, die ihn Ihnen gegeben hat, oder entfernen Sie ihn und zahlen Sie ohne.",
  "apiErrors.NOT_GIFTABLE": "Diese Option kann nicht verschenkt werden.",
  "apiErrors.GIFT_REDEEMED":
    "Dieses Geschenk wurde bereits eingelöst. Ein Geschenk kann nur einmal eingelöst werden.",
  "apiErrors.GIFT_EXPIRED":
    "Dieses Geschenk ist abgelaufen. Bitten Sie die Person, die es Ihnen geschenkt hat, sich an den Creator zu wenden.",
  "apiErrors.PAID_NEWSLETTER":
    "Ein kostenpflichtiger Newsletter gehört zu einer Mitgliedschaft, die ihn enthält: Er wird hinzugefügt, wenn Sie eine solche Mitgliedschaft kaufen.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Einige Antworten müssen noch einmal geprüft werden.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Ihre Karte wurde in einem anderen Land ausgestellt als dem, das Sie gewählt haben. Bestätigen Sie das Land, in dem Sie sich befinden.",
  "apiErrors.COUNTRY_REQUIRED":
    "Wählen Sie das Land, in dem Sie sich befinden: Dieser Creator berechnet die Steuer nach dem Land des Käufers.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Zu diesem Preis kommt Steuer hinzu. Prüfen Sie den Gesamtbetrag mit Steuer und zahlen Sie dann erneut.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Das EU-Mehrwertsteuerregister (VIES) kennt diese USt-IdNr. nicht. Prüfen Sie sie oder kaufen Sie ohne.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Die Steuer für diesen Kauf lässt sich gerade nicht berechnen. Es wurde nichts abgebucht: Versuchen Sie es in ein paar Minuten erneut.",
  "signIn.error.invalidCodeHint":
    "Prüfen Sie den Code in der neuesten Nachricht von uns, oder lassen Sie einen neuen senden.",
};
