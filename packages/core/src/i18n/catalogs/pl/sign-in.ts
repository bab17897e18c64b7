import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Proszę wpisać kod weryfikacyjny wysłany na {address}.",
  "signIn.code.label": "Kod weryfikacyjny",
  "signIn.code.checking": "Chwileczkę…",
  "signIn.code.resent": "Wysłaliśmy nowy kod na {address}.",
  "signIn.code.resendLine": "Kod nie dotarł? {resend} lub {change}",
  "signIn.code.resend": "Wyślij ponownie",
  "signIn.changeContact": "zmień dane kontaktowe.",
  "signIn.password.welcome": "Witamy ponownie. Proszę podać hasło do konta {address}.",
  "signIn.password.label": "Hasło",
  "signIn.password.submit": "Zaloguj się",
  "signIn.password.textCode": "Zamiast tego wyślij kod SMS-em",
  "signIn.password.emailCode": "Zamiast tego wyślij kod e-mailem",
  "signIn.signedIn.as": "Zalogowano jako",
  "signIn.signedIn.announceAs": "Zalogowano jako {address}.",
  "signIn.signedIn.announce": "Zalogowano.",
  "signIn.signedIn.signedOut": "Wylogowano.",
  "signIn.signedIn.change": "Zmień",
  "signIn.signedIn.passwordSaved":
    "Hasło zostało zapisane. Następnym razem można się nim zalogować.",
  "signIn.signedIn.passkeyAdded":
    "Klucz dostępu został dodany. Następnym razem można się nim zalogować.",
  "signIn.signedIn.addPasskey": "Dodaj klucz dostępu",
  "signIn.signedIn.setPassword": "Ustaw hasło",
  "signIn.signedIn.signOut": "Wyloguj się",
  "signIn.setPassword.label": "Nowe hasło",
  "signIn.setPassword.hint": {
    one: "Co najmniej {count} znak.",
    few: "Co najmniej {count} znaki.",
    many: "Co najmniej {count} znaków.",
    other: "Co najmniej {count} znaku.",
  },
  "signIn.setPassword.save": "Zapisz",
  "signIn.setPassword.cancel": "Anuluj",
  "signIn.passkey.failed":
    "Logowanie kluczem dostępu nie powiodło się. Proszę spróbować ponownie lub użyć kodu.",
  "signIn.passkey.addFailed": "Nie udało się dodać klucza dostępu. Proszę spróbować ponownie.",
  "signIn.passkey.alreadyOnDevice": "To urządzenie ma już klucz dostępu do tego konta.",
  "signIn.tooManyCodes": "Zażądano zbyt wielu kodów. Kolejny kod będzie można zamówić za {wait}.",
  "signIn.wait.aMinute": "minutę",
  "signIn.wait.minutes": {
    one: "{count} minutę",
    few: "{count} minuty",
    many: "{count} minut",
    other: "{count} minuty",
  },
  "signIn.wait.hours": {
    one: "{count} godzinę",
    few: "{count} godziny",
    many: "{count} godzin",
    other: "{count} godziny",
  },
  "signIn.wait.hoursAndMinutes": "{hours} i {minutes}",
  "apiErrors.BAD_REQUEST":
    "Część przesłanych danych jest nieprawidłowa. Proszę je sprawdzić i spróbować ponownie.",
  "apiErrors.NOT_FOUND": "Nie znaleziono. Proszę odświeżyć stronę i spróbować ponownie.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Z tej sieci wysłano zbyt wiele żądań. Proszę odczekać minutę i spróbować ponownie.",
  "apiErrors.INTERNAL": "Wystąpił błąd po naszej stronie. Proszę spróbować ponownie za chwilę.",
  "apiErrors.BOT_CHECK_FAILED": "Proszę dokończyć weryfikację i spróbować ponownie.",
  "apiErrors.INVALID_CODE":
    "Ten kod jest nieprawidłowy. Proszę go sprawdzić lub poprosić o nowy kod.",
  "apiErrors.CODE_LOCKED": "Zbyt wiele błędnych prób dla tego kodu. Proszę poprosić o nowy kod.",
  "apiErrors.TOO_MANY_FAILURES":
    "Zbyt wiele nieudanych prób. Proszę chwilę odczekać i spróbować ponownie.",
  "apiErrors.TOO_MANY_CODES": "Zażądano zbyt wielu kodów. Proszę spróbować później.",
  "apiErrors.INVALID_CLAIM": "To logowanie wygasło. Proszę zalogować się ponownie.",
  "apiErrors.INVALID_CREDENTIALS": "To hasło nie pasuje do tego konta.",
  "apiErrors.UNAUTHORIZED": "Sesja wygasła. Proszę zalogować się ponownie.",
  "apiErrors.SESSION_EXPIRED": "Sesja wygasła. Proszę zalogować się ponownie.",
  "apiErrors.SMS_UNAVAILABLE":
    "Logowanie przez SMS jest teraz niedostępne. Proszę użyć adresu e-mail.",
  "apiErrors.METHOD_NOT_OFFERED": "Ten twórca nie oferuje tego sposobu logowania.",
  "apiErrors.PROOF_REQUIRED": "Najpierw proszę potwierdzić adres kodem logowania.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Aby zmienić hasło, proszę podać obecne hasło lub zalogować się ponownie za pomocą kodu.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "To nie jest obecne hasło.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "To żądanie klucza dostępu wygasło lub zostało już użyte. Proszę spróbować ponownie.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Nie udało się użyć tego klucza dostępu. Proszę spróbować ponownie lub zalogować się kodem.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Ten klucz dostępu jest już zarejestrowany.",
  "apiErrors.PASSKEY_NOT_FOUND": "Ten klucz dostępu nie jest już powiązany z kontem.",
  "apiErrors.CARD_ERROR": "Karta została odrzucona.",
  "apiErrors.NO_PAYMENT_METHOD": "Aby zapłacić, proszę dodać kartę.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Ta karta nie należy do zapisanych kart.",
  "apiErrors.PAYMENT_FAILED": "Płatność nie została zrealizowana.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Nie udało się teraz potwierdzić płatności. Proszę spróbować ponownie za chwilę; opłata nie zostanie pobrana dwukrotnie.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Ten zakup jest już przetwarzany.",
  "apiErrors.ALREADY_SUBSCRIBED": "Ta opcja jest już aktywna. Proszę wybrać inną.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Na tym koncie nie ma takiej subskrypcji.",
  "apiErrors.NOT_RECURRING": "To się nie odnawia, więc nie można tego zmienić w ten sposób.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Ta subskrypcja została zakończona. Można ją wykupić ponownie na tej stronie.",
  "apiErrors.NOTHING_OVERDUE": "Ta subskrypcja nie ma zaległości; wszystko jest opłacone.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Zmiana teraz nie jest możliwa. Można jej dokonać na koniec okresu rozliczeniowego.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Natychmiastowa zmiana kosztuje teraz inną kwotę niż wyświetlona. Nic nie zostało pobrane; proszę sprawdzić nową kwotę i spróbować ponownie.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Tego kodu nie można użyć przy tym zakupie.",
  "promotionCode.refusedHint":
    "Może dotyczyć innego produktu lub już nie obowiązywać: sprawdź go u osoby, która go dała, albo usuń go i zapłać bez niego.",
  "apiErrors.NOT_GIFTABLE": "Tej opcji nie można podarować jako prezentu.",
  "apiErrors.GIFT_REDEEMED": "Ten prezent został już odebrany. Prezent można odebrać tylko raz.",
  "apiErrors.GIFT_EXPIRED":
    "Ten prezent wygasł. Proszę poprosić osobę, która go podarowała, o kontakt z twórcą.",
  "apiErrors.PAID_NEWSLETTER":
    "Płatny newsletter jest częścią członkostwa, które go obejmuje: zostanie dodany przy zakupie takiego członkostwa.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Niektóre odpowiedzi wymagają ponownego sprawdzenia.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Twoja karta została wydana w innym kraju niż wybrany. Potwierdź kraj, w którym się znajdujesz.",
  "apiErrors.COUNTRY_REQUIRED":
    "Wybierz kraj, w którym się znajdujesz: ten twórca nalicza podatek według kraju kupującego.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Do tej ceny doliczany jest podatek. Sprawdź kwotę łączną z podatkiem i zapłać ponownie.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Unijny rejestr VAT (VIES) nie zna tego numeru VAT. Sprawdź go albo kup bez niego.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Nie można teraz obliczyć podatku od tego zakupu. Nic nie zostało pobrane: spróbuj ponownie za kilka minut.",
  "signIn.error.invalidCodeHint": "Sprawdź kod w najnowszej wiadomości od nas albo wyślij nowy.",
};
