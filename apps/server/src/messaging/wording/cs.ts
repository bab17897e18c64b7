import { plural } from "@creator-checkout/core/i18n/formats/cs";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "cs",
  plural,
  messages: {
    "code.email.subject": "{code} je Váš přihlašovací kód ({creator})",
    "code.email.body": {
      one: "Váš přihlašovací kód ({creator}) je {code}.\n\nPlatí jen jednou a vyprší za {count} minutu. Pokud tento kód nečekáte, můžete e-mail ignorovat.",
      few: "Váš přihlašovací kód ({creator}) je {code}.\n\nPlatí jen jednou a vyprší za {count} minuty. Pokud tento kód nečekáte, můžete e-mail ignorovat.",
      other:
        "Váš přihlašovací kód ({creator}) je {code}.\n\nPlatí jen jednou a vyprší za {count} minut. Pokud tento kód nečekáte, můžete e-mail ignorovat.",
    },
    "code.sms": {
      one: "{code} je Váš přihlašovací kód ({creator}). Vyprší za {count} minutu.",
      few: "{code} je Váš přihlašovací kód ({creator}). Vyprší za {count} minuty.",
      other: "{code} je Váš přihlašovací kód ({creator}). Vyprší za {count} minut.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} končící na {last4}",
    "payment.sms": "{subject}. {amount} za {what}. {link}",
    "receipt.subject": "Potvrzení platby – {creator}",
    "receipt.thanks": "{creator} děkuje za Vaši platbu.",
    "receipt.amount": "Zaplacená částka: {amount}",
    "receipt.promotionCode": "Slevový kód {code}: \u2212{amount}",
    "receipt.date": "Datum: {date}",
    "receipt.paidWith": "Způsob platby: {card}",
    "receipt.giftNow":
      "Příjemce dárku: {recipient}. E-mail s odkazem k uplatnění dárku posíláme ihned.",
    "receipt.giftLater":
      "Příjemce dárku: {recipient}. E-mail s odkazem k uplatnění dárku pošleme {date}.",
    "receipt.nextCharge": "Příští platba: {amount} dne {date}",
    "receipt.ends": "Vaše předplatné končí dne {date}; žádné další platby nebudou účtovány.",
    "receipt.manage": "Přehled plateb a správa předplatného: {link}",
    "renewalFailed.subject": "Vaše platba neproběhla – {creator}",
    "renewalFailed.tried": "Pokusili jsme se strhnout {amount} za {what}, ale platba neproběhla.",
    "renewalFailed.triedCard":
      "Pokusili jsme se strhnout {amount} za {what} z Vaší karty {card}, ale platba neproběhla.",
    "renewalFailed.confirm": "Vaše banka žádá o Vaše vlastní potvrzení této platby.",
    "renewalFailed.reason": "Uvedený důvod: {reason}",
    "renewalFailed.retryConfirm":
      "Přístup Vám zatím zůstává. Platbu zkusíme znovu dne {date}; pokud si chcete předplatné ponechat bez čekání, potvrďte platbu zde:",
    "renewalFailed.retryPay":
      "Přístup Vám zatím zůstává. Platbu zkusíme znovu dne {date}; pokud si chcete předplatné ponechat bez čekání, přidejte nebo vyberte kartu a zaplaťte zde:",
    "renewalFailed.ended":
      "Šlo o poslední pokus, proto Vaše předplatné skončilo. Znovu si ho můžete objednat zde:",
    "canceled.subject": "{creator} – předplatné zrušeno",
    "canceled.given": "{creator} zrušil(a) Vaše předplatné: {what}.",
    "resumes.subject": "Vaše předplatné se obnoví {date}",
    "resumes.given":
      "Vaše pozastavené předplatné {what} od {creator} se obnoví {date}; tehdy bude účtováno prodloužení.",
    "priceChange.subject": "Cena vašeho předplatného od {creator} se mění {date}",
    "priceChange.given":
      "{creator} mění cenu {what} z {old} na {new}. Do vašeho obnovení {date} se nic nemění; to už bude účtováno novou cenou, stejně jako všechna další. Pokud nechcete pokračovat za novou cenu, můžete předplatné do té doby zrušit.",
    "refund.subject": "Vrácení peněz – {creator}",
    "refund.given": "{creator} Vám vrací {amount} z platby ve výši {paid} za {what}.",
    "refund.whole": "Platba je nyní vrácena v plné výši.",
    "refund.soFar": "Z této platby bylo dosud vráceno: {amount}.",
    "refund.toCard":
      "Peníze se vrátí na Vaši kartu {card}; bankám obvykle trvá 5 až 10 dní, než je zobrazí.",
    "refund.toPaymentCard":
      "Peníze se vrátí na kartu použitou k platbě; bankám obvykle trvá 5 až 10 dní, než je zobrazí.",
    "refund.subscriptionEnded": "Vaše předplatné skončilo; nic dalšího už nebude účtováno.",
    "gift.subject": "{sender} Vám posílá dárek ({creator})",
    "gift.greeting": "Dobrý den, {recipient},",
    "gift.given": "{sender} Vám posílá dárek: {what} ({creator}).",
    "gift.note": "{sender} píše: {note}",
    "gift.redeem": "Dárek si můžete uplatnit zde (odkaz funguje jednou, po dobu jednoho roku):",
    "gift.free": "Dárek Vás nic nestojí a nikdy se sám neobnoví.",
    "social.title": "Přihlášení",
    "social.signedIn": "Přihlášení proběhlo úspěšně. Toto okno můžete zavřít.",
    "social.failed": "Přihlášení se nezdařilo. Toto okno můžete zavřít a zkusit to znovu.",
    "invoice.title": "Faktura {number}",
    "invoice.receipt": "Potvrzení {number}",
    "invoice.number": "Číslo faktury",
    "invoice.issued": "Datum vystavení",
    "invoice.supplied": "Datum uskutečnění plnění",
    "invoice.currency": "Měna",
    "invoice.seller": "Prodávající",
    "invoice.buyer": "Kupující",
    "invoice.taxId": "DIČ: {id}",
    "invoice.description": "Popis",
    "invoice.amount": "Částka",
    "invoice.net": "Základ",
    "invoice.rate": "Sazba",
    "invoice.tax": "Daň",
    "invoice.gross": "Celkem s daní",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Celkem v sazbě {rate} (základ {net}, daň {tax})",
    "invoice.total": "Celkem",
    "invoice.reverseCharge": "Přenesení daňové povinnosti",
    "invoice.outsideEu": "Nepodléhá DPH EU: místo plnění je mimo EU.",
    "invoice.pdfLost":
      "Některé znaky nelze v tomto PDF zobrazit; HTML faktura v historii plateb je zobrazí všechny.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Vaši fakturu s údaji prodávajícího a daní najdete v historii plateb: {link}",
    "tax.included": "vč. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "DPH",
    "tax.gst": "GST",
    "team.invited.subject": "Pozvánka ke správě obchodu {store}",
    "team.invited.owner": "Jste zváni do týmu {store} ({username}) jako vlastník.",
    "team.invited.staff": "Jste zváni do týmu {store} ({username}) jako člen personálu.",
    "team.invited.readOnly":
      "Jste zváni do týmu {store} ({username}) jako člen s přístupem jen pro čtení.",
    "team.invited.accept":
      "Pozvánku přijmete, když otevřete nástěnku a přihlásíte se touto e-mailovou adresou, {email}:",
    "team.invited.until":
      "Pozvánku lze přijmout do {date}, {time} UTC. Pokud jste ji nečekali, můžete tento e-mail ignorovat.",
    "webhooks.stopped.subject": "Webhooky na {url} jsou zastaveny",
    "webhooks.stopped.greeting": "Dobrý den, {creator},",
    "webhooks.stopped.gone":
      "Pokladna přestala posílat události na {url}: příjemce odpověděl 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Pokladna přestala posílat události na {url}: každé doručení selhávalo {count} den.",
      few: "Pokladna přestala posílat události na {url}: každé doručení selhávalo {count} dny.",
      other: "Pokladna přestala posílat události na {url}: každé doručení selhávalo {count} dní.",
    },
    "webhooks.stopped.kept":
      "Události, k nimž mezitím dojde, se uchovávají. Jakmile koncový bod opět odpoví, zapněte jej na stránce Webhooky na nástěnce nebo požadavkem {request}: co čekalo, se pak odešle, od nejstaršího.",
    "webhooks.stopped.publisher": "Vydavatel: {username}",
  },
};
