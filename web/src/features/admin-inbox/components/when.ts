// Dates in the inbox: Baghdad time, day and minute.
const format = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Baghdad',
})

export const when = (iso: string) => format.format(new Date(iso))
