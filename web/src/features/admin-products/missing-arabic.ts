// Whether a shopper reading Arabic would meet English in a product: its name, its description,
// its key features (fewer Arabic lines than English ones) or a specification's name. A
// specification's value may rightly stay as written (a part number, a size), so it does not count.
// The list judges a card, which carries no features or specifications; the form, all of them.
// (The form's fields may be undefined before they are first set.)
interface ProductTexts {
  nameAr?: string
  description?: string
  descriptionAr?: string
  features?: string[]
  featuresAr?: string[]
  specifications?: { nameAr?: string }[]
}

const blank = (text: string | undefined) => !text?.trim()

export const missingArabic = (p: ProductTexts): boolean =>
  blank(p.nameAr) ||
  (!blank(p.description) && blank(p.descriptionAr)) ||
  (p.features?.length ?? 0) > (p.featuresAr?.length ?? 0) ||
  (p.specifications ?? []).some((s) => blank(s.nameAr))
