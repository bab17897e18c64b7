import { plural } from "@creator-checkout/core/i18n/formats/hu";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "hu",
  plural,
  messages: {
    "code.email.subject": "{code} – az Ön bejelentkezési kódja ({creator})",
    "code.email.body": {
      one: "Az Ön bejelentkezési kódja ({creator}): {code}.\n\nEgyszer használható, és {count} perc múlva lejár. Ha nem Ön kérte, nyugodtan hagyja figyelmen kívül ezt az e-mailt.",
      other:
        "Az Ön bejelentkezési kódja ({creator}): {code}.\n\nEgyszer használható, és {count} perc múlva lejár. Ha nem Ön kérte, nyugodtan hagyja figyelmen kívül ezt az e-mailt.",
    },
    "code.sms": {
      one: "{code} – az Ön bejelentkezési kódja ({creator}). {count} perc múlva lejár.",
      other: "{code} – az Ön bejelentkezési kódja ({creator}). {count} perc múlva lejár.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{last4} végű {brand}",
    "payment.sms": "{subject}. {amount} – {what}. {link}",
    "receipt.subject": "Az Ön nyugtája – {creator}",
    "receipt.thanks": "{creator} köszöni az Ön fizetését.",
    "receipt.amount": "Fizetett összeg: {amount}",
    "receipt.promotionCode": "Kedvezménykód ({code}): \u2212{amount}",
    "receipt.date": "Dátum: {date}",
    "receipt.paidWith": "Fizetés módja: {card}",
    "receipt.giftNow":
      "Ajándék {recipient} részére: most e-mailben elküldjük neki a beváltáshoz szükséges linket.",
    "receipt.giftLater":
      "Ajándék {recipient} részére: {date} napján e-mailben elküldjük neki a beváltáshoz szükséges linket.",
    "receipt.nextCharge": "Következő terhelés: {amount}, {date} napján",
    "receipt.ends": "Előfizetése {date} napján megszűnik; további terhelés nem lesz.",
    "receipt.manage": "Itt tekintheti meg fizetéseit és kezelheti előfizetését: {link}",
    "renewalFailed.subject": "Fizetése nem sikerült – {creator}",
    "renewalFailed.tried":
      "Megpróbáltunk {amount} összeget terhelni ({what}), de a fizetés nem sikerült.",
    "renewalFailed.triedCard":
      "Megpróbáltunk {amount} összeget terhelni ({what}) az Ön {card} kártyájára, de a fizetés nem sikerült.",
    "renewalFailed.confirm": "Bankja azt kéri, hogy Ön maga hagyja jóvá ezt a fizetést.",
    "renewalFailed.reason": "A megadott ok: {reason}",
    "renewalFailed.retryConfirm":
      "Hozzáférése egyelőre megmarad. {date} napján újra megpróbáljuk; ha várakozás nélkül szeretné megtartani előfizetését, itt hagyhatja jóvá a fizetést:",
    "renewalFailed.retryPay":
      "Hozzáférése egyelőre megmarad. {date} napján újra megpróbáljuk; ha várakozás nélkül szeretné megtartani előfizetését, itt adhat meg vagy választhat kártyát, és fizethet:",
    "renewalFailed.ended":
      "Ez volt az utolsó próbálkozás, ezért előfizetése megszűnt. Itt újra előfizethet:",
    "canceled.subject": "{creator} lemondta előfizetését",
    "canceled.given": "{creator} lemondta előfizetését: {what}.",
    "resumes.subject": "Az előfizetése {date} napján folytatódik",
    "resumes.given":
      "A(z) {creator} {what} szüneteltetett előfizetése {date} napján folytatódik; a megújítást akkor terheljük.",
    "priceChange.subject": "Előfizetésed ára ({creator}) {date} napon változik",
    "priceChange.given":
      "{creator} módosítja a(z) {what} árát: {old} helyett {new}. A {date} napi megújításig semmi sem változik; az már az új áron kerül terhelésre, ahogy az azt követők is. Ha nem szeretnéd az új áron folytatni, addig lemondhatod.",
    "refund.subject": "Visszatérítés – {creator}",
    "refund.given":
      "{creator} {amount} összeget térített vissza az Ön {paid} összegű fizetéséből ({what}).",
    "refund.whole": "A fizetés teljes összegét visszatérítették.",
    "refund.soFar": "Ebből a fizetésből eddig visszatérített összeg: {amount}.",
    "refund.toCard":
      "A pénz az Ön {card} kártyájára érkezik vissza; a bankoknak általában 5–10 napba telik, mire megjelenítik.",
    "refund.toPaymentCard":
      "A pénz arra a kártyára érkezik vissza, amellyel fizetett; a bankoknak általában 5–10 napba telik, mire megjelenítik.",
    "refund.subscriptionEnded": "Előfizetése megszűnt; több terhelés nem lesz.",
    "gift.subject": "{sender} ajándékot küldött Önnek {creator} kínálatából",
    "gift.greeting": "Kedves {recipient}!",
    "gift.given": "{sender} ajándékot küldött Önnek {creator} kínálatából: {what}.",
    "gift.note": "{sender} üzenete: {note}",
    "gift.redeem": "Ajándékát itt válthatja be (a link egyszer használható, egy évig érvényes):",
    "gift.free": "Önnek semmibe sem kerül, és soha nem újul meg magától.",
    "social.title": "Bejelentkezés",
    "social.signedIn": "Sikeresen bejelentkezett. Bezárhatja ezt az ablakot.",
    "social.failed":
      "A bejelentkezés nem sikerült. Bezárhatja ezt az ablakot, és próbálkozzon újra.",
    "invoice.title": "Számla {number}",
    "invoice.receipt": "Nyugta {number}",
    "invoice.number": "Számlaszám",
    "invoice.issued": "Kiállítás dátuma",
    "invoice.supplied": "Teljesítés dátuma",
    "invoice.currency": "Pénznem",
    "invoice.seller": "Eladó",
    "invoice.buyer": "Vevő",
    "invoice.taxId": "Közösségi adószám: {id}",
    "invoice.description": "Megnevezés",
    "invoice.amount": "Összeg",
    "invoice.net": "Nettó",
    "invoice.rate": "Kulcs",
    "invoice.tax": "Adó",
    "invoice.gross": "Bruttó",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Összesen {rate} kulccsal (nettó {net}, adó {tax})",
    "invoice.total": "Összesen",
    "invoice.reverseCharge": "Fordított adózás",
    "invoice.outsideEu":
      "Nem tartozik az uniós áfa hatálya alá: a teljesítés helye az EU-n kívül van.",
    "invoice.pdfLost":
      "Egyes karakterek nem jeleníthetők meg ebben a PDF-ben; a fizetési előzményeiben lévő HTML-számla mindet mutatja.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Számláját az eladó adataival és az adóval a fizetési előzményeiben találja: {link}",
    "tax.included": "tartalmazza: {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "áfa",
    "tax.gst": "GST",
    "team.invited.subject": "Meghívást kapott {store} boltjának kezelésére",
    "team.invited.owner": "Meghívást kapott {store} ({username}) csapatába tulajdonosként.",
    "team.invited.staff": "Meghívást kapott {store} ({username}) csapatába munkatársként.",
    "team.invited.readOnly":
      "Meghívást kapott {store} ({username}) csapatába csak olvasási joggal rendelkező tagként.",
    "team.invited.accept":
      "Az elfogadáshoz nyissa meg az irányítópultot, és jelentkezzen be ezzel az e-mail-címmel: {email}.",
    "team.invited.until":
      "A meghívás eddig fogadható el: {date}, {time} UTC. Ha nem számított rá, nyugodtan hagyja figyelmen kívül ezt az e-mailt.",
    "webhooks.stopped.subject": "A(z) {url} címre küldött webhookok leálltak",
    "webhooks.stopped.greeting": "Kedves {creator}!",
    "webhooks.stopped.gone":
      "A pénztár leállította az események küldését ide: {url}. A fogadó 410 Gone választ adott.",
    "webhooks.stopped.failing": {
      one: "A pénztár leállította az események küldését ide: {url}. Minden kézbesítés sikertelen volt {count} napig.",
      other:
        "A pénztár leállította az események küldését ide: {url}. Minden kézbesítés sikertelen volt {count} napig.",
    },
    "webhooks.stopped.kept":
      "A közben történt eseményeket megőrizzük. Amint a végpont újra válaszol, kapcsolja be az irányítópult Webhookok oldalán, vagy ezzel: {request}. A várakozó események ekkor elmennek, a legrégebbivel kezdve.",
    "webhooks.stopped.publisher": "Kiadó: {username}",
  },
};
