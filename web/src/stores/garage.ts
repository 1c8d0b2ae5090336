// My Garage in the browser: the saved bikes and the one the shop answers for. A visitor's garage
// lives only here; a customer's is also kept on the account (features/garage syncs the two).
import { bikeParam, type GarageBikeRef, sameBike } from '@domain/garage'
import { GARAGE_STORAGE_KEY } from '@/lib/languages'
import { createStore } from './create-store'

/** A saved bike with the names it is shown by, so the header needs no call to name it. */
export interface SavedBike extends GarageBikeRef {
  make: string
  makeAr: string
  model: string
  modelAr: string
  variant: string
}

export interface Garage {
  bikes: SavedBike[]
  /** bikeParam() of the current bike; null: the shop answers for no bike. */
  current: string | null
  /** The account whose garage already holds these bikes (merged, and every change since saved):
   * its next page reads the account's garage instead of merging again. */
  account?: number
}

export const garageStore = createStore<Garage>({ bikes: [], current: null }, GARAGE_STORAGE_KEY)

export const currentBikeOf = (garage: Garage): SavedBike | null =>
  garage.bikes.find((b) => bikeParam(b) === garage.current) ?? null

/** The current bike, or null. */
export const useCurrentBike = () => currentBikeOf(garageStore.use())

/** Saves a bike (once) and makes it the current one. */
export function addBike(bike: SavedBike) {
  garageStore.set((g) => ({
    ...g,
    bikes: g.bikes.some((b) => sameBike(b, bike)) ? g.bikes : [...g.bikes, bike],
    current: bikeParam(bike),
  }))
}

export function chooseBike(bike: GarageBikeRef | null) {
  garageStore.set((g) => ({ ...g, current: bike && bikeParam(bike) }))
}

export function removeBike(bike: GarageBikeRef) {
  garageStore.set((g) => {
    const bikes = g.bikes.filter((b) => !sameBike(b, bike))
    return { ...g, bikes, current: g.current === bikeParam(bike) ? null : g.current }
  })
}
