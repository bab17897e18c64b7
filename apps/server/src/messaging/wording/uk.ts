import { plural } from "@creator-checkout/core/i18n/formats/uk";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "uk",
  plural,
  messages: {
    "code.email.subject": "{code} — Ваш код для входу ({creator})",
    "code.email.body": {
      one: "Ваш код для входу ({creator}): {code}.\n\nКод можна використати лише один раз; він втратить чинність через {count} хвилину. Якщо Ви не запитували цей код, просто проігноруйте цей лист.",
      few: "Ваш код для входу ({creator}): {code}.\n\nКод можна використати лише один раз; він втратить чинність через {count} хвилини. Якщо Ви не запитували цей код, просто проігноруйте цей лист.",
      many: "Ваш код для входу ({creator}): {code}.\n\nКод можна використати лише один раз; він втратить чинність через {count} хвилин. Якщо Ви не запитували цей код, просто проігноруйте цей лист.",
      other:
        "Ваш код для входу ({creator}): {code}.\n\nКод можна використати лише один раз; він втратить чинність через {count} хвилини. Якщо Ви не запитували цей код, просто проігноруйте цей лист.",
    },
    "code.sms": {
      one: "{code} — Ваш код для входу ({creator}). Він втратить чинність через {count} хвилину.",
      few: "{code} — Ваш код для входу ({creator}). Він втратить чинність через {count} хвилини.",
      many: "{code} — Ваш код для входу ({creator}). Він втратить чинність через {count} хвилин.",
      other: "{code} — Ваш код для входу ({creator}). Він втратить чинність через {count} хвилини.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} із закінченням {last4}",
    "payment.sms": "{subject}. {amount} за {what}. {link}",
    "receipt.subject": "Ваша квитанція від {creator}",
    "receipt.thanks": "Дякуємо за Вашу оплату на користь {creator}.",
    "receipt.amount": "Сплачено: {amount}",
    "receipt.promotionCode": "Промокод {code}: \u2212{amount}",
    "receipt.date": "Дата: {date}",
    "receipt.paidWith": "Оплачено карткою: {card}",
    "receipt.giftNow":
      "Подарунок для {recipient}: посилання для його отримання ми надсилаємо адресатові електронною поштою вже зараз.",
    "receipt.giftLater":
      "Подарунок для {recipient}: посилання для його отримання ми надішлемо адресатові електронною поштою {date}.",
    "receipt.nextCharge": "Наступне списання: {amount}, {date}",
    "receipt.ends": "Ваша підписка закінчується {date}; подальших списань не буде.",
    "receipt.manage": "Переглянути платежі й керувати підпискою: {link}",
    "renewalFailed.subject": "Ваш платіж на користь {creator} не пройшов",
    "renewalFailed.tried": "Ми намагалися списати {amount} за {what}, але платіж не пройшов.",
    "renewalFailed.triedCard":
      "Ми намагалися списати {amount} за {what} з Вашої картки {card}, але платіж не пройшов.",
    "renewalFailed.confirm": "Ваш банк просить Вас самостійно підтвердити цей платіж.",
    "renewalFailed.reason": "Указана причина: {reason}",
    "renewalFailed.retryConfirm":
      "Поки що доступ зберігається. Ми спробуємо ще раз {date}; щоб зберегти підписку без очікування, підтвердьте платіж тут:",
    "renewalFailed.retryPay":
      "Поки що доступ зберігається. Ми спробуємо ще раз {date}; щоб зберегти підписку без очікування, додайте або виберіть картку й оплатіть тут:",
    "renewalFailed.ended":
      "Це була остання спроба, тож Вашу підписку припинено. Оформити її знову можна тут:",
    "canceled.subject": "{creator} скасовує Вашу підписку",
    "canceled.given": "{creator} скасовує Вашу підписку: {what}.",
    "resumes.subject": "Ваша підписка відновиться {date}",
    "resumes.given":
      "Ваша призупинена підписка на {what} від {creator} відновиться {date}; тоді буде списано плату за поновлення.",
    "priceChange.subject": "Ціна вашої підписки в {creator} змінюється {date}",
    "priceChange.given":
      "{creator} змінює ціну {what} з {old} на {new}. До вашого поновлення {date} нічого не змінюється; воно й наступні списуватимуться за новою ціною. Якщо не бажаєте продовжувати за новою ціною, ви можете скасувати підписку до цієї дати.",
    "refund.subject": "Повернення коштів від {creator}",
    "refund.given": "{creator} повертає Вам {amount} з Вашого платежу {paid} за {what}.",
    "refund.whole": "Тепер платіж повернуто повністю.",
    "refund.soFar": "Усього повернуто з цього платежу: {amount}.",
    "refund.toCard":
      "Кошти надійдуть на Вашу картку {card}; зазвичай банкам потрібно від 5 до 10 днів, щоб їх відобразити.",
    "refund.toPaymentCard":
      "Кошти надійдуть на картку, якою Ви оплачували; зазвичай банкам потрібно від 5 до 10 днів, щоб їх відобразити.",
    "refund.subscriptionEnded": "Вашу підписку припинено; більше жодних списань не буде.",
    "gift.subject": "{sender} надсилає Вам подарунок від {creator}",
    "gift.greeting": "Вітаємо, {recipient}!",
    "gift.given": "{sender} робить Вам подарунок від {creator}: {what}.",
    "gift.note": "{sender} пише: {note}",
    "gift.redeem":
      "Отримайте подарунок тут (посилання можна використати лише один раз протягом року):",
    "gift.free": "Це нічого Вам не коштує й ніколи не поновлюється автоматично.",
    "social.title": "Вхід",
    "social.signedIn": "Вхід виконано. Можете закрити це вікно.",
    "social.failed": "Не вдалося увійти. Закрийте це вікно й спробуйте ще раз.",
    "invoice.title": "Рахунок-фактура {number}",
    "invoice.receipt": "Квитанція {number}",
    "invoice.number": "Номер рахунку",
    "invoice.issued": "Дата складання",
    "invoice.supplied": "Дата постачання",
    "invoice.currency": "Валюта",
    "invoice.seller": "Продавець",
    "invoice.buyer": "Покупець",
    "invoice.taxId": "Номер платника ПДВ: {id}",
    "invoice.description": "Опис",
    "invoice.amount": "Сума",
    "invoice.net": "Без податку",
    "invoice.rate": "Ставка",
    "invoice.tax": "Податок",
    "invoice.gross": "З податком",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Разом за ставкою {rate} (без податку {net}, податок {tax})",
    "invoice.total": "Разом",
    "invoice.reverseCharge": "Зворотне оподаткування",
    "invoice.outsideEu": "Не оподатковується ПДВ ЄС: місце постачання за межами ЄС.",
    "invoice.pdfLost":
      "Деякі символи не можна показати в цьому PDF; HTML-рахунок в історії платежів показує їх усі.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice": "Ваш рахунок із даними продавця та податком — в історії платежів: {link}",
    "tax.included": "вкл. {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "ПДВ",
    "tax.gst": "GST",
    "team.invited.subject": "Вас запрошено керувати магазином {store}",
    "team.invited.owner": "Вас запрошено до команди {store} ({username}) як власника.",
    "team.invited.staff": "Вас запрошено до команди {store} ({username}) як співробітника.",
    "team.invited.readOnly":
      "Вас запрошено до команди {store} ({username}) як учасника з доступом лише для читання.",
    "team.invited.accept":
      "Щоб прийняти запрошення, відкрийте панель керування й увійдіть з цією адресою електронної пошти, {email}:",
    "team.invited.until":
      "Запрошення можна прийняти до {date}, {time} UTC. Якщо ви його не очікували, просто проігноруйте цей лист.",
    "webhooks.stopped.subject": "Вебхуки на {url} зупинено",
    "webhooks.stopped.greeting": "Вітаємо, {creator}!",
    "webhooks.stopped.gone":
      "Оформлення замовлення більше не надсилає події на {url}: отримувач відповів 410 Gone.",
    "webhooks.stopped.failing": {
      one: "Оформлення замовлення більше не надсилає події на {url}: кожна доставка не вдавалася протягом {count} дня.",
      few: "Оформлення замовлення більше не надсилає події на {url}: кожна доставка не вдавалася протягом {count} днів.",
      many: "Оформлення замовлення більше не надсилає події на {url}: кожна доставка не вдавалася протягом {count} днів.",
      other:
        "Оформлення замовлення більше не надсилає події на {url}: кожна доставка не вдавалася протягом {count} дня.",
    },
    "webhooks.stopped.kept":
      "Події, що стаються тим часом, зберігаються. Щойно кінцева точка знову відповідатиме, увімкніть її на сторінці «Вебхуки» панелі керування або запитом {request}: те, що чекало, буде надіслано, починаючи з найстаршого.",
    "webhooks.stopped.publisher": "Видавець: {username}",
  },
};
