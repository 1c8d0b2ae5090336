// One interface for every courier (one module each beside this file): create a shipment, read its
// status, cancel it, read the statements of money paid to the shop, read the courier's places,
// and verify a status notification where the courier sends them. How to call a courier (timeouts,
// tokens, what its errors mean) is the payments' provider-kit: a courier is called like a payment
// provider, and fails with the same ProviderError kinds.
import type { CourierId, CourierStep } from '../../domain/couriers'
import type { Dinars } from '../../domain/money'

/** The receiver's place, in the shop's words and in the courier's ids (courier_place_map). */
export interface ShipmentAddress {
  governorate: string
  city: string
  area: string
  landmark: string
  courierCityId: string
  courierRegionId: string
}

export interface NewShipment {
  /** Our order id: the courier's custom / merchant order id where it keeps one (idempotency). */
  orderId: string
  receiverName: string
  /** "+964 7XX XXX XXXX" (domain/iraq-address iraqiMobile); each module writes it its way. */
  receiverPhone: string
  address: ShipmentAddress
  /** The cash to collect at the door: the order's total for cash on delivery, 0 when paid. */
  amountToCollect: Dinars
  /** How many pieces are in the parcel. */
  itemsCount: number
  /** What is in the parcel, as the courier's driver reads it. */
  description: string
  /** A note for the driver (the order number and the landmark). */
  note: string
}

export interface CreatedShipment {
  /** The courier's id of the parcel (its tracking reference). */
  reference: string
  /** Where the parcel's label (PDF) is, when the courier gives one. */
  labelUrl: string | null
  /** The courier's fee for the parcel, when its answer says. */
  fee: Dinars | null
  /** The courier's own status word for the new parcel. */
  courierStatus: string
}

/** A parcel's status as the courier reports it (a poll, or a verified notification). */
export interface ShipmentReport {
  reference: string
  /** Our order id, where the courier echoes it. */
  orderId: string | null
  /** The courier's own status word (shown on the tracking page and in the dashboard). */
  courierStatus: string
  /** What it means for the order (null: a step that moves nothing). */
  step: CourierStep
  /** When the courier says it happened (ISO), or null. */
  at: string | null
  /** The courier's fee, when the report says. */
  fee: Dinars | null
}

/** One parcel on a courier's statement of money paid to the shop. */
export interface StatementLine {
  reference: string
  orderId: string | null
  /** What the courier says it collected at the door. */
  collected: Dinars
  fee: Dinars
  /** What it paid for the parcel. */
  net: Dinars
}

/** A courier's statement (Al-Waseet's merchant invoice): money paid to the shop for parcels. */
export interface CourierStatement {
  reference: string
  /** When it was paid (ISO). */
  paidAt: string
  amount: Dinars
  /** Only statements the courier says are paid count; an unpaid invoice is not read. */
  lines: StatementLine[]
}

/** One of the courier's places: its cities (parentId '') and each city's regions. */
export interface CourierPlace {
  id: string
  name: string
  parentId: string
}

export interface Courier {
  readonly id: CourierId
  /** The courier's documented rate limit: at most `requests` calls in `perSeconds`, and how many
   * parcels one status read may name. */
  readonly limits: { requests: number; perSeconds: number; statusBatch: number }
  /** Whether the courier posts status notifications (else the cron polls). */
  readonly notifies: boolean
  create(shipment: NewShipment): Promise<CreatedShipment>
  /** Reads the parcels' statuses, at most `limits.statusBatch` references in one call. */
  statuses(references: readonly string[]): Promise<ShipmentReport[]>
  cancel(reference: string): Promise<void>
  /** The parcel's label (`CreatedShipment.labelUrl`), fetched as the courier serves it: with its
   * authentication where the label is behind it, so the dashboard shows it through the shop. */
  label(labelUrl: string): Promise<Response>
  /** The paid statements the courier lists (newest first as it gives them). */
  statements(): Promise<CourierStatement[]>
  /** Its cities, and the regions of one city. */
  cities(): Promise<CourierPlace[]>
  regions(cityId: string): Promise<CourierPlace[]>
  /**
   * The reports a notification carries when it holds (authenticated as the courier documents);
   * null for one that does not. Couriers that do not notify answer null.
   */
  notification(request: Request): Promise<ShipmentReport[] | null>
}
