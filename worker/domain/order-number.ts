// An order's number as the shop says it to a customer and the owner: the last six characters of
// its id (the spec's "last 6 characters of the id shown"), on the pages, in e-mails, SMS, WhatsApp
// and the payment providers' descriptions, so a customer reading one out finds it in every other.
export const orderNumber = (orderId: string) => orderId.slice(-6)
