// Two-word searches as shoppers type them, each different, so the answer cache never helps: built
// from the catalogue's own words (seeds/catalogue.ts, English and Arabic), the makes and the shop
// words of Iraq (worker/domain/search-synonyms.ts). Half are two words of one product's name,
// half a name's word and a make; deterministic, so two runs ask the same.
import { catalogue } from '../../seeds/catalogue'
import { SYNONYMS } from '../../worker/domain/search-synonyms'

const wordsOf = (text: string) =>
  text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length >= 3 && /\p{L}/u.test(w))

const MAKES = ['honda', 'yamaha', 'kawasaki', 'suzuki', 'ktm', 'bmw']

export function variedSearches(count: number): string[] {
  const names = catalogue.flatMap((p) => [wordsOf(p.name), wordsOf(p.nameAr)])
  const makes = MAKES.flatMap((make) => SYNONYMS.get(make) ?? [make])
  const shopWords = [...SYNONYMS.keys()].filter((w) => !w.includes(' ') && !makes.includes(w))
  const nameWords = [...new Set(names.flat())]
  let state = 7
  const random = (n: number) =>
    Math.floor(((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * n)
  const searches = new Set<string>()
  for (let tries = 0; searches.size < count && tries < count * 100; tries++) {
    if (tries % 2 === 0) {
      const words = names[random(names.length)] ?? []
      const [a, b] = [words[random(words.length)], words[random(words.length)]]
      if (a && b && a !== b) searches.add(`${a} ${b}`)
    } else {
      const pool = random(4) === 0 ? shopWords : nameWords
      searches.add(`${pool[random(pool.length)] ?? ''} ${makes[random(makes.length)] ?? ''}`)
    }
  }
  if (searches.size < count) throw new Error(`only ${String(searches.size)} distinct searches`)
  return [...searches]
}
