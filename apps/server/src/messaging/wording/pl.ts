import { plural } from "@creator-checkout/core/i18n/formats/pl";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "pl",
  plural,
  messages: {
    "code.email.subject": "{code} to kod logowania ({creator})",
    "code.email.body": {
      one: "Kod logowania ({creator}) to {code}.\n\nKod działa jednorazowo i wygasa za {count} minutę. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.",
      few: "Kod logowania ({creator}) to {code}.\n\nKod działa jednorazowo i wygasa za {count} minuty. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.",
      many: "Kod logowania ({creator}) to {code}.\n\nKod działa jednorazowo i wygasa za {count} minut. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.",
      other:
        "Kod logowania ({creator}) to {code}.\n\nKod działa jednorazowo i wygasa za {count} minuty. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.",
    },
    "code.sms": {
      one: "{code} to kod logowania ({creator}). Wygasa za {count} minutę.",
      few: "{code} to kod logowania ({creator}). Wygasa za {count} minuty.",
      many: "{code} to kod logowania ({creator}). Wygasa za {count} minut.",
      other: "{code} to kod logowania ({creator}). Wygasa za {count} minuty.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} o numerze kończącym się na {last4}",
    "payment.sms": "{subject}. {amount} za {what}. {link}",
    "receipt.subject": "Potwierdzenie płatności – {creator}",
    "receipt.thanks": "{creator} dziękuje za płatność.",
    "receipt.amount": "Zapłacona kwota: {amount}",
    "receipt.promotionCode": "Kod promocyjny {code}: \u2212{amount}",
    "receipt.date": "Data: {date}",
    "receipt.paidWith": "Metoda płatności: {card}",
    "receipt.giftNow":
      "Odbiorca prezentu: {recipient}. Wysyłamy teraz e-mail z linkiem do odebrania prezentu.",
    "receipt.giftLater":
      "Odbiorca prezentu: {recipient}. E-mail z linkiem do odebrania prezentu wyślemy {date}.",
    "receipt.nextCharge": "Następne obciążenie: {amount} dnia {date}",
    "receipt.ends": "Subskrypcja kończy się dnia {date}; kolejnych obciążeń nie będzie.",
    "receipt.manage": "Historia płatności i zarządzanie subskrypcją: {link}",
    "renewalFailed.subject": "Płatność nie powiodła się – {creator}",
    "renewalFailed.tried": "Próba pobrania {amount} za {what} nie powiodła się.",
    "renewalFailed.triedCard": "Próba pobrania {amount} za {what} z karty {card} nie powiodła się.",
    "renewalFailed.confirm": "Bank prosi o samodzielne potwierdzenie tej płatności.",
    "renewalFailed.reason": "Podany powód: {reason}",
    "renewalFailed.retryConfirm":
      "Dostęp pozostaje na razie aktywny. Ponowimy próbę dnia {date}; aby zachować subskrypcję bez czekania, wystarczy potwierdzić płatność tutaj:",
    "renewalFailed.retryPay":
      "Dostęp pozostaje na razie aktywny. Ponowimy próbę dnia {date}; aby zachować subskrypcję bez czekania, wystarczy dodać lub wybrać kartę i zapłacić tutaj:",
    "renewalFailed.ended":
      "To była ostatnia próba, więc subskrypcja wygasła. Można ją wykupić ponownie tutaj:",
    "canceled.subject": "{creator} – subskrypcja anulowana",
    "canceled.given": "{creator} anuluje subskrypcję: {what}.",
    "resumes.subject": "Twoja subskrypcja zostanie wznowiona {date}",
    "resumes.given":
      "Twoja wstrzymana subskrypcja {what} od {creator} zostanie wznowiona {date}; wtedy zostanie pobrana opłata za odnowienie.",
    "priceChange.subject": "Cena Twojej subskrypcji u {creator} zmienia się {date}",
    "priceChange.given":
      "{creator} zmienia cenę {what} z {old} na {new}. Do odnowienia {date} nic się nie zmienia; to odnowienie i kolejne zostaną obciążone nową ceną. Jeśli nie chcesz kontynuować w nowej cenie, możesz wcześniej anulować subskrypcję.",
    "refund.subject": "Zwrot płatności – {creator}",
    "refund.given": "{creator} zwraca {amount} z płatności w wysokości {paid} za {what}.",
    "refund.whole": "Płatność została zwrócona w całości.",
    "refund.soFar": "Dotychczas zwrócono z tej płatności: {amount}.",
    "refund.toCard":
      "Środki wrócą na kartę {card}; banki zwykle potrzebują od 5 do 10 dni, aby je zaksięgować.",
    "refund.toPaymentCard":
      "Środki wrócą na kartę użytą do płatności; banki zwykle potrzebują od 5 do 10 dni, aby je zaksięgować.",
    "refund.subscriptionEnded":
      "Subskrypcja została zakończona; żadne dalsze opłaty nie będą pobierane.",
    "gift.subject": "{sender} przesyła Państwu prezent ({creator})",
    "gift.greeting": "Dzień dobry, {recipient}!",
    "gift.given": "{sender} przesyła Państwu prezent: {what} ({creator}).",
    "gift.note": "{sender} pisze: {note}",
    "gift.redeem": "Prezent można odebrać tutaj (z linku można skorzystać raz, w ciągu roku):",
    "gift.free": "Prezent jest bezpłatny i nigdy nie odnawia się automatycznie.",
    "social.title": "Logowanie",
    "social.signedIn": "Logowanie powiodło się. To okno można już zamknąć.",
    "social.failed": "Logowanie nie powiodło się. To okno można zamknąć i spróbować ponownie.",
    "invoice.title": "Faktura {number}",
    "invoice.receipt": "Potwierdzenie {number}",
    "invoice.number": "Numer faktury",
    "invoice.issued": "Data wystawienia",
    "invoice.supplied": "Data wykonania usługi",
    "invoice.currency": "Waluta",
    "invoice.seller": "Sprzedawca",
    "invoice.buyer": "Nabywca",
    "invoice.taxId": "Numer VAT: {id}",
    "invoice.description": "Opis",
    "invoice.amount": "Kwota",
    "invoice.net": "Netto",
    "invoice.rate": "Stawka",
    "invoice.tax": "Podatek",
    "invoice.gross": "Brutto",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Razem wg stawki {rate} (netto {net}, podatek {tax})",
    "invoice.total": "Razem",
    "invoice.reverseCharge": "Odwrotne obciążenie",
    "invoice.outsideEu": "Poza zakresem VAT UE: miejsce świadczenia znajduje się poza UE.",
    "invoice.pdfLost":
      "Niektórych znaków nie da się pokazać w tym pliku PDF; faktura HTML w historii płatności pokazuje je wszystkie.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Twoja faktura z danymi sprzedawcy i podatkiem jest w historii płatności: {link}",
    "tax.included": "w tym {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "VAT",
    "tax.gst": "GST",
    "team.invited.subject": "Zaproszenie do prowadzenia sklepu {store}",
    "team.invited.owner":
      "Otrzymujesz zaproszenie do zespołu {store} ({username}) jako właściciel.",
    "team.invited.staff":
      "Otrzymujesz zaproszenie do zespołu {store} ({username}) jako członek personelu.",
    "team.invited.readOnly":
      "Otrzymujesz zaproszenie do zespołu {store} ({username}) jako członek z dostępem tylko do odczytu.",
    "team.invited.accept":
      "Aby przyjąć zaproszenie, otwórz panel i zaloguj się tym adresem e-mail, {email}:",
    "team.invited.until":
      "Zaproszenie można przyjąć do {date}, {time} UTC. Jeśli ta wiadomość nie była oczekiwana, można ją zignorować.",
    "webhooks.stopped.subject": "Webhooki do {url} są wstrzymane",
    "webhooks.stopped.greeting": "Dzień dobry, {creator}!",
    "webhooks.stopped.gone":
      "Checkout przestał wysyłać zdarzenia do {url}: odbiorca odpowiedział 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Checkout przestał wysyłać zdarzenia do {url}: każde doręczenie kończyło się błędem przez {count} dzień.",
      few: "Checkout przestał wysyłać zdarzenia do {url}: każde doręczenie kończyło się błędem przez {count} dni.",
      many: "Checkout przestał wysyłać zdarzenia do {url}: każde doręczenie kończyło się błędem przez {count} dni.",
      other:
        "Checkout przestał wysyłać zdarzenia do {url}: każde doręczenie kończyło się błędem przez {count} dnia.",
    },
    "webhooks.stopped.kept":
      "Zdarzenia z tego czasu są zachowane. Gdy punkt końcowy znów zacznie odpowiadać, włącz go na stronie Webhooki w panelu lub żądaniem {request}: to, co czekało, zostanie wtedy wysłane, od najstarszego.",
    "webhooks.stopped.publisher": "Wydawca: {username}",
  },
};
