// A search typed on a Kurdish or Persian keyboard (its own kaf, yeh and haa) finds the Arabic
// catalogue, a product written on one is found from an Arabic keyboard, and migration 0036
// rewrites an index stored before.
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { api, makeProduct, unique } from './helpers'
import { emptyStorage } from './storage'

beforeEach(emptyStorage)

const searchIds = async (q: string) => {
  const { body } = await api('GET', `/products?search=${encodeURIComponent(q)}`)
  return (body.data as { id: number }[]).map((p) => p.id)
}

describe('search from a Kurdish keyboard', () => {
  it('finds the Arabic names by the letters that look the same', async () => {
    const tag = `kb${unique()}`
    const clutch = await makeProduct({ name: `Clutch Kit ${tag}`, nameAr: `طقم كلتش ${tag}` })
    const helmet = await makeProduct({ name: `Kids Helmet ${tag}`, nameAr: `خوذة أطفال ${tag}` })
    const battery = await makeProduct({ name: `Battery ${tag}`, nameAr: `بطارية ليثيوم ${tag}` })
    // keheh (ک), ae (ە), Farsi yeh (ی), heh doachashmee (ھ): each found nothing.
    expect(await searchIds(`کلتش ${tag}`)).toEqual([clutch.id])
    expect(await searchIds(`خوذە ${tag}`)).toEqual([helmet.id])
    expect(await searchIds(`بطاریە ${tag}`)).toEqual([battery.id])
    expect(await searchIds(`خوذھ ${tag}`)).toEqual([helmet.id])
  })

  it('finds a product the owner wrote on one from an Arabic keyboard', async () => {
    const tag = `kb${unique()}`
    const mount = await makeProduct({ name: `Phone Mount ${tag}`, nameAr: `حامل موبایل ${tag}` })
    expect(await searchIds(`موبايل ${tag}`)).toEqual([mount.id])
  })

  it('migration 0036 rewrites an index stored with those letters', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name === '0036_search_keyboard_letters.sql')
    if (!migration) throw new Error('0036_search_keyboard_letters.sql is not among the migrations')
    const tag = `kb${unique()}`
    const mount = await makeProduct({ name: `Phone Mount ${tag}` })
    // As the shop stored a name typed on a Kurdish keyboard before this normal form.
    await env.DB.prepare('UPDATE products SET search_name = ?, search_text = ? WHERE id = ?')
      .bind(`phone mount ${tag} حامل موبایل`, 'کاور', mount.id)
      .run()
    expect(await searchIds(`موبايل ${tag}`)).toEqual([])

    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)))
    const row = await env.DB.prepare('SELECT search_name, search_text FROM products WHERE id = ?')
      .bind(mount.id)
      .first<{ search_name: string; search_text: string }>()
    expect(row).toEqual({ search_name: `phone mount ${tag} حامل موبايل`, search_text: 'كاور' })
    expect(await searchIds(`موبايل ${tag}`)).toEqual([mount.id])
  })
})
