import { plural } from "@creator-checkout/core/i18n/formats/es";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "es",
  plural,
  messages: {
    "code.email.subject": "{code} es su código para iniciar sesión en {creator}",
    "code.email.body": {
      one: "Su código para iniciar sesión en {creator} es {code}.\n\nSolo se puede usar una vez y caduca en {count} minuto. Si no lo ha solicitado, puede ignorar este correo.",
      other:
        "Su código para iniciar sesión en {creator} es {code}.\n\nSolo se puede usar una vez y caduca en {count} minutos. Si no lo ha solicitado, puede ignorar este correo.",
    },
    "code.sms": {
      one: "{code} es su código para iniciar sesión en {creator}. Caduca en {count} minuto.",
      other: "{code} es su código para iniciar sesión en {creator}. Caduca en {count} minutos.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "{brand} terminada en {last4}",
    "payment.sms": "{subject}. {amount} por {what}. {link}",
    "receipt.subject": "Su recibo de {creator}",
    "receipt.thanks": "Gracias por su pago a {creator}.",
    "receipt.amount": "Importe pagado: {amount}",
    "receipt.promotionCode": "Código promocional {code}: \u2212{amount}",
    "receipt.date": "Fecha: {date}",
    "receipt.paidWith": "Pagado con: {card}",
    "receipt.giftNow":
      "Un regalo para {recipient}: le enviamos ahora por correo un enlace para canjearlo.",
    "receipt.giftLater":
      "Un regalo para {recipient}: el {date} le enviaremos por correo un enlace para canjearlo.",
    "receipt.nextCharge": "Próximo cargo: {amount} el {date}",
    "receipt.ends": "Su suscripción finaliza el {date}; no se realizarán más cargos.",
    "receipt.manage": "Consulte sus pagos y gestione su suscripción: {link}",
    "renewalFailed.subject": "No se ha podido completar su pago a {creator}",
    "renewalFailed.tried":
      "Intentamos cobrar {amount} por {what}, pero no se ha podido completar el pago.",
    "renewalFailed.triedCard":
      "Intentamos cobrar {amount} por {what} en su tarjeta {card}, pero no se ha podido completar el pago.",
    "renewalFailed.confirm": "Su banco requiere que confirme este pago personalmente.",
    "renewalFailed.reason": "Motivo indicado: {reason}",
    "renewalFailed.retryConfirm":
      "De momento mantiene el acceso. Volveremos a intentarlo el {date}; para conservar su suscripción sin esperar, confirme el pago aquí:",
    "renewalFailed.retryPay":
      "De momento mantiene el acceso. Volveremos a intentarlo el {date}; para conservar su suscripción sin esperar, añada o elija una tarjeta y pague aquí:",
    "renewalFailed.ended":
      "Ese era el último intento, así que su suscripción ha finalizado. Puede volver a suscribirse aquí:",
    "canceled.subject": "{creator} ha cancelado su suscripción",
    "canceled.given": "{creator} ha cancelado su suscripción a {what}.",
    "resumes.subject": "Tu suscripción se reanuda el {date}",
    "resumes.given":
      "Tu suscripción en pausa a {what} de {creator} se reanuda el {date}; la renovación se cobrará entonces.",
    "priceChange.subject": "El precio de tu suscripción a {creator} cambia el {date}",
    "priceChange.given":
      "{creator} cambia el precio de {what} de {old} a {new}. Nada cambia hasta tu renovación del {date}, que se cobrará al nuevo precio, igual que las siguientes. Si prefieres no continuar con el nuevo precio, puedes cancelar antes de esa fecha.",
    "refund.subject": "Su reembolso de {creator}",
    "refund.given": "{creator} le ha reembolsado {amount} de su pago de {paid} por {what}.",
    "refund.whole": "El pago ya se ha reembolsado por completo.",
    "refund.soFar": "Importe reembolsado de este pago hasta ahora: {amount}.",
    "refund.toCard":
      "El dinero se devolverá a su tarjeta {card}; los bancos suelen tardar entre 5 y 10 días en reflejarlo.",
    "refund.toPaymentCard":
      "El dinero se devolverá a la tarjeta con la que pagó; los bancos suelen tardar entre 5 y 10 días en reflejarlo.",
    "refund.subscriptionEnded": "Su suscripción ha finalizado; no se le cobrará nada más.",
    "gift.subject": "{sender} le ha enviado un regalo de {creator}",
    "gift.greeting": "Hola, {recipient}:",
    "gift.given": "{sender} le ha hecho un regalo de {creator}: {what}.",
    "gift.note": "{sender} le escribe: {note}",
    "gift.redeem": "Canjee su regalo aquí (el enlace funciona una sola vez, durante un año):",
    "gift.free": "No le cuesta nada y nunca se renueva automáticamente.",
    "social.title": "Inicio de sesión",
    "social.signedIn": "Ha iniciado sesión. Puede cerrar esta ventana.",
    "social.failed": "No se pudo iniciar sesión. Puede cerrar esta ventana y volver a intentarlo.",
    "invoice.title": "Factura {number}",
    "invoice.receipt": "Recibo {number}",
    "invoice.number": "Número de factura",
    "invoice.issued": "Fecha de emisión",
    "invoice.supplied": "Fecha de la prestación",
    "invoice.currency": "Moneda",
    "invoice.seller": "Vendedor",
    "invoice.buyer": "Comprador",
    "invoice.taxId": "NIF-IVA: {id}",
    "invoice.description": "Descripción",
    "invoice.amount": "Importe",
    "invoice.net": "Base imponible",
    "invoice.rate": "Tipo",
    "invoice.tax": "Impuesto",
    "invoice.gross": "Total",
    "invoice.percent": "{rate} %",
    "invoice.totalAt": "Total al {rate} (base {net}, impuesto {tax})",
    "invoice.total": "Total",
    "invoice.reverseCharge": "Inversión del sujeto pasivo",
    "invoice.outsideEu":
      "No sujeto al IVA de la UE: el lugar de la prestación está fuera de la UE.",
    "invoice.pdfLost":
      "Algunos caracteres no se pueden mostrar en este PDF; la factura HTML de tu historial de pagos los muestra todos.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Tu factura, con los datos del vendedor y el impuesto, está en tu historial de pagos: {link}",
    "tax.included": "{tax} incl. {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "IVA",
    "tax.gst": "GST",
    "team.invited.subject": "Le invitan a gestionar la tienda de {store}",
    "team.invited.owner": "Le invitan al equipo de {store} ({username}) como propietario.",
    "team.invited.staff": "Le invitan al equipo de {store} ({username}) como personal.",
    "team.invited.readOnly":
      "Le invitan al equipo de {store} ({username}) como miembro de solo lectura.",
    "team.invited.accept":
      "Abra el panel e inicie sesión con esta dirección de correo electrónico, {email}, para aceptar:",
    "team.invited.until":
      "La invitación se puede aceptar hasta el {date}, {time} UTC. Si no la esperaba, puede ignorar este correo.",
    "webhooks.stopped.subject": "Los webhooks a {url} están detenidos",
    "webhooks.stopped.greeting": "Hola, {creator}:",
    "webhooks.stopped.gone":
      "El checkout ha dejado de enviar eventos a {url}: el receptor respondió 410 Gone.",
    "webhooks.stopped.failing": {
      one: "El checkout ha dejado de enviar eventos a {url}: todas las entregas fallaron durante {count} día.",
      other:
        "El checkout ha dejado de enviar eventos a {url}: todas las entregas fallaron durante {count} días.",
    },
    "webhooks.stopped.kept":
      "Los eventos que ocurran mientras tanto se guardan. Cuando el endpoint vuelva a responder, actívelo en la página Webhooks de su panel o con {request}: lo que estaba en espera se enviará entonces, empezando por lo más antiguo.",
    "webhooks.stopped.publisher": "Editor: {username}",
  },
};
