// A cell's name written before its value on a phone's card ("Stock: 12"), where the table's header
// row that names it on a wider screen is out of sight (admin.css's `phone-cards`).
export function PhoneLabel({ children }: { children: string }) {
  return <span className="on-phone">{children}: </span>
}
