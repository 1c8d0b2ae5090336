// How a saved bike is named on labels and in the header: the model (and variant) as riders write
// it, then the year ("CBR600RR 2015", "YZF-R1 R1M 2020").
import type { GarageBikeRef } from '@domain/garage'

export const bikeName = (bike: GarageBikeRef & { model: string; variant: string }) =>
  [bike.model, bike.variant, String(bike.year)].filter(Boolean).join(' ')

/** The name inside a sentence: isolated (U+2068 … U+2069), so a Latin model and its year keep
 * their order inside Arabic text. */
export const isolatedBikeName = (bike: Parameters<typeof bikeName>[0]) =>
  `\u2068${bikeName(bike)}\u2069`
