import { plural } from "@creator-checkout/core/i18n/formats/fi";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "fi",
  plural,
  messages: {
    "code.email.subject": "{code} on kirjautumiskoodi ({creator})",
    "code.email.body": {
      one: "Kirjautumiskoodi ({creator}) on {code}.\n\nKoodi toimii vain kerran ja vanhenee {count} minuutin kuluttua. Jos koodia ei ole pyydetty, tämän viestin voi jättää huomiotta.",
      other:
        "Kirjautumiskoodi ({creator}) on {code}.\n\nKoodi toimii vain kerran ja vanhenee {count} minuutin kuluttua. Jos koodia ei ole pyydetty, tämän viestin voi jättää huomiotta.",
    },
    "code.sms": {
      one: "{code} on kirjautumiskoodi ({creator}). Se vanhenee {count} minuutin kuluttua.",
      other: "{code} on kirjautumiskoodi ({creator}). Se vanhenee {count} minuutin kuluttua.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand}, loppunumerot {last4}",
    "payment.sms": "{subject}. {amount} – {what}. {link}",
    "receipt.subject": "Kuitti maksusta myyjälle {creator}",
    "receipt.thanks": "Kiitos maksusta myyjälle {creator}.",
    "receipt.amount": "Maksettu summa: {amount}",
    "receipt.promotionCode": "Alennuskoodi {code}: \u2212{amount}",
    "receipt.date": "Päivämäärä: {date}",
    "receipt.paidWith": "Maksutapa: {card}",
    "receipt.giftNow":
      "Lahja vastaanottajalle {recipient}: hänelle lähetetään nyt sähköpostilla linkki lahjan lunastamiseen.",
    "receipt.giftLater":
      "Lahja vastaanottajalle {recipient}: hänelle lähetetään {date} sähköpostilla linkki lahjan lunastamiseen.",
    "receipt.nextCharge": "Seuraava veloitus {date}: {amount}",
    "receipt.ends": "Tilaus päättyy {date}, eikä sen jälkeen veloiteta enää mitään.",
    "receipt.manage": "Maksut ja tilauksen hallinta: {link}",
    "renewalFailed.subject": "Maksu myyjälle {creator} epäonnistui",
    "renewalFailed.tried": "Yritimme veloittaa {amount} ({what}), mutta maksu epäonnistui.",
    "renewalFailed.triedCard":
      "Yritimme veloittaa {amount} ({what}) kortilta {card}, mutta maksu epäonnistui.",
    "renewalFailed.confirm": "Pankki pyytää vahvistamaan tämän maksun itse.",
    "renewalFailed.reason": "Ilmoitettu syy: {reason}",
    "renewalFailed.retryConfirm":
      "Käyttöoikeus jatkuu toistaiseksi. Yritämme uudelleen {date}; jos tilauksen haluaa pitää voimassa odottamatta, maksun voi vahvistaa täällä:",
    "renewalFailed.retryPay":
      "Käyttöoikeus jatkuu toistaiseksi. Yritämme uudelleen {date}; jos tilauksen haluaa pitää voimassa odottamatta, kortin voi lisätä tai valita ja maksaa täällä:",
    "renewalFailed.ended":
      "Se oli viimeinen yritys, joten tilaus on päättynyt. Tilauksen voi aloittaa uudelleen täällä:",
    "canceled.subject": "{creator} peruutti tilauksen",
    "canceled.given": "{creator} peruutti tilauksen: {what}.",
    "resumes.subject": "Tilauksesi jatkuu {date}",
    "resumes.given":
      "Keskeytetty tilauksesi {what} ({creator}) jatkuu {date}; uusinta veloitetaan silloin.",
    "priceChange.subject": "Tilauksesi hinta palvelussa {creator} muuttuu {date}",
    "priceChange.given":
      "{creator} muuttaa tuotteen {what} hinnan {old} → {new}. Mikään ei muutu ennen uusimistasi {date}; se ja sitä seuraavat veloitetaan uudella hinnalla. Jos et halua jatkaa uudella hinnalla, voit peruuttaa tilauksen ennen sitä.",
    "refund.subject": "Hyvitys myyjältä {creator}",
    "refund.given": "{creator} hyvitti {amount} maksusta, jonka suuruus oli {paid} ({what}).",
    "refund.whole": "Maksu on nyt hyvitetty kokonaan.",
    "refund.soFar": "Tästä maksusta on tähän mennessä hyvitetty {amount}.",
    "refund.toCard":
      "Rahat palautetaan kortille {card}; pankeilla kestää yleensä 5–10 päivää, ennen kuin ne näkyvät tilillä.",
    "refund.toPaymentCard":
      "Rahat palautetaan kortille, jolla maksu tehtiin; pankeilla kestää yleensä 5–10 päivää, ennen kuin ne näkyvät tilillä.",
    "refund.subscriptionEnded": "Tilaus on päättynyt, eikä enää veloiteta mitään.",
    "gift.subject": "{sender} lähetti lahjan myyjältä {creator}",
    "gift.greeting": "Hei {recipient},",
    "gift.given": "{sender} lähetti lahjan myyjältä {creator}: {what}.",
    "gift.note": "{sender} kirjoitti: {note}",
    "gift.redeem": "Lahjan voi lunastaa tästä (linkki toimii kerran ja on voimassa vuoden):",
    "gift.free": "Lahja on maksuton, eikä se koskaan uusiudu itsestään.",
    "social.title": "Kirjautuminen",
    "social.signedIn": "Kirjautuminen onnistui. Voit sulkea tämän ikkunan.",
    "social.failed": "Kirjautuminen ei onnistunut. Voit sulkea tämän ikkunan ja yrittää uudelleen.",
    "invoice.title": "Lasku {number}",
    "invoice.receipt": "Kuitti {number}",
    "invoice.number": "Laskun numero",
    "invoice.issued": "Laskun päivämäärä",
    "invoice.supplied": "Toimituspäivä",
    "invoice.currency": "Valuutta",
    "invoice.seller": "Myyjä",
    "invoice.buyer": "Ostaja",
    "invoice.taxId": "ALV-tunniste: {id}",
    "invoice.description": "Kuvaus",
    "invoice.amount": "Summa",
    "invoice.net": "Veroton",
    "invoice.rate": "Verokanta",
    "invoice.tax": "Vero",
    "invoice.gross": "Verollinen",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Yhteensä verokannalla {rate} (veroton {net}, vero {tax})",
    "invoice.total": "Yhteensä",
    "invoice.reverseCharge": "Käännetty verovelvollisuus",
    "invoice.outsideEu": "Ei EU:n arvonlisäveron piirissä: suorituspaikka on EU:n ulkopuolella.",
    "invoice.pdfLost":
      "Kaikkia merkkejä ei voi näyttää tässä PDF-tiedostossa; maksuhistoriasi HTML-lasku näyttää ne kaikki.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice": "Laskusi myyjän tietoineen ja veroineen on maksuhistoriassasi: {link}",
    "tax.included": "sis. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "ALV",
    "tax.gst": "GST",
    "team.invited.subject": "Sinut on kutsuttu hoitamaan kauppaa {store}",
    "team.invited.owner": "Sinut on kutsuttu tiimiin {store} ({username}) omistajaksi.",
    "team.invited.staff": "Sinut on kutsuttu tiimiin {store} ({username}) henkilökunnan jäseneksi.",
    "team.invited.readOnly":
      "Sinut on kutsuttu tiimiin {store} ({username}) jäseneksi, jolla on vain lukuoikeus.",
    "team.invited.accept":
      "Hyväksy kutsu avaamalla hallintapaneeli ja kirjautumalla tällä sähköpostiosoitteella, {email}:",
    "team.invited.until":
      "Kutsun voi hyväksyä {date} klo {time} UTC asti. Jos et odottanut sitä, voit jättää tämän viestin huomiotta.",
    "webhooks.stopped.subject": "Webhookit osoitteeseen {url} on pysäytetty",
    "webhooks.stopped.greeting": "Hei {creator},",
    "webhooks.stopped.gone":
      "Kassa lopetti tapahtumien lähettämisen osoitteeseen {url}: vastaanottaja vastasi 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Kassa lopetti tapahtumien lähettämisen osoitteeseen {url}: jokainen toimitus epäonnistui {count} päivän ajan.",
      other:
        "Kassa lopetti tapahtumien lähettämisen osoitteeseen {url}: jokainen toimitus epäonnistui {count} päivän ajan.",
    },
    "webhooks.stopped.kept":
      "Sillä välin tapahtuvat tapahtumat säilytetään. Kun päätepiste vastaa taas, ota se käyttöön hallintapaneelin Webhooks-sivulla tai pyynnöllä {request}: odottaneet lähetetään silloin vanhimmasta alkaen.",
    "webhooks.stopped.publisher": "Julkaisija: {username}",
  },
};
