import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Введіть код підтвердження, надісланий на {address}.",
  "signIn.code.label": "Код підтвердження",
  "signIn.code.checking": "Хвилинку…",
  "signIn.code.resent": "Ми надіслали новий код на {address}.",
  "signIn.code.resendLine": "Не отримали код? {resend} або {change}",
  "signIn.code.resend": "Надіслати ще раз",
  "signIn.changeContact": "змінити контактні дані.",
  "signIn.password.welcome": "З поверненням! Введіть пароль для {address}.",
  "signIn.password.label": "Пароль",
  "signIn.password.submit": "Увійти",
  "signIn.password.textCode": "Отримати код в SMS замість пароля",
  "signIn.password.emailCode": "Отримати код електронною поштою замість пароля",
  "signIn.signedIn.as": "Ви увійшли як",
  "signIn.signedIn.announceAs": "Ви увійшли як {address}.",
  "signIn.signedIn.announce": "Вхід виконано.",
  "signIn.signedIn.signedOut": "Вихід виконано.",
  "signIn.signedIn.change": "Змінити",
  "signIn.signedIn.passwordSaved": "Пароль збережено. Наступного разу Ви зможете увійти з ним.",
  "signIn.signedIn.passkeyAdded": "Ключ доступу додано. Наступного разу Ви зможете увійти з ним.",
  "signIn.signedIn.addPasskey": "Додати ключ доступу",
  "signIn.signedIn.setPassword": "Установити пароль",
  "signIn.signedIn.signOut": "Вийти",
  "signIn.setPassword.label": "Новий пароль",
  "signIn.setPassword.hint": {
    one: "Щонайменше {count} символ.",
    few: "Щонайменше {count} символи.",
    many: "Щонайменше {count} символів.",
    other: "Щонайменше {count} символу.",
  },
  "signIn.setPassword.save": "Зберегти",
  "signIn.setPassword.cancel": "Скасувати",
  "signIn.passkey.failed":
    "Не вдалося увійти з ключем доступу. Спробуйте ще раз або скористайтеся кодом.",
  "signIn.passkey.addFailed": "Не вдалося додати ключ доступу. Спробуйте ще раз.",
  "signIn.passkey.alreadyOnDevice":
    "На цьому пристрої вже є ключ доступу до Вашого облікового запису.",
  "signIn.tooManyCodes": "Запитано забагато кодів. Новий код можна буде запросити через {wait}.",
  "signIn.wait.aMinute": "хвилину",
  "signIn.wait.minutes": {
    one: "{count} хвилину",
    few: "{count} хвилини",
    many: "{count} хвилин",
    other: "{count} хвилини",
  },
  "signIn.wait.hours": {
    one: "{count} годину",
    few: "{count} години",
    many: "{count} годин",
    other: "{count} години",
  },
  "signIn.wait.hoursAndMinutes": "{hours} та {minutes}",
  "apiErrors.BAD_REQUEST": "Деякі надіслані дані недійсні. Перевірте їх і спробуйте ще раз.",
  "apiErrors.NOT_FOUND": "Не вдалося знайти потрібне. Перезавантажте сторінку й спробуйте ще раз.",
  "apiErrors.TOO_MANY_REQUESTS":
    "З Вашої мережі надійшло забагато запитів. Зачекайте хвилину й спробуйте ще раз.",
  "apiErrors.INTERNAL": "Щось пішло не так на нашому боці. Спробуйте ще раз за мить.",
  "apiErrors.BOT_CHECK_FAILED": "Пройдіть перевірку й спробуйте ще раз.",
  "apiErrors.INVALID_CODE": "Цей код недійсний. Перевірте його або запросіть новий код.",
  "apiErrors.CODE_LOCKED": "Забагато хибних спроб для цього коду. Запросіть новий код.",
  "apiErrors.TOO_MANY_FAILURES": "Забагато невдалих спроб. Зачекайте трохи й спробуйте ще раз.",
  "apiErrors.TOO_MANY_CODES": "Запитано забагато кодів. Спробуйте пізніше.",
  "apiErrors.INVALID_CLAIM": "Термін дії цього входу минув. Увійдіть ще раз.",
  "apiErrors.INVALID_CREDENTIALS": "Цей пароль не підходить до цього облікового запису.",
  "apiErrors.UNAUTHORIZED": "Ваш сеанс завершився. Увійдіть ще раз.",
  "apiErrors.SESSION_EXPIRED": "Ваш сеанс завершився. Увійдіть ще раз.",
  "apiErrors.SMS_UNAVAILABLE":
    "Вхід через SMS зараз недоступний. Скористайтеся адресою електронної пошти.",
  "apiErrors.METHOD_NOT_OFFERED": "Цей автор не пропонує такого способу входу.",
  "apiErrors.PROOF_REQUIRED": "Спершу підтвердьте свою адресу кодом для входу.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Щоб змінити пароль, введіть поточний пароль або знову увійдіть за допомогою коду.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Це не Ваш поточний пароль.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Термін дії цього запиту ключа доступу минув, або його вже використано. Спробуйте ще раз.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Не вдалося використати цей ключ доступу. Спробуйте ще раз або увійдіть за допомогою коду.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Цей ключ доступу вже зареєстровано.",
  "apiErrors.PASSKEY_NOT_FOUND":
    "Цей ключ доступу більше не прив’язаний до Вашого облікового запису.",
  "apiErrors.CARD_ERROR": "Вашу картку відхилено.",
  "apiErrors.NO_PAYMENT_METHOD": "Додайте картку, щоб оплатити.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Цієї картки немає серед Ваших збережених карток.",
  "apiErrors.PAYMENT_FAILED": "Платіж не пройшов.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Зараз не вдалося підтвердити платіж. Спробуйте ще раз за мить; двічі кошти не буде списано.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Ця покупка вже обробляється.",
  "apiErrors.ALREADY_SUBSCRIBED": "У Вас уже є цей варіант. Виберіть інший.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "У Вас тут немає такої підписки.",
  "apiErrors.NOT_RECURRING": "Це не поновлюється, тож змінити це так не можна.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Ця підписка завершилася. Ви можете оформити її знову на цій сторінці.",
  "apiErrors.NOTHING_OVERDUE": "За цією підпискою немає заборгованості; її повністю оплачено.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Зараз перейти неможливо. Ви можете перейти наприкінці розрахункового періоду.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Перехід зараз коштує інакше, ніж було показано. Нічого не списано; перевірте нову суму й спробуйте ще раз.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Цей код не можна використати для цієї покупки.",
  "promotionCode.refusedHint":
    "Можливо, він для іншого продукту або вже не діє: уточніть у того, хто його дав, або вилучіть його й оплатіть без нього.",
  "apiErrors.NOT_GIFTABLE": "Цей варіант не можна подарувати.",
  "apiErrors.GIFT_REDEEMED": "Цей подарунок уже отримано. Подарунок можна отримати лише один раз.",
  "apiErrors.GIFT_EXPIRED":
    "Термін дії цього подарунка минув. Попросіть того, хто його подарував, звернутися до автора.",
  "apiErrors.PAID_NEWSLETTER":
    "Платна розсилка входить до членства, яке її містить: її буде додано, коли Ви його придбаєте.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Деякі відповіді потрібно перевірити.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Вашу картку видано в іншій країні, ніж ви обрали. Підтвердьте країну, у якій ви перебуваєте.",
  "apiErrors.COUNTRY_REQUIRED":
    "Оберіть країну, у якій ви перебуваєте: цей автор стягує податок залежно від країни покупця.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "До цієї ціни додається податок. Перевірте загальну суму з податком і сплатіть ще раз.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Реєстр ПДВ ЄС (VIES) не знає цього номера платника ПДВ. Перевірте його або купуйте без нього.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Зараз неможливо розрахувати податок на цю покупку. Нічого не списано: спробуйте ще раз за кілька хвилин.",
  "signIn.error.invalidCodeHint":
    "Перевірте код в останньому надісланому нами повідомленні або надішліть новий.",
};
