import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Saisissez le code de vérification envoyé à {address}.",
  "signIn.code.label": "Code de vérification",
  "signIn.code.checking": "Un instant…",
  "signIn.code.resent": "Nous avons envoyé un nouveau code à {address}.",
  "signIn.code.resendLine": "Vous ne l’avez pas reçu\u00a0? {resend} ou {change}",
  "signIn.code.resend": "Renvoyer",
  "signIn.changeContact": "modifier vos coordonnées.",
  "signIn.password.welcome": "Bon retour parmi nous. Saisissez le mot de passe de {address}.",
  "signIn.password.label": "Mot de passe",
  "signIn.password.submit": "Se connecter",
  "signIn.password.textCode": "Recevoir plutôt un code par SMS",
  "signIn.password.emailCode": "Recevoir plutôt un code par e-mail",
  "signIn.signedIn.as": "Connecté en tant que",
  "signIn.signedIn.announceAs": "Connecté en tant que {address}.",
  "signIn.signedIn.announce": "Connecté.",
  "signIn.signedIn.signedOut": "Déconnecté.",
  "signIn.signedIn.change": "Modifier",
  "signIn.signedIn.passwordSaved":
    "Mot de passe enregistré. La prochaine fois, vous pourrez vous connecter avec.",
  "signIn.signedIn.passkeyAdded":
    "Clé d’accès ajoutée. La prochaine fois, vous pourrez vous connecter avec.",
  "signIn.signedIn.addPasskey": "Ajouter une clé d’accès",
  "signIn.signedIn.setPassword": "Définir un mot de passe",
  "signIn.signedIn.signOut": "Se déconnecter",
  "signIn.setPassword.label": "Nouveau mot de passe",
  "signIn.setPassword.hint": {
    one: "Au moins {count}\u00a0caractère.",
    other: "Au moins {count}\u00a0caractères.",
  },
  "signIn.setPassword.save": "Enregistrer",
  "signIn.setPassword.cancel": "Annuler",
  "signIn.passkey.failed":
    "La connexion avec une clé d’accès n’a pas fonctionné. Veuillez réessayer ou utiliser un code.",
  "signIn.passkey.addFailed": "L’ajout de la clé d’accès n’a pas fonctionné. Veuillez réessayer.",
  "signIn.passkey.alreadyOnDevice": "Cet appareil possède déjà une clé d’accès pour votre compte.",
  "signIn.tooManyCodes":
    "Trop de codes ont été demandés. Vous pourrez demander un autre code dans {wait}.",
  "signIn.wait.aMinute": "une minute",
  "signIn.wait.minutes": { one: "{count}\u00a0minute", other: "{count}\u00a0minutes" },
  "signIn.wait.hours": { one: "{count}\u00a0heure", other: "{count}\u00a0heures" },
  "signIn.wait.hoursAndMinutes": "{hours} et {minutes}",
  "apiErrors.BAD_REQUEST":
    "Certaines informations envoyées ne sont pas valides. Vérifiez-les et réessayez.",
  "apiErrors.NOT_FOUND": "Élément introuvable. Rechargez la page et réessayez.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Trop de requêtes proviennent de votre réseau. Veuillez patienter une minute et réessayer.",
  "apiErrors.INTERNAL":
    "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  "apiErrors.BOT_CHECK_FAILED": "Veuillez terminer la vérification et réessayer.",
  "apiErrors.INVALID_CODE": "Ce code n’est pas valide. Vérifiez-le ou demandez un nouveau code.",
  "apiErrors.CODE_LOCKED": "Trop de tentatives erronées pour ce code. Demandez un nouveau code.",
  "apiErrors.TOO_MANY_FAILURES":
    "Trop de tentatives infructueuses. Veuillez patienter un moment et réessayer.",
  "apiErrors.TOO_MANY_CODES": "Trop de codes ont été demandés. Veuillez réessayer plus tard.",
  "apiErrors.INVALID_CLAIM": "Cette connexion a expiré. Veuillez vous reconnecter.",
  "apiErrors.INVALID_CREDENTIALS": "Ce mot de passe ne correspond pas à ce compte.",
  "apiErrors.UNAUTHORIZED": "Votre session a pris fin. Veuillez vous reconnecter.",
  "apiErrors.SESSION_EXPIRED": "Votre session a pris fin. Veuillez vous reconnecter.",
  "apiErrors.SMS_UNAVAILABLE":
    "La connexion par SMS n’est pas disponible pour le moment. Veuillez utiliser votre adresse e-mail.",
  "apiErrors.METHOD_NOT_OFFERED": "Ce créateur ne propose pas ce mode de connexion.",
  "apiErrors.PROOF_REQUIRED": "Confirmez d’abord votre adresse avec un code de connexion.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Pour changer de mot de passe, saisissez votre mot de passe actuel ou reconnectez-vous avec un code.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Ce n’est pas votre mot de passe actuel.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Cette demande de clé d’accès a expiré ou a déjà été utilisée. Veuillez réessayer.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Impossible d’utiliser cette clé d’accès. Veuillez réessayer ou vous connecter avec un code.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Cette clé d’accès est déjà enregistrée.",
  "apiErrors.PASSKEY_NOT_FOUND": "Cette clé d’accès n’est plus associée à votre compte.",
  "apiErrors.CARD_ERROR": "Votre carte a été refusée.",
  "apiErrors.NO_PAYMENT_METHOD": "Ajoutez une carte pour payer.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Cette carte ne fait pas partie de vos cartes enregistrées.",
  "apiErrors.PAYMENT_FAILED": "Votre paiement n’a pas abouti.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Le paiement ne peut pas être confirmé pour le moment. Veuillez réessayer dans un instant\u00a0; vous ne serez pas débité deux fois.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Cet achat est déjà en cours de traitement.",
  "apiErrors.ALREADY_SUBSCRIBED": "Vous avez déjà cette option. Choisissez-en une autre.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Vous n’avez pas d’abonnement correspondant ici.",
  "apiErrors.NOT_RECURRING":
    "Cet achat ne se renouvelle pas\u00a0: il ne peut donc pas être modifié de cette façon.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Cet abonnement a pris fin. Vous pouvez vous réabonner depuis cette page.",
  "apiErrors.NOTHING_OVERDUE": "Rien n’est dû sur cet abonnement\u00a0: il est à jour.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Impossible de changer maintenant. Vous pourrez changer à la fin de votre période de facturation.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Changer maintenant coûte un montant différent de celui affiché. Rien n’a été prélevé\u00a0; vérifiez le nouveau montant et réessayez.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Ce code ne peut pas être utilisé pour cet achat.",
  "promotionCode.refusedHint":
    "Il est peut-être destiné à un autre produit ou n’est plus valable : vérifiez-le auprès de la personne qui vous l’a donné, ou retirez-le pour payer sans.",
  "apiErrors.NOT_GIFTABLE": "Cette option ne peut pas être offerte en cadeau.",
  "apiErrors.GIFT_REDEEMED": "Ce cadeau a déjà été récupéré. Un cadeau ne peut servir qu’une fois.",
  "apiErrors.GIFT_EXPIRED":
    "Ce cadeau a expiré. Demandez à la personne qui vous l’a offert de contacter le créateur.",
  "apiErrors.PAID_NEWSLETTER":
    "Une newsletter payante est fournie avec une adhésion qui l’inclut\u00a0: elle est ajoutée lorsque vous en achetez une.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Certaines réponses sont à revoir.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Votre carte a été émise dans un autre pays que celui que vous avez choisi. Confirmez le pays où vous vous trouvez.",
  "apiErrors.COUNTRY_REQUIRED":
    "Choisissez le pays où vous vous trouvez : ce créateur applique la taxe selon le pays de l’acheteur.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Une taxe s’ajoute à ce prix. Vérifiez le total avec la taxe, puis payez à nouveau.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Le registre TVA de l'UE (VIES) ne connaît pas ce numéro de TVA. Vérifiez-le, ou achetez sans.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "La taxe de cet achat ne peut pas être calculée pour le moment. Rien n'a été débité : réessayez dans quelques minutes.",
  "signIn.error.invalidCodeHint":
    "Vérifiez le code du dernier message que nous avons envoyé, ou demandez-en un nouveau.",
};
