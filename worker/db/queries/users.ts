// User storage. Rows carry the password hash; userCodec.toApi is the only shape that leaves the API.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { AdminSearchQuery } from '../../schemas/admin-list'
import type { Db } from '../client'
import type { UserRow } from '../codecs/user'
import { users } from '../schema'
import { indexedText, newestFirstPage, rowsOf, type Page } from './keyset'

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get()
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get()
}

/** Every account, newest first (the backup). */
export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).all()
}

/** The users tab: a page of accounts, newest first, whose name or e-mail holds the search. */
export function listUsersPage(db: Db, query: AdminSearchQuery): Promise<Page<UserRow>> {
  const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`
  const match = indexedText(
    users.id,
    { table: 'user_search', key: 'rowid' },
    [fullName, sql`${users.email}`],
    query.search ?? '',
  )
  return newestFirstPage(
    db,
    {
      tag: 'users',
      table: users,
      createdAt: users.createdAt,
      id: users.id,
      idKind: 'integer',
      idOf: (user) => user.id,
      read: rowsOf(db, users),
    },
    query,
    match ? [match] : [],
    match ? undefined : 'users',
  )
}

export interface NewUser {
  email: string
  firstName: string
  lastName: string
  phone: string
  passwordHash: string
  role?: UserRow['role']
  language?: UserRow['language']
  /** Set when the account is signed in as it is made (a registration). */
  lastLogin?: string
}

/** Returns undefined when the email is taken (the unique index decides, so races are safe). */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow | undefined> {
  const stamp = now.toISOString()
  return db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase(), createdAt: stamp, updatedAt: stamp })
    .onConflictDoNothing({ target: users.email })
    .returning()
    .get()
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'phone' | 'role'>>,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .update(users)
    .set({
      ...changes,
      // A different number, or address, is not verified yet.
      ...(changes.phone !== undefined && {
        phoneVerified: sql`${users.phoneVerified} AND ${users.phone} = ${changes.phone}`,
      }),
      ...(changes.email !== undefined && {
        emailVerifiedAt: sql`CASE WHEN ${users.email} = ${changes.email} THEN ${users.emailVerifiedAt} END`,
      }),
      updatedAt: now.toISOString(),
    })
    .where(eq(users.id, id))
    .returning()
    .get()
}

/** The user proved they read `email` (still the account's address). */
export async function markEmailVerified(
  db: Db,
  id: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ emailVerifiedAt: now.toISOString() })
    .where(and(eq(users.id, id), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
  return marked.length > 0
}

/** The user proved they hold this (normalised) number. */
export async function markPhoneVerified(
  db: Db,
  id: number,
  phone: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .update(users)
    .set({ phone, phoneVerified: true, updatedAt: now.toISOString() })
    .where(eq(users.id, id))
    .returning()
    .get()
}

export async function recordLogin(db: Db, id: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLogin: now.toISOString() }).where(eq(users.id, id))
}

/** Sets a new password and ends every existing session of the user. */
export async function setPassword(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: now.toISOString(),
    })
    .where(eq(users.id, id))
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return deleted.length > 0
}
