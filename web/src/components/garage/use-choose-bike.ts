// Choosing the current bike: the garage remembers it, and a page whose address names a bike
// (a shared link) names the new one, so the address and the answers never disagree.
import { useLocation, useSearchParams } from 'wouter'
import { bikeParam, type GarageBikeRef } from '@domain/garage'
import { chooseBike } from '@/stores/garage'

export function useChooseBike() {
  const [params] = useSearchParams()
  const [location, navigate] = useLocation()
  return (bike: GarageBikeRef | null) => {
    chooseBike(bike)
    if (!params.has('bike') && bike === null) return
    const query = new URLSearchParams(params)
    if (bike) query.set('bike', bikeParam(bike))
    else {
      query.delete('bike')
      query.delete('fits')
    }
    const qs = query.toString()
    navigate(qs ? `${location}?${qs}` : location, { replace: true })
  }
}
