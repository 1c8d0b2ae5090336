// The signed-in profile kept on this device for display (DECISIONS: "the signed-in profile for
// display"), so checkout and My Orders still know the shopper while the API is out of reach.
import type { User } from './api-types'
import { readStorage, removeStorage, writeStorage } from './storage'

const PROFILE_KEY = 'bmp.profile'

export function saveProfile(user: User | null | undefined) {
  if (user) writeStorage(PROFILE_KEY, user)
  else removeStorage(PROFILE_KEY)
}

export const savedProfile = () => readStorage<User | null>(PROFILE_KEY, null)
