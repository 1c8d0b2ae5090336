// Reads the "Name: …" / "Price: …" lines of a bot message into product fields. It only parses;
// the product schemas (worker/schemas/product.ts) decide what is valid.
import { toLatinDigits } from '../domain/digits'
import { categoryNamed } from '../telegram/format'
import { BOT_LANGUAGES, translator } from '../telegram/i18n'

export type Field =
  | 'name'
  | 'nameAr'
  | 'price'
  | 'category'
  | 'description'
  | 'descriptionAr'
  | 'stock'
  | 'originalPrice'
  | 'sizes'
  | 'compatibility'

const FIELDS: Field[] = [
  'name',
  'nameAr',
  'price',
  'category',
  'description',
  'descriptionAr',
  'stock',
  'originalPrice',
  'sizes',
  'compatibility',
]

export const isField = (name: string): name is Field => (FIELDS as string[]).includes(name)

/** Each field by its label in either language, lower case ("original price", "السعر"). */
const LABELS = new Map<string, Field>(
  BOT_LANGUAGES.flatMap((language) =>
    FIELDS.map((field) => [translator(language)(`field.${field}`).toLowerCase(), field] as const),
  ),
)

const LINE = /^\s*([a-z\u0621-\u064a ]+?)\s*:\s*(.*)$/i

/** "150,000 IQD" → "150000"; whatever is left is for the schema to accept or refuse. */
const amount = (value: string) => toLatinDigits(value).replace(/[,\s،٬]|iqd|د\.ع/gi, '')

function fieldValue(field: Field, value: string): unknown {
  switch (field) {
    case 'price':
    case 'originalPrice':
      return amount(value)
    case 'stock':
      return toLatinDigits(value).replace(/[,\s]/g, '')
    case 'sizes':
      return value
        .split(',')
        .map((size) => size.trim())
        .filter(Boolean)
    case 'category':
      return categoryNamed(value) ?? value
    default:
      return value
  }
}

/**
 * The fields named by "Label: value" lines. A line without a known label continues the
 * description above it, in either language (descriptions may span lines); elsewhere it is
 * ignored.
 */
export function readProductLines(text: string): Partial<Record<Field, unknown>> {
  const raw: Partial<Record<Field, string>> = {}
  let last: Field | null = null
  for (const line of text.split('\n')) {
    const [, label = '', value = ''] = LINE.exec(line) ?? []
    const field = LABELS.get(label.toLowerCase())
    if (field) {
      raw[field] = value.trim()
      last = field
    } else if ((last === 'description' || last === 'descriptionAr') && line.trim()) {
      raw[last] = `${raw[last] ?? ''}\n${line.trim()}`
    }
  }
  return Object.fromEntries(
    Object.entries(raw).map(([field, value]) => [field, fieldValue(field as Field, value)]),
  )
}

/** Product data needs both a Name: and a Price: line (back-office §5). */
export function isProductData(text: string): boolean {
  const fields = readProductLines(text)
  return fields.name !== undefined && fields.price !== undefined
}
