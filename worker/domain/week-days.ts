// The days of the shop's week, Sunday first (Iraq's working week starts on Sunday). A module of its
// own so that the storefront's footer, which names them, does not carry the opening-hours rules.
export const WEEK_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type WeekDay = (typeof WEEK_DAYS)[number]
