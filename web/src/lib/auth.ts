// The signed-in shopper: read from the session cookie (GET /api/auth/me), set by sign-in and
// registration, cleared with the cart and wishlist by sign-out. A visitor is not asked about: the
// worker keeps a readable hint beside the HttpOnly session (domain/signed-in-hint.ts), and without
// it GET /api/auth/me could only answer 401, an error in the console of every visitor's first page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { hasSignedInHint } from '@domain/signed-in-hint'
import type { LoginInput, registerSchema } from '@schemas/auth'
import { clearShopperData } from '@/stores/cart'
import { ApiError, api, unwrap, unwrapOrNullOn } from './api-client'
import type { User } from './api-types'
import { meansApiUnreachable } from './connection'
import { orderQueries } from './queries/orders'
import { savedProfile } from './saved-profile'

/** The hint, or a profile this device kept from a session begun before there was a hint. */
const maybeSignedIn = () => hasSignedInHint(document.cookie) || savedProfile() !== null

async function fetchUser(): Promise<User | null> {
  if (!maybeSignedIn()) return null
  try {
    // Signed out meanwhile (the worker clears the hint with this answer): nobody is signed in.
    return await unwrapOrNullOn(api.auth.me.$get(), 401)
  } catch (error) {
    // Offline: the profile last seen on this device (features/offline keeps it up to date).
    const unreachable = error instanceof ApiError && meansApiUnreachable(error)
    const saved = unreachable ? savedProfile() : null
    if (saved) return saved
    throw error
  }
}

export const authQueries = {
  me: () =>
    queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: fetchUser, staleTime: 5 * 60_000 }),
}

export function useUser() {
  return useQuery(authQueries.me())
}

/** Registration without the phone, which is verified later. */
export type RegisterInput = Omit<z.input<typeof registerSchema>, 'phone'>

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: LoginInput) => unwrap(api.auth.login.$post({ json: input })),
    onSuccess: (user) => queryClient.setQueryData(authQueries.me().queryKey, user),
  })
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    // The phone is verified later; registration sends it empty, as the spec says.
    mutationFn: (input: RegisterInput) =>
      unwrap(api.auth.register.$post({ json: { ...input, phone: '' } })),
    onSuccess: (user) => queryClient.setQueryData(authQueries.me().queryKey, user),
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(api.auth.logout.$post()),
    onSettled: () => {
      clearShopperData()
      queryClient.setQueryData(authQueries.me().queryKey, null)
      queryClient.removeQueries({ queryKey: orderQueries.all() })
    },
  })
}
