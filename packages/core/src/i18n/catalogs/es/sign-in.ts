import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Introduzca el código de verificación enviado a {address}.",
  "signIn.code.label": "Código de verificación",
  "signIn.code.checking": "Un momento…",
  "signIn.code.resent": "Hemos enviado un código nuevo a {address}.",
  "signIn.code.resendLine": "¿No lo ha recibido? {resend} o {change}",
  "signIn.code.resend": "Reenviar",
  "signIn.changeContact": "cambie los datos de contacto.",
  "signIn.password.welcome":
    "Le damos la bienvenida de nuevo. Introduzca la contraseña de {address}.",
  "signIn.password.label": "Contraseña",
  "signIn.password.submit": "Iniciar sesión",
  "signIn.password.textCode": "Enviarme un código por SMS",
  "signIn.password.emailCode": "Enviarme un código por correo",
  "signIn.signedIn.as": "Sesión iniciada como",
  "signIn.signedIn.announceAs": "Sesión iniciada como {address}.",
  "signIn.signedIn.announce": "Sesión iniciada.",
  "signIn.signedIn.signedOut": "Sesión cerrada.",
  "signIn.signedIn.change": "Cambiar",
  "signIn.signedIn.passwordSaved":
    "Contraseña guardada. La próxima vez podrá iniciar sesión con ella.",
  "signIn.signedIn.passkeyAdded":
    "Llave de acceso añadida. La próxima vez podrá iniciar sesión con ella.",
  "signIn.signedIn.addPasskey": "Añadir una llave de acceso",
  "signIn.signedIn.setPassword": "Establecer una contraseña",
  "signIn.signedIn.signOut": "Cerrar sesión",
  "signIn.setPassword.label": "Nueva contraseña",
  "signIn.setPassword.hint": {
    one: "Al menos {count} carácter.",
    other: "Al menos {count} caracteres.",
  },
  "signIn.setPassword.save": "Guardar",
  "signIn.setPassword.cancel": "Cancelar",
  "signIn.passkey.failed":
    "No se ha podido iniciar sesión con la llave de acceso. Inténtelo de nuevo o use un código.",
  "signIn.passkey.addFailed": "No se ha podido añadir la llave de acceso. Inténtelo de nuevo.",
  "signIn.passkey.alreadyOnDevice": "Este dispositivo ya tiene una llave de acceso para su cuenta.",
  "signIn.tooManyCodes":
    "Se han solicitado demasiados códigos. Podrá pedir otro código dentro de {wait}.",
  "signIn.wait.aMinute": "un minuto",
  "signIn.wait.minutes": { one: "{count} minuto", other: "{count} minutos" },
  "signIn.wait.hours": { one: "{count} hora", other: "{count} horas" },
  "signIn.wait.hoursAndMinutes": "{hours} y {minutes}",
  "apiErrors.BAD_REQUEST":
    "Algunos de los datos enviados no son válidos. Revíselos e inténtelo de nuevo.",
  "apiErrors.NOT_FOUND": "No se ha encontrado. Recargue la página e inténtelo de nuevo.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Se han recibido demasiadas solicitudes desde su red. Espere un minuto e inténtelo de nuevo.",
  "apiErrors.INTERNAL": "Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.",
  "apiErrors.BOT_CHECK_FAILED": "Complete la verificación e inténtelo de nuevo.",
  "apiErrors.INVALID_CODE": "Ese código no es válido. Compruébelo o solicite un código nuevo.",
  "apiErrors.CODE_LOCKED":
    "Demasiados intentos incorrectos con este código. Solicite un código nuevo.",
  "apiErrors.TOO_MANY_FAILURES":
    "Demasiados intentos fallidos. Espere un rato e inténtelo de nuevo.",
  "apiErrors.TOO_MANY_CODES": "Se han solicitado demasiados códigos. Inténtelo más tarde.",
  "apiErrors.INVALID_CLAIM": "Este inicio de sesión ha caducado. Vuelva a iniciar sesión.",
  "apiErrors.INVALID_CREDENTIALS": "Esa contraseña no es correcta para esta cuenta.",
  "apiErrors.UNAUTHORIZED": "Su sesión ha terminado. Vuelva a iniciar sesión.",
  "apiErrors.SESSION_EXPIRED": "Su sesión ha terminado. Vuelva a iniciar sesión.",
  "apiErrors.SMS_UNAVAILABLE":
    "El inicio de sesión por SMS no está disponible ahora mismo. Use su dirección de correo electrónico.",
  "apiErrors.METHOD_NOT_OFFERED": "Este creador no ofrece esta forma de iniciar sesión.",
  "apiErrors.PROOF_REQUIRED": "Confirme primero su dirección con un código de inicio de sesión.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Para cambiar su contraseña, introduzca la actual o vuelva a iniciar sesión con un código.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Esa no es su contraseña actual.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Esta solicitud de llave de acceso ha caducado o ya se ha usado. Inténtelo de nuevo.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "No se ha podido usar esta llave de acceso. Inténtelo de nuevo o inicie sesión con un código.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Esta llave de acceso ya está registrada.",
  "apiErrors.PASSKEY_NOT_FOUND": "Esta llave de acceso ya no está en su cuenta.",
  "apiErrors.CARD_ERROR": "Su tarjeta ha sido rechazada.",
  "apiErrors.NO_PAYMENT_METHOD": "Añada una tarjeta para pagar.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Esta tarjeta no está entre sus tarjetas guardadas.",
  "apiErrors.PAYMENT_FAILED": "No se ha podido completar su pago.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "No se ha podido confirmar el pago en este momento. Inténtelo de nuevo en un momento; no se le cobrará dos veces.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Esta compra ya se está procesando.",
  "apiErrors.ALREADY_SUBSCRIBED": "Ya tiene esta opción. Elija otra.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "No tiene ninguna suscripción así aquí.",
  "apiErrors.NOT_RECURRING": "Esto no se renueva, así que no se puede cambiar de esta forma.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Esta suscripción ha finalizado. Puede volver a suscribirse desde esta página.",
  "apiErrors.NOTHING_OVERDUE": "No hay nada pendiente en esta suscripción; está al día.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Ahora no es posible cambiar. Puede cambiar al final de su periodo de facturación.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Cambiar ahora cuesta un importe distinto del que se le mostró. No se ha cobrado nada; revise el nuevo importe e inténtelo de nuevo.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Este código no se puede usar en esta compra.",
  "promotionCode.refusedHint":
    "Puede ser para otro producto o haber caducado: compruébalo con quien te lo dio o quítalo para pagar sin él.",
  "apiErrors.NOT_GIFTABLE": "Esta opción no se puede regalar.",
  "apiErrors.GIFT_REDEEMED":
    "Este regalo ya se ha canjeado. Un regalo solo se puede canjear una vez.",
  "apiErrors.GIFT_EXPIRED":
    "Este regalo ha caducado. Pida a la persona que se lo regaló que contacte con el creador.",
  "apiErrors.PAID_NEWSLETTER":
    "Un boletín de pago va incluido en una membresía que lo contiene: se añade al comprar una.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Revise algunas de sus respuestas.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Su tarjeta se emitió en un país distinto del que eligió. Confirme el país en el que se encuentra.",
  "apiErrors.COUNTRY_REQUIRED":
    "Elija el país en el que se encuentra: este creador cobra los impuestos según el país del comprador.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "A este precio se le suman impuestos. Revise el total con impuestos y vuelva a pagar.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "El registro de IVA de la UE (VIES) no conoce este número de IVA. Revísalo o compra sin él.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Ahora mismo no se puede calcular el impuesto de esta compra. No se ha cobrado nada: inténtalo de nuevo en unos minutos.",
  "signIn.error.invalidCodeHint":
    "Comprueba el código del mensaje más reciente que te enviamos o pide uno nuevo.",
};
