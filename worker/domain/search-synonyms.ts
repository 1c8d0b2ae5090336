// Words that mean the same part to a shopper in Iraq: the makes in Arabic letters, the shop words
// of Baghdad's market next to the standard Arabic and English ones. Expanded at query time, so
// adding a group here needs no reindexing. Each entry may be several words ("كي تي ام").
import { normalizeSearch } from './search-normalize'

const GROUPS: readonly (readonly string[])[] = [
  ['honda', 'هوندا'],
  ['yamaha', 'ياماها'],
  ['kawasaki', 'كاواساكي'],
  ['suzuki', 'سوزوكي'],
  ['ktm', 'كي تي ام'],
  ['bmw', 'بي ام دبليو'],
  ['ducati', 'دوكاتي'],
  ['harley', 'هارلي'],
  ['tire', 'tyre', 'تاير', 'تايرات', 'إطار', 'إطارات', 'كفر', 'كفرات'],
  ['brake', 'بريك', 'بريكات', 'فرامل'],
  ['battery', 'بطارية', 'بطاريات', 'باتري', 'باتريات'],
  ['oil', 'زيت', 'دهن'],
  ['helmet', 'خوذة', 'خوذ', 'خوده', 'كاسكيت', 'كاسكيتات', 'هلمت', 'هلمتات'],
  ['chain', 'جنزير', 'جنازير', 'زنجيل', 'زناجيل', 'سلسلة', 'سلاسل'],
  ['filter', 'فلتر', 'فلاتر', 'فلترات'],
  ['mirror', 'mirrors', 'مراية', 'مرايات', 'مرآة', 'مرايا'],
  [
    'light',
    'lamp',
    'bulb',
    'ضوء',
    'أضواء',
    'لايت',
    'لايتات',
    'لمبة',
    'لمبات',
    'مصباح',
    'مصابيح',
    'كلوب',
    'كلوبات',
    'كشاف',
    'كشافات',
  ],
  ['led', 'ليد'],
  ['exhaust', 'اكزوز', 'اكزوزات', 'عادم', 'شكمان'],
  ['gloves', 'glove', 'كفوف', 'جفوف', 'قفازات'],
  // Parts as a mechanic in Baghdad names them, beside the standard Arabic the catalogue is
  // written in: the bulb (كلوب) and the lamp (كشاف), the gloves (جفوف), the plug (بلك، سبارك), the clutch (كلج), the pads (فحمات), the indicators (غماز),
  // the rim (جنط), the engine (مكينة), the tank (تانكي), the starter (سلف), a cable (واير), the
  // chain (زنجيل), the battery (باتري). A shopper types the plural as often ("بريكات", "جنوط"), and a
  // prefix cannot reach it.
  ['spark', 'بواجي', 'بوجي', 'بلك', 'بلكات', 'سبارك', 'شمعة'],
  ['clutch', 'كلتش', 'كلج', 'قابض', 'دبرياج'],
  ['pads', 'pad', 'فحمات', 'فحمة'],
  ['disc', 'disk', 'ديسك', 'ديسكات', 'قرص', 'أقراص'],
  ['horn', 'هورن', 'هارن', 'بوق', 'منبه', 'زمور'],
  ['signals', 'signal', 'indicator', 'indicators', 'اشارات', 'غماز', 'غمازات'],
  ['wheel', 'rim', 'جنط', 'جنطة', 'جنوط', 'عجلة', 'عجلات'],
  ['engine', 'مكينة', 'ماكينة', 'محرك'],
  ['tank', 'تانكي', 'خزان'],
  ['jacket', 'جاكيت', 'جاكيتات', 'جاكت', 'سترة'],
  ['boots', 'boot', 'بوت', 'بوتات', 'حذاء', 'أحذية'],
  ['piston', 'بستن', 'بساتن', 'مكبس'],
  ['carburetor', 'carburettor', 'كاربريتر', 'كاربوريتر', 'مكربن'],
  ['starter', 'سلف', 'ستارتر'],
  ['radiator', 'رديتر', 'رديترات', 'راديتر', 'مبرد'],
  ['bearing', 'bearings', 'بلبرينك', 'بلبرينكات', 'محمل', 'محامل'],
  ['cable', 'cables', 'واير', 'وايرات', 'كيبل', 'سلك', 'أسلاك'],
  ['sprocket', 'ترس', 'تروس', 'مسنن'],
  ['visor', 'فايزر'],
]

/** Model families as riders say them in Arabic letters ("سي بي آر" is CBR). A part names the
 * model whole ("CBR600RR"), so a family's Latin spelling is always matched as a prefix. */
const FAMILIES: readonly (readonly [latin: string, ...spellings: string[]])[] = [
  ['cbr', 'سي بي آر'],
  ['cb', 'سي بي'],
  ['crf', 'سي آر اف'],
  ['africa', 'أفريكا', 'افريقيا'],
  ['gsx', 'جي اس اكس'],
  ['ninja', 'نينجا'],
  ['duke', 'ديوك', 'دوك'],
  ['tenere', 'تينيري'],
  ['versys', 'فيرسيس'],
  ['strom', 'ستروم'],
  ['yzf', 'واي زد اف'],
  ['mt', 'ام تي'],
]

/** The Latin spellings matched as prefixes wherever they stand in a search. */
export const PREFIX_SPELLINGS: ReadonlySet<string> = new Set(FAMILIES.map(([latin]) => latin))

/** Every spelling in search's normal form, each naming the group it belongs to. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  [...GROUPS, ...FAMILIES].flatMap((group) => {
    const spellings = group.map(normalizeSearch)
    return spellings.map((spelling) => [spelling, spellings] as const)
  }),
)

/** The longest entry, in words: how far ahead a query is read for a multi-word spelling. */
export const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((s) => s.split(' ').length))
