// The owner's texts (every admin namespace and the Deliveries page's), loadable from here on: this
// module runs in the dashboard's and the admin pages' chunks, never in the storefront's first load.
import { addLocales } from '@/lib/i18n'

const owners = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/admin*.json', '../../locales/*/deliveries.json'],
  { import: 'default' },
)
/** Every namespace of the owner's side: the dashboard fetches them all with its code, so no tab or
 * tool the owner opens waits for its texts (each wait held a spinner for 300 ms or more). */
export const OWNER_NAMESPACES = Object.keys(owners)
  .filter((path) => path.includes('/en/'))
  .map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'))

// Named as i18n.ts names its own: `../locales/<language>/<namespace>.json`.
addLocales(
  Object.fromEntries(
    Object.entries(owners).map(([path, load]) => [
      path.replace('../../locales/', '../locales/'),
      load,
    ]),
  ),
)
