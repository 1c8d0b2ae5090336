// The places the local couriers know: every governorate, each with regions written as Iraqi
// couriers' lists write them (no hamza on alef, «ه» for «ة» now and then, a district's centre as
// «مركز …»), so that `npm start`'s Refresh places matches most of the shop's cities by name and
// leaves the few a real list leaves too (Karkh and Rusafa are sides of Baghdad, not regions; Basra
// city is its districts; Koya and Mergasur go by other names; Makhmur is listed under Erbil; Halabja
// is a governorate of its own since 2025) to be chosen by hand. Our own list, not a courier's: the real one is read from the courier by Refresh places.

export interface CourierGovernorate {
  /** The governorate as the courier names it (Al-Waseet's city_name). */
  name: string
  /** Boxy's province code (worker/services/couriers/boxy.ts). */
  boxy: string
  regions: readonly string[]
}

export const COURIER_GOVERNORATES: readonly CourierGovernorate[] = [
  {
    name: 'بغداد',
    boxy: 'BGD',
    regions: [
      'المنصور',
      'الكرادة',
      'الشعب',
      'زيونة',
      'الاعظمية',
      'الكاظمية',
      'مدينة الصدر',
      'بغداد الجديدة',
      'الدورة',
      'الشعلة',
      'الزعفرانية',
      'ابو غريب',
      'المحمودية',
      'اليوسفية',
      'التاجي',
      'الطارمية',
      'المدائن',
      'اليرموك',
      'حي الجامعة',
      'الغزالية',
      'البياع',
    ],
  },
  {
    name: 'البصرة',
    boxy: 'BSR',
    regions: [
      'العشار',
      'الجزائر',
      'الزبير',
      'ابو الخصيب',
      'القرنة',
      'شط العرب',
      'الفاو',
      'المدينة',
      'ام قصر',
    ],
  },
  {
    name: 'نينوى',
    boxy: 'NIN',
    regions: ['الموصل', 'تلعفر', 'سنجار', 'الحمدانية', 'تلكيف', 'الشيخان', 'الحضر', 'البعاج'],
  },
  {
    name: 'اربيل',
    boxy: 'EBL',
    regions: ['مركز اربيل', 'شقلاوة', 'سوران', 'كويه', 'ميركه سور', 'جومان', 'خبات', 'مخمور'],
  },
  {
    name: 'السليمانية',
    boxy: 'SLI',
    regions: [
      'مركز السليمانية',
      'جمجمال',
      'دوكان',
      'بنجوين',
      'شاربازير',
      'رانيه',
      'بشدر',
      'دربندخان',
      'كلار',
    ],
  },
  { name: 'حلبجة', boxy: 'HJB', regions: ['مركز حلبجة', 'سيد صادق'] },
  { name: 'دهوك', boxy: 'DHK', regions: ['دهوك', 'زاخو', 'العمادية', 'سميل', 'عقرة'] },
  { name: 'كركوك', boxy: 'KIK', regions: ['كركوك', 'الحويجة', 'داقوق', 'الدبس'] },
  {
    name: 'الانبار',
    boxy: 'ANB',
    regions: ['الرمادي', 'الفلوجة', 'هيت', 'حديثة', 'عنة', 'راوه', 'القائم', 'الرطبة'],
  },
  {
    name: 'ديالى',
    boxy: 'DIL',
    regions: ['بعقوبة', 'المقدادية', 'الخالص', 'خانقين', 'بلدروز', 'كفري'],
  },
  {
    name: 'صلاح الدين',
    boxy: 'SAL',
    regions: ['تكريت', 'سامراء', 'بلد', 'بيجي', 'الدجيل', 'طوز خورماتو', 'الشرقاط', 'الدور'],
  },
  {
    name: 'بابل',
    boxy: 'BBL',
    regions: ['الحلة', 'المسيب', 'المحاويل', 'الهاشمية', 'القاسم', 'الاسكندرية'],
  },
  { name: 'كربلاء', boxy: 'KRL', regions: ['مركز كربلاء', 'الهندية', 'عين التمر'] },
  { name: 'النجف', boxy: 'NJF', regions: ['النجف', 'الكوفة', 'المناذرة', 'المشخاب'] },
  { name: 'الديوانية', boxy: 'QAD', regions: ['الديوانية', 'عفك', 'الشامية', 'الحمزة'] },
  {
    name: 'واسط',
    boxy: 'WAS',
    regions: ['الكوت', 'النعمانية', 'الصويرة', 'العزيزية', 'الحي', 'بدرة'],
  },
  {
    name: 'ميسان',
    boxy: 'MSN',
    regions: ['العمارة', 'المجر الكبير', 'قلعة صالح', 'علي الغربي', 'الميمونة', 'الكحلاء'],
  },
  {
    name: 'ذي قار',
    boxy: 'DQA',
    regions: ['الناصرية', 'الشطرة', 'الرفاعي', 'سوق الشيوخ', 'الجبايش'],
  },
  { name: 'المثنى', boxy: 'MUT', regions: ['السماوة', 'الرميثة', 'الخضر', 'السلمان'] },
]
