// A streamed restore's staging tables: `staging_<table>` beside each backed-up table, with its
// columns and no constraint, filled a page at a time while the file is read, then swapped in with
// one atomic batch (the live tables' keys and foreign keys are checked there: a failing statement
// rolls the whole swap back). They are made afresh by each restore and dropped after it.
import { getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm'
import { getTableConfig, SQLiteAsyncDialect, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import {
  cashDifferences,
  cashLedger,
  courierPlaceMap,
  courierStatements,
  garageBikes,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orders,
  paymentEvents,
  payments,
  phoneRefusals,
  productFitments,
  products,
  reviews,
  settings,
  shipments,
  shipmentSteps,
  stockAlerts,
  supportMessages,
  users,
  vehicles,
} from '../schema'
import { rowsPerInsert } from './chunks'

/** The staged tables by name, in the order the swap inserts them (a row after those it names). */
const STAGED = {
  users,
  products,
  vehicles,
  productFitments,
  garageBikes,
  reviews,
  stockAlerts,
  orders,
  orderItems,
  orderEvents,
  payments,
  paymentEvents,
  shipments,
  shipmentSteps,
  courierPlaceMap,
  cashLedger,
  courierStatements,
  cashDifferences,
  phoneRefusals,
  supportMessages,
  newsletterSubscribers,
  settings,
} as const
export type StagedName = keyof typeof STAGED
type StagedTable = (typeof STAGED)[StagedName]
const STAGED_TABLES: readonly StagedTable[] = Object.values(STAGED)

/** The tables that name a user by `user_id` (all nullable but the garage's). */
const USER_REFERENCES = [orders, reviews, stockAlerts, garageBikes, supportMessages] as const

const staging = (table: Table) => sql.identifier(`staging_${getTableName(table)}`)
const columnList = (table: Table) =>
  sql.join(
    Object.values(getTableColumns(table)).map((c) => sql.identifier(c.name)),
    sql`, `,
  )

const dialect = new SQLiteAsyncDialect()

/** Runs the statements as one D1 batch (drizzle's own batch cannot bind a raw statement's
 * values), so they all apply or none does. */
export async function runStatements(db: Db, statements: SQL[]): Promise<D1Result[]> {
  if (!statements.length) return []
  return db.$client.batch(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement)
      return db.$client.prepare(query.sql).bind(...query.params)
    }),
  )
}

const dropStatements = () => STAGED_TABLES.map((t) => sql`DROP TABLE IF EXISTS ${staging(t)}`)

/** Fresh, empty staging tables (a restore that died left its own behind). */
export async function createStagingTables(db: Db): Promise<void> {
  await runStatements(db, [
    ...dropStatements(),
    ...STAGED_TABLES.map((t) => sql`CREATE TABLE ${staging(t)} (${columnList(t)})`),
  ])
}

export async function dropStagingTables(db: Db): Promise<void> {
  await runStatements(db, dropStatements())
}

/** A column's value as the live table's insert would write it (its default when absent). */
function valueOf(column: SQLiteColumn, value: unknown): unknown {
  if (value !== undefined) return value
  if (column.defaultFn) return column.defaultFn()
  return column.default ?? null
}

/** The INSERTs into `table`'s staging table that write `rows` (each keyed by the table's fields,
 * as its codec makes them), within D1's parameter limit. */
export function stagedInserts(name: StagedName, rows: readonly object[]): SQL[] {
  const table = STAGED[name]
  const columns = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]
  const perStatement = Math.max(1, rowsPerInsert(columns.length))
  const statements: SQL[] = []
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows.slice(i, i + perStatement).map(
      (row) =>
        sql`(${sql.join(
          columns.map(([key, column]) =>
            sql.param(valueOf(column, (row as Record<string, unknown>)[key]), column),
          ),
          sql`, `,
        )})`,
    )
    statements.push(
      sql`INSERT INTO ${staging(table)} (${columnList(table)}) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
  return statements
}

/**
 * The restoring admin keeps their own account: the file's record of their e-mail is dropped and
 * what names it names them; a file user holding their id moves to a free id. Also, a user written
 * without a hash (`noPassword`) keeps the hash of today's account of that e-mail. Returns how many
 * file users were dropped (0 or 1).
 */
export async function settleStagedUsers(
  db: Db,
  admin: { id: number; email: string },
  noPassword: string,
): Promise<number> {
  const stagedUsers = staging(users)
  const email = admin.email.toLowerCase()
  const [own, holder, top] = (
    await runStatements(db, [
      sql`SELECT id FROM ${stagedUsers} WHERE email = ${email}`,
      sql`SELECT id FROM ${stagedUsers} WHERE id = ${admin.id} AND email != ${email}`,
      sql`SELECT max(id) AS id FROM ${stagedUsers}`,
    ])
  ).map((result) => result.results as { id: number | null }[])
  const ownId = own?.[0]?.id
  const moves: [number, number][] = []
  // First the holder of the admin's id (to a free one), then the admin's record (onto the admin).
  if (holder?.length) moves.push([admin.id, Math.max(admin.id, top?.[0]?.id ?? 0) + 1])
  if (ownId != null && ownId !== admin.id) moves.push([ownId, admin.id])
  const statements: SQL[] = []
  for (const [from, to] of moves) {
    for (const table of USER_REFERENCES)
      statements.push(sql`UPDATE ${staging(table)} SET user_id = ${to} WHERE user_id = ${from}`)
    if (from === admin.id)
      statements.push(sql`UPDATE ${stagedUsers} SET id = ${to} WHERE id = ${from}`)
  }
  statements.push(
    sql`DELETE FROM ${stagedUsers} WHERE email = ${email}`,
    sql`UPDATE ${stagedUsers} SET password_hash = coalesce((SELECT u.password_hash FROM ${users} u WHERE u.email = ${stagedUsers}.email), ${noPassword}) WHERE password_hash = ${noPassword}`,
  )
  await runStatements(db, statements)
  return ownId == null ? 0 : 1
}

/**
 * The staged rows of `table` into the live one. The file is read a page at a time from a shop that
 * keeps taking orders, so it is no snapshot: a row written while it was read may name one that
 * is not in the file (an order of a customer who registered after the users were read). Such a
 * reference is settled as its foreign key settles a deletion: a `set null` one is left empty, and
 * a row whose `cascade` (or `restrict`) parent is not there is left out. The parents are inserted
 * first (STAGED's order), so the check reads the live tables as they will be.
 */
function copyIn(table: StagedTable) {
  const nullable = new Map<string, SQL>()
  const required: SQL[] = []
  for (const key of getTableConfig(table).foreignKeys) {
    const { columns, foreignColumns, foreignTable } = key.reference()
    const [column, parentColumn] = [columns[0], foreignColumns[0]]
    if (!column || !parentColumn) continue
    const name = sql.identifier(column.name)
    const known = sql`${name} IN (SELECT ${sql.identifier(parentColumn.name)} FROM ${foreignTable})`
    if (key.onDelete === 'set null')
      nullable.set(column.name, sql`CASE WHEN ${known} THEN ${name} END`)
    else required.push(sql`(${name} IS NULL OR ${known})`)
  }
  const names = Object.values(getTableColumns(table as Table)).map((c) => c.name)
  const values = names.map((name) => nullable.get(name) ?? sql.identifier(name))
  const where = required.length ? sql` WHERE ${sql.join(required, sql` AND `)}` : sql``
  return sql`INSERT INTO ${table} (${columnList(table)}) SELECT ${sql.join(values, sql`, `)} FROM ${staging(table)}${where}`
}

/**
 * Today's backed-up rows replaced by the staged ones in one atomic batch: every user but
 * `keepUserId`, and with deleted orders and users what cascades from them. The settings row is
 * written over; rows the file has no place for (sign-ins of the admin, analytics...) stay.
 */
export async function swapInStaged(db: Db, keepUserId: number): Promise<void> {
  const replaced = [
    orders,
    courierPlaceMap,
    cashLedger,
    courierStatements,
    cashDifferences,
    phoneRefusals,
    reviews,
    stockAlerts,
    productFitments,
    garageBikes,
    products,
    vehicles,
    supportMessages,
    newsletterSubscribers,
  ]
  await runStatements(db, [
    ...replaced.map((table) => sql`DELETE FROM ${table}`),
    sql`DELETE FROM ${users} WHERE id != ${keepUserId}`,
    ...STAGED_TABLES.filter((t) => t !== settings).map(copyIn),
    sql`INSERT INTO ${settings} (key, value) SELECT key, value FROM ${staging(settings)} WHERE true ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  ])
}
