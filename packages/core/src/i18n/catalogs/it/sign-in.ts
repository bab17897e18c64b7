import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Inserisca il codice di verifica inviato a {address}.",
  "signIn.code.label": "Codice di verifica",
  "signIn.code.checking": "Un momento…",
  "signIn.code.resent": "Abbiamo inviato un nuovo codice a {address}.",
  "signIn.code.resendLine": "Non l’ha ricevuto? {resend} o {change}",
  "signIn.code.resend": "Invia di nuovo",
  "signIn.changeContact": "modifichi i dati di contatto.",
  "signIn.password.welcome": "Bentornato. Inserisca la password per {address}.",
  "signIn.password.label": "Password",
  "signIn.password.submit": "Accedi",
  "signIn.password.textCode": "Ricevi invece un codice via SMS",
  "signIn.password.emailCode": "Ricevi invece un codice via e-mail",
  "signIn.signedIn.as": "Accesso effettuato come",
  "signIn.signedIn.announceAs": "Accesso effettuato come {address}.",
  "signIn.signedIn.announce": "Accesso effettuato.",
  "signIn.signedIn.signedOut": "Disconnessione effettuata.",
  "signIn.signedIn.change": "Modifica",
  "signIn.signedIn.passwordSaved": "Password salvata. La prossima volta potrà accedere con questa.",
  "signIn.signedIn.passkeyAdded": "Passkey aggiunta. La prossima volta potrà accedere con questa.",
  "signIn.signedIn.addPasskey": "Aggiungi una passkey",
  "signIn.signedIn.setPassword": "Imposta una password",
  "signIn.signedIn.signOut": "Esci",
  "signIn.setPassword.label": "Nuova password",
  "signIn.setPassword.hint": {
    one: "Almeno {count} carattere.",
    other: "Almeno {count} caratteri.",
  },
  "signIn.setPassword.save": "Salva",
  "signIn.setPassword.cancel": "Annulla",
  "signIn.passkey.failed": "L’accesso con passkey non è riuscito. Riprovi o usi un codice.",
  "signIn.passkey.addFailed": "Non è stato possibile aggiungere la passkey. Riprovi.",
  "signIn.passkey.alreadyOnDevice": "Questo dispositivo ha già una passkey per il suo account.",
  "signIn.tooManyCodes": "Sono stati richiesti troppi codici. Potrà chiederne un altro tra {wait}.",
  "signIn.wait.aMinute": "un minuto",
  "signIn.wait.minutes": { one: "{count} minuto", other: "{count} minuti" },
  "signIn.wait.hours": { one: "{count} ora", other: "{count} ore" },
  "signIn.wait.hoursAndMinutes": "{hours} e {minutes}",
  "apiErrors.BAD_REQUEST": "Alcuni dati inviati non sono validi. Li controlli e riprovi.",
  "apiErrors.NOT_FOUND": "Elemento non trovato. Ricarichi la pagina e riprovi.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Sono arrivate troppe richieste dalla sua rete. Attenda un minuto e riprovi.",
  "apiErrors.INTERNAL": "Si è verificato un problema da parte nostra. Riprovi tra un momento.",
  "apiErrors.BOT_CHECK_FAILED": "Completi la verifica e riprovi.",
  "apiErrors.INVALID_CODE": "Questo codice non è valido. Lo controlli o richieda un nuovo codice.",
  "apiErrors.CODE_LOCKED": "Troppi tentativi errati per questo codice. Richieda un nuovo codice.",
  "apiErrors.TOO_MANY_FAILURES": "Troppi tentativi non riusciti. Attenda un po’ e riprovi.",
  "apiErrors.TOO_MANY_CODES": "Sono stati richiesti troppi codici. Riprovi più tardi.",
  "apiErrors.INVALID_CLAIM": "Questo accesso è scaduto. Acceda di nuovo.",
  "apiErrors.INVALID_CREDENTIALS": "La password non è corretta per questo account.",
  "apiErrors.UNAUTHORIZED": "La sua sessione è terminata. Acceda di nuovo.",
  "apiErrors.SESSION_EXPIRED": "La sua sessione è terminata. Acceda di nuovo.",
  "apiErrors.SMS_UNAVAILABLE":
    "L’accesso tramite SMS non è disponibile al momento. Usi il suo indirizzo e-mail.",
  "apiErrors.METHOD_NOT_OFFERED": "Questo creator non offre questo metodo di accesso.",
  "apiErrors.PROOF_REQUIRED": "Confermi prima il suo indirizzo con un codice di accesso.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Per cambiare la password, inserisca quella attuale o acceda di nuovo con un codice.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Questa non è la sua password attuale.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Questa richiesta di passkey è scaduta o è già stata usata. Riprovi.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Non è stato possibile usare questa passkey. Riprovi o acceda con un codice.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Questa passkey è già registrata.",
  "apiErrors.PASSKEY_NOT_FOUND": "Questa passkey non è più associata al suo account.",
  "apiErrors.CARD_ERROR": "La sua carta è stata rifiutata.",
  "apiErrors.NO_PAYMENT_METHOD": "Aggiunga una carta per pagare.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Questa carta non è tra le sue carte salvate.",
  "apiErrors.PAYMENT_FAILED": "Il pagamento non è andato a buon fine.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Non è possibile confermare il pagamento in questo momento. Riprovi tra poco; non le verrà addebitato due volte.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Questo acquisto è già in fase di elaborazione.",
  "apiErrors.ALREADY_SUBSCRIBED": "Ha già questa opzione. Ne scelga un’altra.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Qui non risulta nessun suo abbonamento di questo tipo.",
  "apiErrors.NOT_RECURRING":
    "Questo acquisto non si rinnova, quindi non può essere modificato così.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Questo abbonamento è terminato. Può abbonarsi di nuovo da questa pagina.",
  "apiErrors.NOTHING_OVERDUE": "Non c’è nulla da pagare per questo abbonamento: è in regola.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Non è possibile cambiare ora. Potrà cambiare alla fine del periodo di fatturazione.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Cambiare ora costa un importo diverso da quello mostrato. Non è stato addebitato nulla; controlli il nuovo importo e riprovi.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Questo codice non può essere usato per questo acquisto.",
  "promotionCode.refusedHint":
    "Potrebbe valere per un altro prodotto o non essere più valido: verificalo con chi te l’ha dato, oppure rimuovilo per pagare senza.",
  "apiErrors.NOT_GIFTABLE": "Questa opzione non può essere regalata.",
  "apiErrors.GIFT_REDEEMED": "Questo regalo è già stato riscattato. Un regalo vale una sola volta.",
  "apiErrors.GIFT_EXPIRED":
    "Questo regalo è scaduto. Chieda a chi gliel’ha fatto di contattare il creator.",
  "apiErrors.PAID_NEWSLETTER":
    "Una newsletter a pagamento è inclusa in una membership che la comprende: viene aggiunta quando ne acquista una.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Alcune risposte vanno ricontrollate.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "La Sua carta è stata emessa in un Paese diverso da quello che ha scelto. Confermi il Paese in cui si trova.",
  "apiErrors.COUNTRY_REQUIRED":
    "Scelga il Paese in cui si trova: questo creatore applica le imposte in base al Paese dell’acquirente.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "A questo prezzo si aggiungono le imposte. Controlli il totale con le imposte, poi paghi di nuovo.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Il registro IVA dell'UE (VIES) non conosce questa partita IVA. Controllala, oppure acquista senza.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Al momento non è possibile calcolare l'imposta su questo acquisto. Non è stato addebitato nulla: riprova tra qualche minuto.",
  "signIn.error.invalidCodeHint":
    "Controlla il codice nell’ultimo messaggio che ti abbiamo inviato, oppure richiedine uno nuovo.",
};
