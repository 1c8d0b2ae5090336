// Links that start a call or a WhatsApp chat with the store, from the number as the admin wrote it.

/** wa.me wants the international number as bare digits: "+964 770 123 4567" -> wa.me/9647701234567. */
export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`

/** tel: keeps the leading + and drops spaces, dashes and brackets. */
export const telUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`
