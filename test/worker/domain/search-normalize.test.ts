// One normal form for search text in English and Arabic.
import { describe, expect, it } from 'vitest'
import { normalizeSearch } from '../../../worker/domain/search-normalize'

describe('normalizeSearch', () => {
  it('lowercases Latin text and collapses whitespace', () => {
    expect(normalizeSearch('  BMW   R 1250\tGS \n')).toBe('bmw r 1250 gs')
  })

  it('strips Latin accents', () => {
    expect(normalizeSearch('Café Racer Ölfilter')).toBe('cafe racer olfilter')
  })

  it('removes harakat and tatweel', () => {
    expect(normalizeSearch('خُوذَةٌ')).toBe('خوذه')
    expect(normalizeSearch('خــوذة')).toBe('خوذه')
    expect(normalizeSearch('مُحَرِّك')).toBe('محرك')
  })

  it('turns taa marbuta into haa and alef maqsura into yaa', () => {
    expect(normalizeSearch('خوذة')).toBe('خوذه')
    expect(normalizeSearch('يمنى')).toBe('يمني')
  })

  it("reads a Kurdish or Persian keyboard's kaf, yeh and haa as Arabic's", () => {
    expect(normalizeSearch('کلتش')).toBe('كلتش')
    expect(normalizeSearch('بطاریە')).toBe('بطاريه')
    expect(normalizeSearch('خوذھ')).toBe('خوذه')
  })

  it('turns every alef form into a plain alef', () => {
    expect(normalizeSearch('أ إ آ ٱ')).toBe('ا ا ا ا')
    expect(normalizeSearch('إطار أمامي')).toBe('اطار امامي')
  })

  it('drops the hamza from waw and yaa seats', () => {
    expect(normalizeSearch('مؤشر')).toBe('موشر')
    expect(normalizeSearch('ئ')).toBe('ي')
    expect(normalizeSearch('رئيسي')).toBe('رييسي')
  })

  it('turns Arabic-Indic and extended digits into Latin digits', () => {
    expect(normalizeSearch('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(normalizeSearch('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(normalizeSearch('سلسلة ٥٢٠')).toBe('سلسله 520')
  })

  it('gives the same form for spellings a shopper would treat as the same word', () => {
    const forms = ['الخوذة', 'الخُوذَة', 'الخوذه', 'ٱلخــوذة']
    expect(new Set(forms.map(normalizeSearch)).size).toBe(1)
  })

  it('leaves an empty query empty', () => {
    expect(normalizeSearch('')).toBe('')
    expect(normalizeSearch('   ')).toBe('')
  })
})
