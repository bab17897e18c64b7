import { plural } from "@creator-checkout/core/i18n/formats/tr";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "tr",
  plural,
  messages: {
    "code.email.subject": "{code} – {creator} giriş kodunuz",
    "code.email.body": {
      one: "{creator} giriş kodunuz: {code}\n\nKod yalnızca bir kez kullanılabilir ve {count} dakika sonra geçerliliğini yitirir. Bu kodu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz.",
      other:
        "{creator} giriş kodunuz: {code}\n\nKod yalnızca bir kez kullanılabilir ve {count} dakika sonra geçerliliğini yitirir. Bu kodu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz.",
    },
    "code.sms": {
      one: "{code} – {creator} giriş kodunuz. Kod {count} dakika sonra geçerliliğini yitirir.",
      other: "{code} – {creator} giriş kodunuz. Kod {count} dakika sonra geçerliliğini yitirir.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "sonu {last4} ile biten {brand} kart",
    "payment.sms": "{subject}. {what} için {amount}. {link}",
    "receipt.subject": "{creator} – ödeme makbuzunuz",
    "receipt.thanks": "{creator} hesabına yaptığınız ödeme için teşekkür ederiz.",
    "receipt.amount": "Ödenen tutar: {amount}",
    "receipt.promotionCode": "Promosyon kodu {code}: \u2212{amount}",
    "receipt.date": "Tarih: {date}",
    "receipt.paidWith": "Ödeme yöntemi: {card}",
    "receipt.giftNow":
      "{recipient} için bir hediye: hediyeyi kullanma bağlantısını kendisine şimdi e-postayla gönderiyoruz.",
    "receipt.giftLater":
      "{recipient} için bir hediye: hediyeyi kullanma bağlantısını kendisine {date} tarihinde e-postayla göndereceğiz.",
    "receipt.nextCharge": "Sonraki ödeme: {date} tarihinde {amount}",
    "receipt.ends": "Aboneliğiniz {date} tarihinde sona eriyor; başka ücret alınmayacak.",
    "receipt.manage": "Ödemelerinizi görmek ve aboneliğinizi yönetmek için: {link}",
    "renewalFailed.subject": "{creator} için ödemeniz alınamadı",
    "renewalFailed.tried":
      "{what} için {amount} tutarını tahsil etmeye çalıştık, ancak ödeme gerçekleşmedi.",
    "renewalFailed.triedCard":
      "{what} için {amount} tutarını {card} üzerinden tahsil etmeye çalıştık, ancak ödeme gerçekleşmedi.",
    "renewalFailed.confirm": "Bankanız bu ödemeyi bizzat onaylamanızı istiyor.",
    "renewalFailed.reason": "Bildirilen neden: {reason}",
    "renewalFailed.retryConfirm":
      "Erişiminiz şimdilik devam ediyor. {date} tarihinde yeniden deneyeceğiz; aboneliğinizi beklemeden sürdürmek için ödemeyi buradan onaylayın:",
    "renewalFailed.retryPay":
      "Erişiminiz şimdilik devam ediyor. {date} tarihinde yeniden deneyeceğiz; aboneliğinizi beklemeden sürdürmek için buradan bir kart ekleyin veya seçin ve ödemeyi yapın:",
    "renewalFailed.ended":
      "Bu son denemeydi, bu nedenle aboneliğiniz sona erdi. Buradan yeniden abone olabilirsiniz:",
    "canceled.subject": "{creator} aboneliğinizi iptal etti",
    "canceled.given": "{creator}, {what} aboneliğinizi iptal etti.",
    "resumes.subject": "Aboneliğiniz {date} tarihinde devam ediyor",
    "resumes.given":
      "{creator} tarafından sunulan {what} için duraklatılmış aboneliğiniz {date} tarihinde devam ediyor; yenileme ücreti o zaman alınır.",
    "priceChange.subject": "{creator} aboneliğinizin fiyatı {date} tarihinde değişiyor",
    "priceChange.given":
      "{creator}, {what} fiyatını {old} tutarından {new} tutarına değiştiriyor. {date} tarihindeki yenilemenize kadar hiçbir şey değişmez; bu yenileme ve sonrakiler yeni fiyattan tahsil edilir. Yeni fiyatla devam etmek istemezseniz o tarihten önce iptal edebilirsiniz.",
    "refund.subject": "{creator} – ödeme iadeniz",
    "refund.given":
      "{creator}, {what} için yaptığınız {paid} tutarındaki ödemenin {amount} tutarındaki kısmını iade etti.",
    "refund.whole": "Ödemenin tamamı iade edildi.",
    "refund.soFar": "Bu ödemeden şimdiye kadar iade edilen tutar: {amount}.",
    "refund.toCard":
      "Tutar, {card} üzerinden iade edilir; bankaların iadeyi hesabınıza yansıtması genellikle 5 ila 10 gün sürer.",
    "refund.toPaymentCard":
      "Tutar, ödemede kullandığınız karta iade edilir; bankaların iadeyi hesabınıza yansıtması genellikle 5 ila 10 gün sürer.",
    "refund.subscriptionEnded": "Aboneliğiniz sona erdi; başka ücret alınmayacak.",
    "gift.subject": "{sender} size bir {creator} hediyesi gönderdi",
    "gift.greeting": "Merhaba {recipient},",
    "gift.given": "{sender} size bir {creator} hediyesi gönderdi: {what}.",
    "gift.note": "{sender} şu notu ekledi: {note}",
    "gift.redeem":
      "Hediyenizi buradan kullanabilirsiniz (bağlantı bir yıl boyunca geçerlidir ve yalnızca bir kez kullanılabilir):",
    "gift.free": "Hediye sizin için tamamen ücretsizdir ve hiçbir zaman kendiliğinden yenilenmez.",
    "social.title": "Giriş",
    "social.signedIn": "Giriş yaptınız. Bu pencereyi kapatabilirsiniz.",
    "social.failed": "Giriş yapılamadı. Bu pencereyi kapatıp tekrar deneyebilirsiniz.",
    "invoice.title": "Fatura {number}",
    "invoice.receipt": "Makbuz {number}",
    "invoice.number": "Fatura numarası",
    "invoice.issued": "Düzenlenme tarihi",
    "invoice.supplied": "Hizmet tarihi",
    "invoice.currency": "Para birimi",
    "invoice.seller": "Satıcı",
    "invoice.buyer": "Alıcı",
    "invoice.taxId": "KDV numarası: {id}",
    "invoice.description": "Açıklama",
    "invoice.amount": "Tutar",
    "invoice.net": "Net",
    "invoice.rate": "Oran",
    "invoice.tax": "Vergi",
    "invoice.gross": "Brüt",
    "invoice.percent": "%{rate}",
    "invoice.totalAt": "{rate} oranında toplam (net {net}, vergi {tax})",
    "invoice.total": "Toplam",
    "invoice.reverseCharge": "Ters ibraz (reverse charge)",
    "invoice.outsideEu": "AB KDV'sine tabi değildir: hizmetin ifa yeri AB dışındadır.",
    "invoice.pdfLost":
      "Bazı karakterler bu PDF'de gösterilemiyor; ödeme geçmişinizdeki HTML fatura hepsini gösterir.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Satıcının bilgileri ve vergiyle birlikte faturanız ödeme geçmişinizde: {link}",
    "tax.included": "{tax} {rate} dahil",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "KDV",
    "tax.gst": "GST",
    "team.invited.subject": "{store} mağazasını yönetmeye davet edildiniz",
    "team.invited.owner": "{store} ({username}) ekibine sahip olarak davet edildiniz.",
    "team.invited.staff": "{store} ({username}) ekibine personel olarak davet edildiniz.",
    "team.invited.readOnly": "{store} ({username}) ekibine salt okunur üye olarak davet edildiniz.",
    "team.invited.accept":
      "Kabul etmek için paneli açın ve bu e-posta adresiyle, {email}, oturum açın:",
    "team.invited.until":
      "Davet {date}, {time} UTC tarihine kadar kabul edilebilir. Beklemiyorsanız bu e-postayı yok sayabilirsiniz.",
    "webhooks.stopped.subject": "{url} adresine giden webhook'lar durduruldu",
    "webhooks.stopped.greeting": "Merhaba {creator},",
    "webhooks.stopped.gone":
      "Ödeme sayfası {url} adresine olay göndermeyi durdurdu: alıcı 410 Gone yanıtını verdi.",
    "webhooks.stopped.failing": {
      one: "Ödeme sayfası {url} adresine olay göndermeyi durdurdu: her teslimat {count} gün boyunca başarısız oldu.",
      other:
        "Ödeme sayfası {url} adresine olay göndermeyi durdurdu: her teslimat {count} gün boyunca başarısız oldu.",
    },
    "webhooks.stopped.kept":
      "Bu sırada gerçekleşen olaylar saklanır. Uç nokta yeniden yanıt verdiğinde, onu panelinizin Webhook'lar sayfasından veya {request} ile etkinleştirin: bekleyenler o zaman en eskisinden başlayarak gönderilir.",
    "webhooks.stopped.publisher": "Yayıncı: {username}",
  },
};
