// The six categories the shop sells, with the short keys the fitment guide and image folders use.
export const CATEGORIES = [
  { name: 'Helmets', key: 'helmets' },
  { name: 'Engine Parts', key: 'engine' },
  { name: 'Braking System', key: 'braking' },
  { name: 'Electrical', key: 'electrical' },
  { name: 'Tires & Wheels', key: 'tires' },
  { name: 'Accessories', key: 'accessories' },
] as const

export type CategoryName = (typeof CATEGORIES)[number]['name']
export type CategoryKey = (typeof CATEGORIES)[number]['key']

export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [CategoryName, ...CategoryName[]]

export function categoryKey(name: CategoryName): CategoryKey {
  const category = CATEGORIES.find((c) => c.name === name)
  if (!category) throw new Error(`Unknown category: ${name}`)
  return category.key
}
