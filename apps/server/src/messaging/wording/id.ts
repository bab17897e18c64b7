import { plural } from "@creator-checkout/core/i18n/formats/id";
import type { WordingBookOf } from "./english";

export const wording: WordingBookOf = {
  locale: "id",
  plural,
  messages: {
    "code.email.subject": "{code} adalah kode masuk {creator} Anda",
    "code.email.body": {
      other:
        "Kode masuk {creator} Anda adalah {code}.\n\nKode ini hanya dapat digunakan sekali dan kedaluwarsa dalam {count} menit. Jika Anda tidak memintanya, abaikan saja email ini.",
    },
    "code.sms": {
      other: "{code} adalah kode masuk {creator} Anda. Kode ini kedaluwarsa dalam {count} menit.",
    },
    "payment.what": "{product}: {option}",
    "payment.card": "kartu {brand} berakhiran {last4}",
    "payment.sms": "{subject}. {amount} untuk {what}. {link}",
    "receipt.subject": "Tanda terima pembayaran Anda dari {creator}",
    "receipt.thanks": "Terima kasih atas pembayaran Anda kepada {creator}.",
    "receipt.amount": "Jumlah dibayar: {amount}",
    "receipt.promotionCode": "Kode promo {code}: \u2212{amount}",
    "receipt.date": "Tanggal: {date}",
    "receipt.paidWith": "Dibayar dengan: {card}",
    "receipt.giftNow":
      "Hadiah untuk {recipient}: kami mengirimkan email berisi tautan untuk menukarkan hadiah ini sekarang juga.",
    "receipt.giftLater":
      "Hadiah untuk {recipient}: kami akan mengirimkan email berisi tautan untuk menukarkan hadiah ini pada {date}.",
    "receipt.nextCharge": "Tagihan berikutnya: {amount} pada {date}",
    "receipt.ends": "Langganan Anda berakhir pada {date}; tidak akan ada tagihan lagi.",
    "receipt.manage": "Lihat pembayaran dan kelola langganan Anda: {link}",
    "renewalFailed.subject": "Pembayaran Anda kepada {creator} tidak berhasil",
    "renewalFailed.tried":
      "Kami mencoba menagih {amount} untuk {what}, tetapi pembayaran tidak berhasil.",
    "renewalFailed.triedCard":
      "Kami mencoba menagih {amount} untuk {what} ke {card} Anda, tetapi pembayaran tidak berhasil.",
    "renewalFailed.confirm": "Bank Anda meminta Anda mengonfirmasi sendiri pembayaran ini.",
    "renewalFailed.reason": "Alasan yang diberikan: {reason}",
    "renewalFailed.retryConfirm":
      "Untuk saat ini, akses Anda tetap berjalan. Kami akan mencoba lagi pada {date}; agar langganan Anda tetap aktif tanpa menunggu, konfirmasikan pembayaran di sini:",
    "renewalFailed.retryPay":
      "Untuk saat ini, akses Anda tetap berjalan. Kami akan mencoba lagi pada {date}; agar langganan Anda tetap aktif tanpa menunggu, tambahkan atau pilih kartu, lalu bayar di sini:",
    "renewalFailed.ended":
      "Itu adalah percobaan terakhir, sehingga langganan Anda telah berakhir. Anda dapat berlangganan lagi di sini:",
    "canceled.subject": "{creator} membatalkan langganan Anda",
    "canceled.given": "{creator} membatalkan langganan Anda untuk {what}.",
    "resumes.subject": "Langganan Anda dilanjutkan pada {date}",
    "resumes.given":
      "Langganan Anda yang dijeda untuk {what} dari {creator} dilanjutkan pada {date}; perpanjangannya ditagih saat itu.",
    "priceChange.subject": "Harga langganan Anda di {creator} berubah pada {date}",
    "priceChange.given":
      "{creator} mengubah harga {what} dari {old} menjadi {new}. Tidak ada yang berubah sampai perpanjangan Anda pada {date}, yang ditagih dengan harga baru, begitu pula perpanjangan berikutnya. Jika Anda tidak ingin melanjutkan dengan harga baru, Anda dapat membatalkan sebelum tanggal itu.",
    "refund.subject": "Pengembalian dana Anda dari {creator}",
    "refund.given":
      "{creator} telah mengembalikan {amount} dari pembayaran Anda sebesar {paid} untuk {what}.",
    "refund.whole": "Pembayaran ini kini telah dikembalikan sepenuhnya.",
    "refund.soFar": "Total yang telah dikembalikan dari pembayaran ini: {amount}.",
    "refund.toCard":
      "Dana dikembalikan ke {card} Anda; bank biasanya memerlukan 5 hingga 10 hari untuk menampilkannya.",
    "refund.toPaymentCard":
      "Dana dikembalikan ke kartu yang Anda gunakan untuk membayar; bank biasanya memerlukan 5 hingga 10 hari untuk menampilkannya.",
    "refund.subscriptionEnded": "Langganan Anda telah berakhir; tidak akan ada tagihan lagi.",
    "gift.subject": "{sender} mengirimi Anda hadiah dari {creator}",
    "gift.greeting": "Halo {recipient},",
    "gift.given": "{sender} memberi Anda hadiah dari {creator}: {what}.",
    "gift.note": "{sender} menulis: {note}",
    "gift.redeem":
      "Tukarkan hadiah Anda di sini (tautan hanya dapat digunakan sekali, dalam waktu satu tahun):",
    "gift.free": "Hadiah ini gratis untuk Anda dan tidak akan pernah diperpanjang secara otomatis.",
    "social.title": "Masuk",
    "social.signedIn": "Anda sudah masuk. Anda dapat menutup jendela ini.",
    "social.failed": "Gagal masuk. Anda dapat menutup jendela ini dan mencoba lagi.",
    "invoice.title": "Faktur {number}",
    "invoice.receipt": "Tanda terima {number}",
    "invoice.number": "Nomor faktur",
    "invoice.issued": "Tanggal terbit",
    "invoice.supplied": "Tanggal penyerahan",
    "invoice.currency": "Mata uang",
    "invoice.seller": "Penjual",
    "invoice.buyer": "Pembeli",
    "invoice.taxId": "Nomor PPN: {id}",
    "invoice.description": "Deskripsi",
    "invoice.amount": "Jumlah",
    "invoice.net": "Neto",
    "invoice.rate": "Tarif",
    "invoice.tax": "Pajak",
    "invoice.gross": "Bruto",
    "invoice.percent": "{rate}%",
    "invoice.totalAt": "Total dengan tarif {rate} (neto {net}, pajak {tax})",
    "invoice.total": "Total",
    "invoice.reverseCharge": "Pembalikan pajak (reverse charge)",
    "invoice.outsideEu": "Tidak dikenai PPN Uni Eropa: tempat penyerahan berada di luar Uni Eropa.",
    "invoice.pdfLost":
      "Beberapa karakter tidak dapat ditampilkan di PDF ini; faktur HTML di riwayat pembayaran Anda menampilkan semuanya.",
    "receipt.tax": "{label}: {amount}",
    "receipt.invoice":
      "Faktur Anda, beserta data penjual dan pajaknya, ada di riwayat pembayaran Anda: {link}",
    "tax.included": "termasuk {tax} {rate}",
    "tax.added": "{tax} {rate} ({country})",
    "tax.vat": "PPN",
    "tax.gst": "GST",
    "team.invited.subject": "Anda diundang untuk mengelola toko {store}",
    "team.invited.owner": "Anda diundang ke tim {store} ({username}) sebagai pemilik.",
    "team.invited.staff": "Anda diundang ke tim {store} ({username}) sebagai staf.",
    "team.invited.readOnly":
      "Anda diundang ke tim {store} ({username}) sebagai anggota hanya-baca.",
    "team.invited.accept":
      "Untuk menerima, buka dasbor dan masuk dengan alamat email ini, {email}:",
    "team.invited.until":
      "Undangan dapat diterima hingga {date}, {time} UTC. Jika Anda tidak mengharapkannya, abaikan saja email ini.",
    "webhooks.stopped.subject": "Webhook ke {url} dihentikan",
    "webhooks.stopped.greeting": "Halo {creator},",
    "webhooks.stopped.gone":
      "Checkout berhenti mengirim peristiwa ke {url}: penerima menjawab 410 Gone.",
    "webhooks.stopped.failing": {
      other:
        "Checkout berhenti mengirim peristiwa ke {url}: setiap pengiriman gagal selama {count} hari.",
    },
    "webhooks.stopped.kept":
      "Peristiwa yang terjadi sementara itu tetap disimpan. Setelah endpoint menjawab lagi, aktifkan di halaman Webhook pada dasbor Anda atau dengan {request}: yang menunggu akan dikirim saat itu, mulai dari yang terlama.",
    "webhooks.stopped.publisher": "Penerbit: {username}",
  },
};
