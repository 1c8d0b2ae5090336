// Keeps My Garage in step with the two places outside the browser that name bikes: a link's
// `?bike=` (a shared link chooses its bike, saving it when new) and a customer's account (at sign-in
// the browser's bikes are merged into the account's; every later change is saved there).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'wouter'
import {
  bikeParam,
  type GarageBikeRef,
  MAX_GARAGE_BIKES,
  parseBikeParam,
  sameBike,
} from '@domain/garage'
import { useUser } from '@/lib/auth'
import { garageApi, vehicleQueries } from '@/lib/queries/vehicles'
import { addBike, chooseBike, garageStore, type SavedBike } from '@/stores/garage'

type AccountBike = Awaited<ReturnType<typeof garageApi.read>>[number]

const saved = ({ year, vehicle }: AccountBike): SavedBike => ({
  ...vehicle,
  vehicleId: vehicle.id,
  year,
})
const refs = (bikes: readonly GarageBikeRef[]) =>
  bikes.map(({ vehicleId, year }) => ({ vehicleId, year }))
const keyOf = (bikes: readonly GarageBikeRef[]) => bikes.map(bikeParam).join(',')

/** A link's bike becomes the current one; one not yet saved is named from the vehicle list. */
function useBikeFromLink() {
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const linked = params.get('bike')
  useEffect(() => {
    const wanted = parseBikeParam(linked)
    if (!wanted) return
    const garage = garageStore.get()
    if (garage.current === bikeParam(wanted)) return
    if (garage.bikes.some((b) => sameBike(b, wanted))) {
      chooseBike(wanted)
      return
    }
    void queryClient.query(vehicleQueries.tree()).then((makes) => {
      for (const make of makes)
        for (const model of make.models) {
          const variant = model.variants.find((v) => v.id === wanted.vehicleId)
          if (model.id !== wanted.vehicleId && !variant) continue
          addBike({
            ...wanted,
            make: make.make,
            makeAr: make.makeAr,
            model: model.model,
            modelAr: model.modelAr,
            variant: variant?.variant ?? '',
          })
          return
        }
    })
  }, [linked, queryClient])
}

/** The account's garage: merged at sign-in, then saved on every change; read instead on the pages
 * after (and when the browser has no bike to merge). */
function useAccountGarage() {
  const { data: user } = useUser()
  const bikes = garageStore.use().bikes
  // The list the account holds as far as this page knows; null until the merge answered.
  const synced = useRef<{ userId: number; key: string } | null>(null)

  useEffect(() => {
    if (!user) {
      synced.current = null
      // Signed out (or the session ended): bikes saved from now on are not on the account.
      if (user === null && garageStore.get().account !== undefined)
        garageStore.set((g) => ({ ...g, account: undefined }))
      return
    }
    if (synced.current?.userId === user.id) return
    let current = true
    // A merge is a write at the database's primary and counts toward the garage's limit (30 a
    // minute): sent on every page a signed-in customer opened, a quick run of pages met 429. Once
    // the account holds this browser's bikes, or with none to merge, the account's garage is read.
    const garage = garageStore.get()
    const local = refs(garage.bikes)
    const held = garage.account === user.id
    void (local.length > 0 && !held ? garageApi.merge(local) : garageApi.read())
      .then((list) => {
        if (!current) return
        const merged = list.map(saved)
        synced.current = { userId: user.id, key: keyOf(merged) }
        garageStore.set((g) => {
          // A bike saved while the answer was on its way (a shared link's) stays, and the save
          // below sends it to the account. One the account no longer has (removed on another
          // device) goes, when the account already held this browser's bikes.
          const added = g.bikes.filter(
            (b) =>
              !merged.some((m) => sameBike(m, b)) && !(held && local.some((l) => sameBike(l, b))),
          )
          const bikes = [...merged, ...added].slice(0, MAX_GARAGE_BIKES)
          // The current bike stays while saved; none chosen stays none when the browser had bikes
          // (the current one was removed); bikes that came from the account start at the first.
          const kept =
            g.current === null ? local.length > 0 : bikes.some((b) => bikeParam(b) === g.current)
          const first = bikes[0] ? bikeParam(bikes[0]) : null
          return { bikes, current: kept ? g.current : first, account: user.id }
        })
      })
      .catch(() => {
        // Offline or signed out meanwhile: the browser's garage still works; the next page merges.
      })
    return () => {
      current = false
    }
  }, [user])

  useEffect(() => {
    const sync = synced.current
    if (!user || !sync || sync.userId !== user.id || sync.key === keyOf(bikes)) return
    sync.key = keyOf(bikes)
    garageApi.save(refs(bikes)).catch(() => {
      // Not saved (offline): the next change saves again, and the next page merges.
      sync.key = ''
      garageStore.set((g) => ({ ...g, account: undefined }))
    })
  }, [bikes, user])
}

export default function GarageSync() {
  useBikeFromLink()
  useAccountGarage()
  return null
}
