// The shop's places: the cities and districts of each governorate that checkout offers (the
// governorate's centre and its districts, and for Baghdad the areas couriers name), each with a
// stable id stored in the order, and the one normal form place names are compared in.
import type { GovernorateId } from './iraq-address'
import { normalizeSearch } from './search-normalize'

/** [id, English, Arabic]; an id is unique across Iraq and never changes (orders keep it). */
type Place = readonly [id: string, en: string, ar: string]

const PLACES: Record<GovernorateId, readonly Place[]> = {
  baghdad: [
    ['karkh', 'Karkh', 'الكرخ'],
    ['rusafa', 'Rusafa', 'الرصافة'],
    ['adhamiya', 'Adhamiya', 'الأعظمية'],
    ['kadhimiya', 'Kadhimiya', 'الكاظمية'],
    ['mansour', 'Mansour', 'المنصور'],
    ['sadr-city', 'Sadr City', 'مدينة الصدر'],
    ['karrada', 'Karrada', 'الكرادة'],
    ['new-baghdad', 'New Baghdad', 'بغداد الجديدة'],
    ['dora', 'Dora', 'الدورة'],
    ['shula', 'Shula', 'الشعلة'],
    ['zafaraniya', 'Zafaraniya', 'الزعفرانية'],
    ['abu-ghraib', 'Abu Ghraib', 'أبو غريب'],
    ['mahmudiya', 'Mahmudiya', 'المحمودية'],
    ['yusufiya', 'Yusufiya', 'اليوسفية'],
    ['taji', 'Taji', 'التاجي'],
    ['tarmiyah', 'Tarmiyah', 'الطارمية'],
    ['madain', 'Madain', 'المدائن'],
  ],
  basra: [
    ['basra', 'Basra', 'البصرة'],
    ['zubair', 'Zubair', 'الزبير'],
    ['abu-al-khaseeb', 'Abu Al-Khaseeb', 'أبو الخصيب'],
    ['qurna', 'Qurna', 'القرنة'],
    ['shatt-al-arab', 'Shatt Al-Arab', 'شط العرب'],
    ['fao', 'Fao', 'الفاو'],
    ['midaina', 'Midaina', 'المدينة'],
    ['umm-qasr', 'Umm Qasr', 'أم قصر'],
  ],
  nineveh: [
    ['mosul', 'Mosul', 'الموصل'],
    ['tel-afar', 'Tel Afar', 'تلعفر'],
    ['sinjar', 'Sinjar', 'سنجار'],
    ['hamdaniya', 'Hamdaniya', 'الحمدانية'],
    ['tel-kaif', 'Tel Kaif', 'تلكيف'],
    ['shekhan', 'Shekhan', 'الشيخان'],
    ['hatra', 'Hatra', 'الحضر'],
    ['baaj', 'Baaj', 'البعاج'],
    ['makhmur', 'Makhmur', 'مخمور'],
  ],
  erbil: [
    ['erbil', 'Erbil', 'أربيل'],
    ['shaqlawa', 'Shaqlawa', 'شقلاوة'],
    ['soran', 'Soran', 'سوران'],
    ['koya', 'Koya', 'كويسنجق'],
    ['mergasur', 'Mergasur', 'ميركسور'],
    ['choman', 'Choman', 'جومان'],
    ['khabat', 'Khabat', 'خبات'],
  ],
  sulaymaniyah: [
    ['sulaymaniyah', 'Sulaymaniyah', 'السليمانية'],
    ['chamchamal', 'Chamchamal', 'جمجمال'],
    ['dukan', 'Dukan', 'دوكان'],
    ['penjwen', 'Penjwen', 'بنجوين'],
    ['sharbazher', 'Sharbazher', 'شاربازير'],
    ['ranya', 'Ranya', 'رانية'],
    ['pshdar', 'Pshdar', 'بشدر'],
    ['darbandikhan', 'Darbandikhan', 'دربندخان'],
    ['kalar', 'Kalar', 'كلار'],
    ['halabja', 'Halabja', 'حلبجة'],
  ],
  duhok: [
    ['duhok', 'Duhok', 'دهوك'],
    ['zakho', 'Zakho', 'زاخو'],
    ['amedi', 'Amedi', 'العمادية'],
    ['semel', 'Semel', 'سميل'],
    ['akre', 'Akre', 'عقرة'],
  ],
  kirkuk: [
    ['kirkuk', 'Kirkuk', 'كركوك'],
    ['hawija', 'Hawija', 'الحويجة'],
    ['daquq', 'Daquq', 'داقوق'],
    ['dibis', 'Dibis', 'الدبس'],
  ],
  anbar: [
    ['ramadi', 'Ramadi', 'الرمادي'],
    ['fallujah', 'Fallujah', 'الفلوجة'],
    ['hit', 'Hit', 'هيت'],
    ['haditha', 'Haditha', 'حديثة'],
    ['anah', 'Anah', 'عنه'],
    ['rawa', 'Rawa', 'راوة'],
    ['qaim', 'Al-Qaim', 'القائم'],
    ['rutba', 'Rutba', 'الرطبة'],
  ],
  diyala: [
    ['baqubah', 'Baqubah', 'بعقوبة'],
    ['muqdadiya', 'Muqdadiya', 'المقدادية'],
    ['khalis', 'Khalis', 'الخالص'],
    ['khanaqin', 'Khanaqin', 'خانقين'],
    ['baladruz', 'Baladruz', 'بلدروز'],
    ['kifri', 'Kifri', 'كفري'],
  ],
  salahaddin: [
    ['tikrit', 'Tikrit', 'تكريت'],
    ['samarra', 'Samarra', 'سامراء'],
    ['balad', 'Balad', 'بلد'],
    ['baiji', 'Baiji', 'بيجي'],
    ['dujail', 'Dujail', 'الدجيل'],
    ['tuz-khurmatu', 'Tuz Khurmatu', 'طوز خورماتو'],
    ['shirqat', 'Shirqat', 'الشرقاط'],
    ['dour', 'Dour', 'الدور'],
  ],
  babil: [
    ['hillah', 'Hillah', 'الحلة'],
    ['musayyib', 'Musayyib', 'المسيب'],
    ['mahawil', 'Mahawil', 'المحاويل'],
    ['hashimiya', 'Hashimiya', 'الهاشمية'],
    ['qasim', 'Qasim', 'القاسم'],
    ['iskandariya', 'Iskandariya', 'الإسكندرية'],
  ],
  karbala: [
    ['karbala', 'Karbala', 'كربلاء'],
    ['hindiya', 'Hindiya', 'الهندية'],
    ['ain-al-tamur', 'Ain Al-Tamur', 'عين التمر'],
  ],
  najaf: [
    ['najaf', 'Najaf', 'النجف'],
    ['kufa', 'Kufa', 'الكوفة'],
    ['manathera', 'Manathera', 'المناذرة'],
    ['mishkhab', 'Mishkhab', 'المشخاب'],
  ],
  qadisiyah: [
    ['diwaniyah', 'Diwaniyah', 'الديوانية'],
    ['afak', 'Afak', 'عفك'],
    ['shamiya', 'Shamiya', 'الشامية'],
    ['hamza', 'Hamza', 'الحمزة'],
  ],
  wasit: [
    ['kut', 'Kut', 'الكوت'],
    ['numaniyah', 'Numaniyah', 'النعمانية'],
    ['suwaira', 'Suwaira', 'الصويرة'],
    ['aziziyah', 'Aziziyah', 'العزيزية'],
    ['hai', 'Hai', 'الحي'],
    ['badra', 'Badra', 'بدرة'],
  ],
  maysan: [
    ['amarah', 'Amarah', 'العمارة'],
    ['majar-al-kabir', 'Majar Al-Kabir', 'المجر الكبير'],
    ['qalat-salih', 'Qalat Salih', 'قلعة صالح'],
    ['ali-al-gharbi', 'Ali Al-Gharbi', 'علي الغربي'],
    ['maimouna', 'Maimouna', 'الميمونة'],
    ['kahla', 'Kahla', 'الكحلاء'],
  ],
  'dhi-qar': [
    ['nasiriyah', 'Nasiriyah', 'الناصرية'],
    ['shatra', 'Shatra', 'الشطرة'],
    ['rifai', 'Rifai', 'الرفاعي'],
    ['suq-al-shuyukh', 'Suq Al-Shuyukh', 'سوق الشيوخ'],
    ['chibayish', 'Chibayish', 'الجبايش'],
  ],
  muthanna: [
    ['samawah', 'Samawah', 'السماوة'],
    ['rumaitha', 'Rumaitha', 'الرميثة'],
    ['khidhir', 'Khidhir', 'الخضر'],
    ['salman', 'Salman', 'السلمان'],
  ],
}

export interface ShopCity {
  id: string
  en: string
  ar: string
}

/** The cities checkout offers for a governorate, in the list's order (its centre first). */
export const citiesOf = (governorate: GovernorateId): ShopCity[] =>
  PLACES[governorate].map(([id, en, ar]) => ({ id, en, ar }))

/** Is this city id one of the governorate's cities? */
export const isCityOf = (governorate: GovernorateId, city: string): boolean =>
  PLACES[governorate].some(([id]) => id === city)

/** A city's name in the reader's language (English for any other); an order placed before cities
 * were a list holds the shopper's own text, which is shown as it is. */
export function cityName(city: string, language: string): string {
  for (const places of Object.values(PLACES)) {
    const found = places.find(([id]) => id === city)
    if (found) return language === 'ar' ? found[2] : found[1]
  }
  return city
}

/** Words that are not part of a place's name, as placeKey leaves them. */
const NOT_A_NAME = new Set(['al', 'el', 'قضاء', 'ناحيه', 'مركز', 'district', 'centre', 'center'])

/**
 * One form for comparing place names written by different hands ("Al-Zubair", "الزُّبَيْر",
 * "الزبير"): search's normal form (Arabic letter variants and Kurdish keyboards' letters,
 * diacritics, tatweel, case), without the article (a word "al" or "el", "ال" on a word), the
 * words courier lists put before a name (قضاء، ناحية، مركز, district, centre) and spaces, hyphens or
 * apostrophes.
 */
export function placeKey(name: string): string {
  return normalizeSearch(name)
    .split(/[\s\-\u2010-\u2013_'’]+/)
    .filter((word) => !NOT_A_NAME.has(word))
    .map((word) => word.replace(/^\u0627\u0644(?=\p{L}{3,})/u, ''))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** The governorate's city a shopper's id or name (English or Arabic, as placeKey reads it)
 * names, if any. */
export function cityNamed(governorate: GovernorateId, city: string): string | undefined {
  const key = placeKey(city)
  return PLACES[governorate].find(
    ([id, en, ar]) => id === city || placeKey(en) === key || placeKey(ar) === key,
  )?.[0]
}
