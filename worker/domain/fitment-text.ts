// Reads a compatibility text ("Honda CBR600RR 2007-2020, CBR1000RR 2008-2016; Yamaha MT-07") into
// fitment rows against the shop's vehicles. Used by the data migration of the old texts, the seeds
// and the bot's `Compatibility:` line. What it cannot read is returned, never guessed: the text
// stays on the product as the display fallback and the unread parts are shown to the admin.
import type { FitmentRule } from './fitment'
import { normalizeSearch } from './search-normalize'

export interface VehicleName {
  id: number
  make: string
  model: string
  variant: string
}

export interface ParsedCompatibility {
  rules: FitmentRule[]
  /** The parts that named no known vehicle, and notes in brackets. */
  unread: string[]
}

/** A name with case, accents and punctuation gone: "Ténéré 700" and "tenere-700" meet. */
const key = (name: string) => normalizeSearch(name).replace(/[^\p{L}\p{N}]+/gu, '')
/** The same name's words in any order: "Africa Twin CRF1100L" is "CRF1100L Africa Twin". */
const wordSet = (name: string) =>
  normalizeSearch(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ')

const YEARS = /\s+(\d{4})\s*(?:[-–]\s*(\d{4})|(\+))?\s*$/u
const UNIVERSAL = /^universal$/i

function findVehicle(vehicles: readonly VehicleName[], make: string, model: string) {
  const wanted = key(model)
  const words = wordSet(model)
  const ofMake = vehicles.filter((v) => v.make === make)
  return (
    ofMake.find(
      (v) => v.variant === '' && (key(v.model) === wanted || wordSet(v.model) === words),
    ) ?? ofMake.find((v) => v.variant !== '' && key(`${v.model}${v.variant}`) === wanted)
  )
}

export function parseCompatibility(
  text: string,
  vehicles: readonly VehicleName[],
): ParsedCompatibility {
  const rules: FitmentRule[] = []
  const unread: string[] = []
  const makes = [...new Set(vehicles.map((v) => v.make))]
  const notes = [...text.matchAll(/\(([^)]*)\)/gu)].map((m) => m[0])
  unread.push(...notes)
  let make: string | null = null
  // A comma carries the make on ("Honda CBR600RR, CB650R"); a semicolon or line ends it.
  const parts = text
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[;\n]/u)
    .flatMap((group) => [null, ...group.split(',')])
  for (const raw of parts) {
    if (raw === null) {
      make = null
      continue
    }
    const part = raw.trim().replace(/\s+/gu, ' ')
    if (part === '') continue
    if (UNIVERSAL.test(part)) {
      rules.push({ vehicleId: null, yearFrom: null, yearTo: null })
      continue
    }
    const named = makes.find((m) => part.toLowerCase().startsWith(`${m.toLowerCase()} `))
    if (named) make = named
    let rest = named ? part.slice(named.length).trim() : part
    const years = YEARS.exec(rest)
    if (years) rest = rest.slice(0, years.index).trim()
    const vehicle = make && rest ? findVehicle(vehicles, make, rest) : undefined
    if (!vehicle) {
      unread.push(named || !make ? part : `${make} ${part}`)
      continue
    }
    const from = years?.[1] ? Number(years[1]) : null
    rules.push({
      vehicleId: vehicle.id,
      yearFrom: from,
      // "2019+" runs on; "2019" alone is that year.
      yearTo: years?.[2] ? Number(years[2]) : years?.[3] ? null : from,
    })
  }
  return { rules, unread }
}
