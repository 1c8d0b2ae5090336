// A category's translation key from its English name.
import { CATEGORIES } from '@domain/categories'

export function categoryKeyOf(name: string): string {
  return CATEGORIES.find((c) => c.name === name)?.key ?? 'other'
}
