import type { CatalogPart } from "../../catalog";

export const messages: CatalogPart<"sign-in"> = {
  "signIn.code.instruction": "Masukkan kode verifikasi yang dikirim ke {address}.",
  "signIn.code.label": "Kode verifikasi",
  "signIn.code.checking": "Tunggu sebentar…",
  "signIn.code.resent": "Kami telah mengirim kode baru ke {address}.",
  "signIn.code.resendLine": "Tidak menerimanya? {resend} atau {change}",
  "signIn.code.resend": "Kirim ulang",
  "signIn.changeContact": "ubah info kontak.",
  "signIn.password.welcome": "Selamat datang kembali. Masukkan kata sandi untuk {address}.",
  "signIn.password.label": "Kata sandi",
  "signIn.password.submit": "Masuk",
  "signIn.password.textCode": "Kirimi saya kode lewat SMS saja",
  "signIn.password.emailCode": "Kirimi saya kode lewat email saja",
  "signIn.signedIn.as": "Masuk sebagai",
  "signIn.signedIn.announceAs": "Masuk sebagai {address}.",
  "signIn.signedIn.announce": "Anda sudah masuk.",
  "signIn.signedIn.signedOut": "Anda sudah keluar.",
  "signIn.signedIn.change": "Ubah",
  "signIn.signedIn.passwordSaved": "Kata sandi disimpan. Lain kali Anda dapat masuk dengannya.",
  "signIn.signedIn.passkeyAdded": "Kunci sandi ditambahkan. Lain kali Anda dapat masuk dengannya.",
  "signIn.signedIn.addPasskey": "Tambahkan kunci sandi",
  "signIn.signedIn.setPassword": "Buat kata sandi",
  "signIn.signedIn.signOut": "Keluar",
  "signIn.setPassword.label": "Kata sandi baru",
  "signIn.setPassword.hint": { other: "Minimal {count} karakter." },
  "signIn.setPassword.save": "Simpan",
  "signIn.setPassword.cancel": "Batal",
  "signIn.passkey.failed": "Gagal masuk dengan kunci sandi. Silakan coba lagi atau gunakan kode.",
  "signIn.passkey.addFailed": "Gagal menambahkan kunci sandi. Silakan coba lagi.",
  "signIn.passkey.alreadyOnDevice": "Perangkat ini sudah memiliki kunci sandi untuk akun Anda.",
  "signIn.tooManyCodes":
    "Terlalu banyak kode yang diminta. Anda dapat meminta kode lain dalam {wait}.",
  "signIn.wait.aMinute": "satu menit",
  "signIn.wait.minutes": { other: "{count} menit" },
  "signIn.wait.hours": { other: "{count} jam" },
  "signIn.wait.hoursAndMinutes": "{hours} {minutes}",
  "apiErrors.BAD_REQUEST": "Sebagian data yang dikirim tidak valid. Periksa, lalu coba lagi.",
  "apiErrors.NOT_FOUND": "Data ini tidak ditemukan. Muat ulang halaman, lalu coba lagi.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Terlalu banyak permintaan dari jaringan Anda. Tunggu satu menit, lalu coba lagi.",
  "apiErrors.INTERNAL": "Terjadi kesalahan di sistem kami. Silakan coba lagi sebentar lagi.",
  "apiErrors.BOT_CHECK_FAILED": "Selesaikan verifikasi, lalu coba lagi.",
  "apiErrors.INVALID_CODE": "Kode tersebut tidak valid. Periksa kembali, atau minta kode baru.",
  "apiErrors.CODE_LOCKED": "Terlalu banyak percobaan yang salah untuk kode ini. Minta kode baru.",
  "apiErrors.TOO_MANY_FAILURES":
    "Terlalu banyak percobaan yang gagal. Tunggu beberapa saat, lalu coba lagi.",
  "apiErrors.TOO_MANY_CODES": "Terlalu banyak kode yang diminta. Silakan coba lagi nanti.",
  "apiErrors.INVALID_CLAIM": "Sesi masuk ini sudah kedaluwarsa. Silakan masuk lagi.",
  "apiErrors.INVALID_CREDENTIALS": "Kata sandi tersebut salah untuk akun ini.",
  "apiErrors.UNAUTHORIZED": "Sesi Anda telah berakhir. Silakan masuk lagi.",
  "apiErrors.SESSION_EXPIRED": "Sesi Anda telah berakhir. Silakan masuk lagi.",
  "apiErrors.SMS_UNAVAILABLE":
    "Masuk melalui SMS sedang tidak tersedia. Silakan gunakan alamat email Anda.",
  "apiErrors.METHOD_NOT_OFFERED": "Kreator ini tidak menyediakan cara masuk ini.",
  "apiErrors.PROOF_REQUIRED": "Konfirmasikan alamat Anda dengan kode masuk terlebih dahulu.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Untuk mengubah kata sandi, masukkan kata sandi Anda saat ini, atau masuk lagi dengan kode.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "Itu bukan kata sandi Anda saat ini.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "Permintaan kunci sandi ini sudah kedaluwarsa atau sudah digunakan. Silakan coba lagi.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "Kunci sandi ini tidak dapat digunakan. Silakan coba lagi, atau masuk dengan kode.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "Kunci sandi ini sudah terdaftar.",
  "apiErrors.PASSKEY_NOT_FOUND": "Kunci sandi ini tidak lagi terhubung dengan akun Anda.",
  "apiErrors.CARD_ERROR": "Kartu Anda ditolak.",
  "apiErrors.NO_PAYMENT_METHOD": "Tambahkan kartu untuk membayar.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "Kartu ini bukan salah satu kartu tersimpan Anda.",
  "apiErrors.PAYMENT_FAILED": "Pembayaran Anda tidak berhasil.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "Pembayaran tidak dapat dikonfirmasi saat ini. Silakan coba lagi sebentar lagi; Anda tidak akan ditagih dua kali.",
  "apiErrors.PURCHASE_IN_PROGRESS": "Pembelian ini sedang diproses.",
  "apiErrors.ALREADY_SUBSCRIBED": "Anda sudah memiliki opsi ini. Pilih opsi lain.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "Anda tidak memiliki langganan seperti itu di sini.",
  "apiErrors.NOT_RECURRING": "Ini tidak diperpanjang, jadi tidak dapat diubah dengan cara ini.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "Langganan ini telah berakhir. Anda dapat berlangganan lagi dari halaman ini.",
  "apiErrors.NOTHING_OVERDUE":
    "Tidak ada tagihan tertunggak untuk langganan ini; semuanya sudah lunas.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Peralihan tidak dapat dilakukan sekarang. Anda dapat beralih di akhir periode penagihan.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Biaya beralih sekarang berbeda dari jumlah yang ditampilkan kepada Anda. Tidak ada yang ditagih; periksa jumlah yang baru, lalu coba lagi.",
  "apiErrors.PROMOTION_CODE_REFUSED": "Kode ini tidak dapat digunakan untuk pembelian ini.",
  "promotionCode.refusedHint":
    "Kode ini mungkin untuk produk lain atau sudah tidak berlaku: tanyakan kepada pemberinya, atau hapus untuk membayar tanpa kode.",
  "apiErrors.NOT_GIFTABLE": "Opsi ini tidak dapat diberikan sebagai hadiah.",
  "apiErrors.GIFT_REDEEMED": "Hadiah ini sudah ditukarkan. Hadiah hanya dapat ditukarkan sekali.",
  "apiErrors.GIFT_EXPIRED":
    "Hadiah ini sudah kedaluwarsa. Minta pemberi hadiah untuk menghubungi kreator.",
  "apiErrors.PAID_NEWSLETTER":
    "Buletin berbayar tersedia melalui keanggotaan yang mencakupnya: buletin ditambahkan saat Anda membeli keanggotaan tersebut.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Beberapa jawaban perlu diperiksa lagi.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Kartu Anda diterbitkan di negara yang berbeda dari yang Anda pilih. Konfirmasikan negara tempat Anda berada.",
  "apiErrors.COUNTRY_REQUIRED":
    "Pilih negara tempat Anda berada: kreator ini menarik pajak berdasarkan negara pembeli.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Harga ini belum termasuk pajak. Periksa total dengan pajak, lalu bayar lagi.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "Daftar PPN Uni Eropa (VIES) tidak mengenal nomor PPN ini. Periksa kembali, atau beli tanpa nomor itu.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "Pajak untuk pembelian ini belum bisa dihitung sekarang. Tidak ada yang ditagih: coba lagi dalam beberapa menit.",
  "signIn.error.invalidCodeHint":
    "Periksa kode di pesan terbaru yang kami kirim, atau kirim kode baru.",
};
