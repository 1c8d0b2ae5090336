// The shapes the API answers with, read from the worker's routes so they never drift.
import type { DataOf, api } from './api-client'

type Call<F extends (...args: never[]) => unknown> = DataOf<Awaited<ReturnType<F>>>

export type Product = Call<typeof api.products.$get>[number]
export type ProductDetail = Call<(typeof api.products)[':id']['$get']>
export type Review = ProductDetail['reviews_data'][number]
export type User = Call<typeof api.auth.me.$get>
export type Order = Call<(typeof api.orders)[':userId']['$get']>[number]
export type ShopSettings = Call<typeof api.settings.$get>
