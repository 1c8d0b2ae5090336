// The owner's hand choice of where one of the shop's cities is in a courier's lists.
import * as z from 'zod'
import { GOVERNORATE_IDS } from '../domain/iraq-address'
import { isCityOf } from '../domain/iraq-places'
import { E } from './error-codes'

const courierPlaceId = z.string().trim().max(100)

export const placeChoiceSchema = z
  .object({
    governorate: z.enum(GOVERNORATE_IDS, { error: E.GOVERNORATE_INVALID }),
    city: z.string().max(100),
    courierCityId: courierPlaceId.min(1, E.COURIER_PLACE_UNKNOWN),
    /** '' only for a courier city without regions in its lists. */
    courierRegionId: courierPlaceId,
  })
  .strict()
  .refine((choice) => isCityOf(choice.governorate, choice.city), {
    path: ['city'],
    message: E.CITY_NOT_IN_GOVERNORATE,
  })
export type PlaceChoice = z.infer<typeof placeChoiceSchema>
