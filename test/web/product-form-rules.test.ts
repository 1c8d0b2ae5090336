// The dashboard's product form: what it requires beyond the API (the spec's form asks for a
// description and the stock), and when it warns that Arabic shoppers would meet English.
import { describe, expect, it } from 'vitest'
import { productCreateSchema, productFormSchema } from '../../worker/schemas/product'
import { missingArabic } from '../../web/src/features/admin-products/missing-arabic'

const filled = {
  name: 'Brake Lever',
  price: '7000',
  category: 'Braking System',
  description: 'Folding lever.',
  stock: '4',
}

/** The problems as the form gets them: a field and an error code, which the page translates. */
const messages = (input: unknown) =>
  productFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('the product form', () => {
  it('takes a product with its description and stock', () => {
    expect(productFormSchema.parse(filled)).toMatchObject({
      description: 'Folding lever.',
      stock: 4,
    })
  })

  it('asks for a description, blank or spaces alike', () => {
    for (const description of [undefined, '', '   \n'])
      expect(messages({ ...filled, description })).toEqual([
        ['description', 'DESCRIPTION_REQUIRED'],
      ])
  })

  it('asks for the stock rather than taking a blank as 0, and still takes 0', () => {
    for (const stock of [undefined, '', ' '])
      expect(messages({ ...filled, stock })).toEqual([['stock', 'NUMBER_REQUIRED']])
    expect(productFormSchema.parse({ ...filled, stock: '0' }).stock).toBe(0)
  })

  it('asks for the price the same way (spaces are no price, not a price of 0)', () => {
    for (const price of [undefined, '', '  '])
      expect(messages({ ...filled, price })).toEqual([['price', 'PRODUCT_REQUIRED']])
  })

  it('leaves the API as the spec has it: name, price and category only', () => {
    const { description: _, stock: __, ...bare } = filled
    expect(productCreateSchema.parse(bare)).toMatchObject({ description: '', stock: 0 })
  })
})

describe('missing Arabic', () => {
  const arabic = { nameAr: 'مقبض', description: 'Folding lever.', descriptionAr: 'مقبض قابل للطي.' }

  it('is nothing when the name and description have Arabic', () => {
    expect(missingArabic(arabic)).toBe(false)
  })

  it('is the name, or a description written in English only', () => {
    expect(missingArabic({ ...arabic, nameAr: ' ' })).toBe(true)
    expect(missingArabic({ ...arabic, descriptionAr: '' })).toBe(true)
    expect(missingArabic({ ...arabic, description: '', descriptionAr: '' })).toBe(false)
  })

  it('is a key feature with no Arabic line', () => {
    expect(missingArabic({ ...arabic, features: ['Folding'], featuresAr: [] })).toBe(true)
    expect(missingArabic({ ...arabic, features: ['Folding'], featuresAr: ['قابل للطي'] })).toBe(
      false,
    )
  })

  it("is a specification's name, not its value (a part number stays as written)", () => {
    expect(missingArabic({ ...arabic, specifications: [{ nameAr: '' }] })).toBe(true)
    expect(missingArabic({ ...arabic, specifications: [{ nameAr: 'رقم القطعة' }] })).toBe(false)
  })
})
