// The shop's opening catalogue: 36 products, 6 per category, in English and Arabic.
export type SeedCategory =
  'Helmets' | 'Engine Parts' | 'Braking System' | 'Electrical' | 'Tires & Wheels' | 'Accessories'
export type SeedBadge =
  'Racing Grade' | 'DOT Certified' | 'OEM Quality' | 'Waterproof' | '50% Brighter'
export interface SeedProduct {
  id: number // 1001..1036, in order
  category: SeedCategory
  name: string
  nameAr: string
  description: string // 120 to 450 characters
  descriptionAr: string // Modern Standard Arabic translation
  price: number // whole Iraqi dinars
  originalPrice?: number // set when discounted; higher than price
  badge?: SeedBadge
  stock: number
  sizes: string[] // riding gear only; [] otherwise
  features: string[]
  featuresAr: string[] // same count and order as features
  specifications: { name: string; nameAr: string; value: string; valueAr: string }[]
  compatibility: string // makes and models, or 'Universal'
  image: string // '/images/products/<folder>/<slug>.svg'
  images: string[] // images[0] === image
}

export const catalogue: SeedProduct[] = [
  // ------------------------------------------------------------------ Helmets
  {
    id: 1001,
    category: 'Helmets',
    name: 'Full-Face Sport Helmet',
    nameAr: 'خوذة رياضية كاملة الوجه',
    description:
      'Aerodynamic full-face helmet with a lightweight fibreglass composite shell, a wide anti-scratch visor with Pinlock-ready pins and a quick-release ratchet buckle. Six adjustable vents and a removable, washable liner keep your head cool on long rides through the Iraqi summer.',
    descriptionAr:
      'خوذة كاملة الوجه بتصميم انسيابي وقشرة خفيفة من ألياف الزجاج المركّبة، مع واقي وجه عريض مقاوم للخدش ومهيّأ لعدسة Pinlock المضادة للضباب، وإبزيم تثبيت سريع الفك. ست فتحات تهوية قابلة للتعديل وبطانة داخلية قابلة للنزع والغسل تحافظ على برودة الرأس في الرحلات الطويلة خلال صيف العراق.',
    price: 285000,
    originalPrice: 325000,
    badge: 'DOT Certified',
    stock: 8,
    sizes: ['S', 'M', 'L', 'XL'],
    features: [
      'Fibreglass composite shell',
      'Pinlock-ready anti-scratch visor',
      'Six adjustable air vents',
      'Removable, washable liner',
      'Quick-release ratchet buckle',
    ],
    featuresAr: [
      'قشرة من ألياف الزجاج المركّبة',
      'واقي وجه مقاوم للخدش ومهيّأ لعدسة Pinlock',
      'ست فتحات تهوية قابلة للتعديل',
      'بطانة قابلة للنزع والغسل',
      'إبزيم تثبيت سريع الفك',
    ],
    specifications: [
      { name: 'Weight', nameAr: 'الوزن', value: '1.45 kg', valueAr: '1.45 كغم' },
      {
        name: 'Shell material',
        nameAr: 'مادة القشرة',
        value: 'Fibreglass composite',
        valueAr: 'مركّب ألياف زجاجية',
      },
      {
        name: 'Certification',
        nameAr: 'الشهادة',
        value: 'DOT FMVSS 218, ECE 22.06',
        valueAr: 'DOT FMVSS 218، ECE 22.06',
      },
      {
        name: 'Visor',
        nameAr: 'واقي الوجه',
        value: 'Clear, 2.2 mm, anti-scratch',
        valueAr: 'شفاف، 2.2 ملم، مقاوم للخدش',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/full-face-sport-helmet.svg',
    images: [
      '/images/products/helmets/full-face-sport-helmet.svg',
      '/images/products/helmets/full-face-sport-helmet-2.svg',
      '/images/products/helmets/full-face-sport-helmet-3.svg',
    ],
  },
  {
    id: 1002,
    category: 'Helmets',
    name: 'Modular Flip-Up Touring Helmet',
    nameAr: 'خوذة رحلات قابلة للفتح (مودولار)',
    description:
      'Flip-up modular helmet: lift the chin bar at fuel stops and checkpoints without taking the helmet off. Integrated drop-down sun visor, micrometric chin-strap buckle and pre-cut pockets for Bluetooth intercom speakers.',
    descriptionAr:
      'خوذة مودولار بفك أمامي قابل للرفع، تتيح لك رفع واقي الذقن عند محطات الوقود ونقاط التفتيش دون خلع الخوذة. مزوّدة بنظارة شمسية داخلية قابلة للإنزال، وإبزيم ذقن دقيق الضبط، وتجاويف جاهزة لسماعات جهاز الاتصال اللاسلكي (البلوتوث).',
    price: 345000,
    badge: 'DOT Certified',
    stock: 4,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    features: [
      'Flip-up chin bar',
      'Integrated drop-down sun visor',
      'Intercom speaker pockets',
      'Micrometric chin-strap buckle',
    ],
    featuresAr: [
      'واقي ذقن قابل للرفع',
      'نظارة شمسية داخلية قابلة للإنزال',
      'تجاويف لسماعات جهاز الاتصال',
      'إبزيم ذقن دقيق الضبط',
    ],
    specifications: [
      { name: 'Weight', nameAr: 'الوزن', value: '1.65 kg', valueAr: '1.65 كغم' },
      {
        name: 'Shell material',
        nameAr: 'مادة القشرة',
        value: 'Polycarbonate',
        valueAr: 'بولي كربونات',
      },
      {
        name: 'Sun visor',
        nameAr: 'النظارة الشمسية',
        value: 'Integrated, drop-down',
        valueAr: 'مدمج، ينزل عند الحاجة',
      },
      {
        name: 'Certification',
        nameAr: 'الشهادة',
        value: 'DOT FMVSS 218, ECE 22.06',
        valueAr: 'DOT FMVSS 218، ECE 22.06',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/modular-flip-up-helmet.svg',
    images: [
      '/images/products/helmets/modular-flip-up-helmet.svg',
      '/images/products/helmets/modular-flip-up-helmet-2.svg',
    ],
  },
  {
    id: 1003,
    category: 'Helmets',
    name: 'Off-Road Motocross Helmet',
    nameAr: 'خوذة موتوكروس للطرق الوعرة',
    description:
      'Lightweight motocross helmet with an extended peak, a wide eye port for goggles and a large chin vent for maximum airflow on dirt tracks and desert trails. Emergency-release cheek pads and a double-D ring strap.',
    descriptionAr:
      'خوذة موتوكروس خفيفة الوزن بمظلة أمامية ممتدة وفتحة عين واسعة تناسب النظارات الواقية، وفتحة تهوية كبيرة عند الذقن لأقصى تدفق للهواء في المسارات الترابية والطرق الصحراوية. وسائد خدود قابلة للنزع السريع في الطوارئ، وحزام ذقن بحلقتين.',
    price: 195000,
    badge: 'DOT Certified',
    stock: 24,
    sizes: ['S', 'M', 'L', 'XL'],
    features: [
      'Extended sun peak',
      'Wide goggle eye port',
      'Large chin and forehead vents',
      'Emergency-release cheek pads',
    ],
    featuresAr: [
      'مظلة أمامية ممتدة',
      'فتحة عين واسعة للنظارات الواقية',
      'فتحات تهوية كبيرة عند الذقن والجبهة',
      'وسائد خدود قابلة للنزع في الطوارئ',
    ],
    specifications: [
      { name: 'Weight', nameAr: 'الوزن', value: '1.30 kg', valueAr: '1.30 كغم' },
      {
        name: 'Shell material',
        nameAr: 'مادة القشرة',
        value: 'ABS thermoplastic',
        valueAr: 'لدائن ABS حرارية',
      },
      { name: 'Closure', nameAr: 'نظام الإغلاق', value: 'Double-D ring', valueAr: 'حلقة D مزدوجة' },
      { name: 'Goggles', nameAr: 'النظارات الواقية', value: 'Not included', valueAr: 'غير مرفقة' },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/motocross-helmet.svg',
    images: ['/images/products/helmets/motocross-helmet.svg'],
  },
  {
    id: 1004,
    category: 'Helmets',
    name: 'Open-Face Jet Helmet',
    nameAr: 'خوذة مفتوحة الوجه (جِت)',
    description:
      'Retro-style open-face helmet with a glossy shell, leather-look trim and three-snap visor mounts. Light and airy, ideal for scooters, cruisers and short trips around the city.',
    descriptionAr:
      'خوذة مفتوحة الوجه بطابع كلاسيكي، بقشرة لامعة وحواف بمظهر الجلد وثلاث كبسات لتركيب الواقي. خفيفة وجيدة التهوية، مثالية للسكوترات ودراجات الكروزر والتنقل القصير داخل المدينة.',
    price: 115000,
    originalPrice: 135000,
    stock: 31,
    sizes: ['S', 'M', 'L', 'XL'],
    features: ['Classic gloss finish', 'Three-snap visor mounts', 'Removable padded liner'],
    featuresAr: ['طلاء لامع كلاسيكي', 'ثلاث كبسات لتركيب الواقي', 'بطانة مبطّنة قابلة للنزع'],
    specifications: [
      { name: 'Weight', nameAr: 'الوزن', value: '1.05 kg', valueAr: '1.05 كغم' },
      { name: 'Shell material', nameAr: 'مادة القشرة', value: 'ABS', valueAr: 'ABS' },
      { name: 'Visor mount', nameAr: 'تثبيت الواقي', value: '3-snap', valueAr: '3 كبسات' },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/open-face-jet-helmet.svg',
    images: ['/images/products/helmets/open-face-jet-helmet.svg'],
  },
  {
    id: 1005,
    category: 'Helmets',
    name: 'Anti-Fog Replacement Visor',
    nameAr: 'واقي وجه بديل مضاد للضباب',
    description:
      'Smoke-tinted replacement visor with a Pinlock 70 anti-fog insert included. Cuts glare on bright days and stays clear in winter rain and early-morning humidity. Fits most full-face helmets with a standard side-pivot mechanism.',
    descriptionAr:
      'واقي وجه بديل بلون مدخّن مع عدسة Pinlock 70 المضادة للضباب ضمن العلبة. يخفّف الوهج في الأيام المشمسة ويبقى صافياً في أمطار الشتاء ورطوبة الصباح الباكر. يناسب معظم الخوذ كاملة الوجه ذات آلية التثبيت الجانبية القياسية.',
    price: 38000,
    stock: 45,
    sizes: [],
    features: ['Pinlock 70 insert included', 'Dark smoke tint', 'Anti-scratch hard coat'],
    featuresAr: ['عدسة Pinlock 70 مرفقة', 'لون مدخّن داكن', 'طبقة صلبة مقاومة للخدش'],
    specifications: [
      { name: 'Tint', nameAr: 'درجة التعتيم', value: 'Dark smoke', valueAr: 'دخاني غامق' },
      { name: 'Thickness', nameAr: 'السماكة', value: '2 mm', valueAr: '2 ملم' },
      {
        name: 'UV protection',
        nameAr: 'الحماية من الأشعة فوق البنفسجية',
        value: 'UV400',
        valueAr: 'UV400',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/pinlock-anti-fog-visor.svg',
    images: ['/images/products/helmets/pinlock-anti-fog-visor.svg'],
  },
  {
    id: 1006,
    category: 'Helmets',
    name: 'Kids Full-Face Helmet',
    nameAr: 'خوذة كاملة الوجه للأطفال',
    description:
      'Lightweight full-face helmet sized for young riders and pillion passengers aged about 5 to 12. Bright, highly visible colours, a soft padded liner and an easy quick-release buckle that parents can check at a glance.',
    descriptionAr:
      'خوذة كاملة الوجه خفيفة الوزن بمقاسات مخصّصة للأطفال والراكبين الصغار خلف السائق من عمر 5 إلى 12 سنة تقريباً. ألوان زاهية واضحة للرؤية، وبطانة ناعمة مبطّنة، وإبزيم سهل سريع الفك يستطيع الأهل التحقق منه بنظرة واحدة.',
    price: 85000,
    badge: 'DOT Certified',
    stock: 0,
    sizes: ['XS', 'S', 'M'],
    features: ['Sized for ages 5 to 12', 'High-visibility colours', 'Easy quick-release buckle'],
    featuresAr: ['مقاسات لعمر 5 إلى 12 سنة', 'ألوان عالية الوضوح', 'إبزيم سهل وسريع الفك'],
    specifications: [
      { name: 'Weight', nameAr: 'الوزن', value: '0.95 kg', valueAr: '0.95 كغم' },
      { name: 'Head size', nameAr: 'محيط الرأس', value: '49-54 cm', valueAr: '49–54 سم' },
      {
        name: 'Certification',
        nameAr: 'الشهادة',
        value: 'DOT FMVSS 218',
        valueAr: 'DOT FMVSS 218',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/helmets/kids-full-face-helmet.svg',
    images: ['/images/products/helmets/kids-full-face-helmet.svg'],
  },

  // ------------------------------------------------------------------ Engine Parts
  {
    id: 1007,
    category: 'Engine Parts',
    name: 'High-Flow Air Filter',
    nameAr: 'فلتر هواء عالي التدفق',
    description:
      "Washable, reusable cotton-gauze air filter that flows more air than the paper original for sharper throttle response. Oiled layers trap fine dust, which matters on Baghdad's dusty roads. Clean and re-oil every 8,000 km instead of buying a new one.",
    descriptionAr:
      'فلتر هواء قطني قابل للغسل وإعادة الاستخدام، يمرّر هواءً أكثر من الفلتر الورقي الأصلي لاستجابة أسرع لدواسة الوقود. طبقاته المزيّتة تحجز الغبار الناعم، وهذا مهم على طرق بغداد المغبرة. يُنظّف ويُعاد تزييته كل 8,000 كم بدلاً من شراء فلتر جديد.',
    price: 62000,
    originalPrice: 75000,
    badge: 'Racing Grade',
    stock: 18,
    sizes: [],
    features: [
      'Higher airflow than paper filters',
      'Washable and reusable',
      'Traps fine desert dust',
      'Direct drop-in fit',
    ],
    featuresAr: [
      'تدفق هواء أعلى من الفلاتر الورقية',
      'قابل للغسل وإعادة الاستخدام',
      'يحجز غبار الصحراء الناعم',
      'تركيب مباشر دون تعديل',
    ],
    specifications: [
      {
        name: 'Filter media',
        nameAr: 'مادة الترشيح',
        value: 'Oiled cotton gauze',
        valueAr: 'شاش قطني مزيّت',
      },
      { name: 'Type', nameAr: 'النوع', value: 'Drop-in panel', valueAr: 'لوح يوضع مكان الأصلي' },
      {
        name: 'Service interval',
        nameAr: 'فترة الصيانة',
        value: 'Clean every 8,000 km',
        valueAr: 'تنظيف كل 8,000 كم',
      },
    ],
    compatibility: 'Yamaha YZF-R6 2008-2022',
    image: '/images/products/engine/high-flow-air-filter.svg',
    images: ['/images/products/engine/high-flow-air-filter.svg'],
  },
  {
    id: 1008,
    category: 'Engine Parts',
    name: 'Iridium Spark Plugs (Set of 4)',
    nameAr: 'طقم بواجي إيريديوم (4 قطع)',
    description:
      'Fine-wire iridium spark plugs for a stronger, more consistent spark, easier cold starts and a smoother idle, with a much longer service life than standard nickel plugs. Sold as a set of four; check the plug code in your manual before ordering.',
    descriptionAr:
      'شمعات احتراق (بواجي) بقطب إيريديوم رفيع تمنح شرارة أقوى وأكثر ثباتاً، وتشغيلاً أسهل عند البرد، ودوراناً أنعم في وضع الخمول، مع عمر خدمة أطول بكثير من شمعات النيكل العادية. تُباع كطقم من أربع قطع؛ يُرجى التأكد من رمز الشمعة في دليل دراجتك قبل الطلب.',
    price: 48000,
    stock: 40,
    sizes: [],
    features: ['0.6 mm iridium centre electrode', 'Easier cold starts', 'Up to 3x longer life'],
    featuresAr: [
      'قطب مركزي من الإيريديوم بقطر 0.6 ملم',
      'تشغيل أسهل عند البرد',
      'عمر أطول حتى 3 أضعاف',
    ],
    specifications: [
      { name: 'Quantity', nameAr: 'الكمية', value: '4 plugs', valueAr: '4 بلكات' },
      { name: 'Thread', nameAr: 'السن', value: 'M10 x 1.0', valueAr: 'M10 × 1.0' },
      {
        name: 'Electrode gap',
        nameAr: 'فتحة القطب',
        value: '0.8 mm (pre-set)',
        valueAr: '0.8 ملم (مضبوطة مسبقًا)',
      },
      {
        name: 'Centre electrode',
        nameAr: 'القطب المركزي',
        value: 'Iridium, 0.6 mm',
        valueAr: 'إيريديوم، 0.6 ملم',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/engine/iridium-spark-plugs.svg',
    images: ['/images/products/engine/iridium-spark-plugs.svg'],
  },
  {
    id: 1009,
    category: 'Engine Parts',
    name: 'OEM-Spec Oil Filter',
    nameAr: 'فلتر زيت بمواصفات المصنع',
    description:
      'Spin-on oil filter built to original-equipment specifications, with a 17 mm nut on the end for easy removal and an anti-drain-back valve that protects the engine at start-up. Change it at every oil service.',
    descriptionAr:
      'فلتر زيت لولبي مصنوع وفق مواصفات القطع الأصلية، مع صامولة 17 ملم في طرفه لسهولة الفك، وصمام يمنع رجوع الزيت يحمي المحرك لحظة التشغيل. يُستبدل عند كل تغيير للزيت.',
    price: 14000,
    badge: 'OEM Quality',
    stock: 72,
    sizes: [],
    features: [
      'Built to OEM specifications',
      '17 mm nut for easy removal',
      'Anti-drain-back valve',
    ],
    featuresAr: ['مصنوع وفق مواصفات المصنع', 'صامولة 17 ملم لسهولة الفك', 'صمام يمنع رجوع الزيت'],
    specifications: [
      { name: 'Type', nameAr: 'النوع', value: 'Spin-on', valueAr: 'لولبي (يُبرم)' },
      { name: 'Thread', nameAr: 'السن', value: 'M20 x 1.5', valueAr: 'M20 × 1.5' },
      { name: 'Height', nameAr: 'الارتفاع', value: '70 mm', valueAr: '70 ملم' },
      { name: 'Outer diameter', nameAr: 'القطر الخارجي', value: '65 mm', valueAr: '65 ملم' },
    ],
    compatibility:
      'Honda CBR600RR, CBR1000RR, CB650R, Africa Twin CRF1100L; Yamaha YZF-R1, YZF-R6, MT-07, MT-09, Tenere 700',
    image: '/images/products/engine/oil-filter.svg',
    images: ['/images/products/engine/oil-filter.svg'],
  },
  {
    id: 1010,
    category: 'Engine Parts',
    name: 'Chain & Sprocket Kit (520 O-Ring)',
    nameAr: 'طقم جنزير وتروس (520 بحلقات O)',
    description:
      'Complete final-drive kit: a gold 520 O-ring chain, a steel front sprocket and a rear sprocket in the factory gearing. The O-rings keep grease sealed inside the chain for a much longer life than a plain chain. Always replace the chain and both sprockets together.',
    descriptionAr:
      'طقم نقل حركة نهائي كامل: جنزير ذهبي مقاس 520 بحلقات O، وترس أمامي من الفولاذ، وترس خلفي بنسبة التروس الأصلية للمصنع. تحبس حلقات O الشحم داخل الجنزير فيدوم أطول بكثير من الجنزير العادي. يُنصح دائماً باستبدال الجنزير والترسين معاً.',
    price: 135000,
    stock: 15,
    sizes: [],
    features: [
      '520 O-ring chain, 106 links',
      'Factory gearing 14/41',
      'Rivet-type master link included',
    ],
    featuresAr: [
      'جنزير 520 بحلقات O و106 وصلات',
      'نسبة تروس المصنع 14/41',
      'وصلة برشام رئيسية مرفقة',
    ],
    specifications: [
      {
        name: 'Chain',
        nameAr: 'الجنزير',
        value: '520 O-ring, 106 links',
        valueAr: '520 بحلقات O-ring، 106 وصلة',
      },
      {
        name: 'Front sprocket',
        nameAr: 'الترس الأمامي',
        value: '14T steel',
        valueAr: 'فولاذ، 14 سنًا',
      },
      {
        name: 'Rear sprocket',
        nameAr: 'الترس الخلفي',
        value: '41T steel',
        valueAr: 'فولاذ، 41 سنًا',
      },
    ],
    compatibility: 'Kawasaki Ninja 400 2018-2024, Z400 2019-2024',
    image: '/images/products/engine/chain-sprocket-kit.svg',
    images: ['/images/products/engine/chain-sprocket-kit.svg'],
  },
  {
    id: 1011,
    category: 'Engine Parts',
    name: 'Clutch Kit (Plates & Springs)',
    nameAr: 'طقم كلتش (أقراص ونوابض)',
    description:
      'Friction plates, steel plates and uprated springs in one kit for a firm, slip-free clutch. The cork-composite friction material copes with stop-and-go Baghdad traffic without fading or juddering.',
    descriptionAr:
      'أقراص احتكاك وأقراص فولاذية ونوابض معزّزة في طقم واحد لكلتش ثابت لا ينزلق. مادة الاحتكاك المركّبة من الفلّين تتحمّل زحام بغداد والتوقف المتكرر دون ضعف أو ارتجاج.',
    price: 158000,
    badge: 'OEM Quality',
    stock: 6,
    sizes: [],
    features: ['Cork-composite friction plates', 'Uprated clutch springs', 'Cover gasket included'],
    featuresAr: ['أقراص احتكاك من مركّب الفلّين', 'نوابض كلتش معزّزة', 'جوان الغطاء مرفق'],
    specifications: [
      { name: 'Friction plates', nameAr: 'أقراص الاحتكاك', value: '10', valueAr: '10' },
      { name: 'Steel plates', nameAr: 'الأقراص الفولاذية', value: '9', valueAr: '9' },
      { name: 'Springs', nameAr: 'النوابض', value: '6', valueAr: '6' },
    ],
    compatibility: 'Suzuki GSX-R750 2006-2023, GSX-R600 2006-2023',
    image: '/images/products/engine/clutch-kit.svg',
    images: ['/images/products/engine/clutch-kit.svg'],
  },
  {
    id: 1012,
    category: 'Engine Parts',
    name: 'Titanium Slip-On Exhaust',
    nameAr: 'عادم (شكمان) سليب-أون من التيتانيوم',
    description:
      'Slip-on silencer with a titanium body, carbon-fibre end caps and a removable dB killer for a deeper, sportier sound. Saves around 2 kg over most stock mufflers. Fits 51 mm link pipes; stainless link pipe and clamps included.',
    descriptionAr:
      'كاتم صوت سليب-أون بجسم من التيتانيوم وأغطية طرفية من ألياف الكربون، مع كاتم داخلي (dB killer) قابل للإزالة لصوت أعمق وأكثر رياضية. أخف بنحو 2 كغم من معظم العوادم الأصلية. يناسب الأنابيب الوصلية بقطر 51 ملم، ويأتي مع أنبوب وصل ومشابك من الفولاذ المقاوم للصدأ.',
    price: 245000,
    originalPrice: 290000,
    badge: 'Racing Grade',
    stock: 14,
    sizes: [],
    features: [
      'Titanium body, carbon end caps',
      'About 2 kg lighter than stock',
      'Removable dB killer',
      '51 mm link pipe included',
    ],
    featuresAr: [
      'جسم من التيتانيوم وأغطية من الكربون',
      'أخف بنحو 2 كغم من العادم الأصلي',
      'كاتم داخلي قابل للإزالة',
      'أنبوب وصل 51 ملم مرفق',
    ],
    specifications: [
      { name: 'Inlet diameter', nameAr: 'قطر المدخل', value: '51 mm', valueAr: '51 ملم' },
      { name: 'Length', nameAr: 'الطول', value: '370 mm', valueAr: '370 ملم' },
      { name: 'Weight', nameAr: 'الوزن', value: '1.6 kg', valueAr: '1.6 كغم' },
      { name: 'Body', nameAr: 'الجسم', value: 'Titanium', valueAr: 'تيتانيوم' },
    ],
    compatibility: 'Universal (51 mm link pipe)',
    image: '/images/products/engine/slip-on-exhaust.svg',
    images: [
      '/images/products/engine/slip-on-exhaust.svg',
      '/images/products/engine/slip-on-exhaust-2.svg',
    ],
  },

  // ------------------------------------------------------------------ Braking System
  {
    id: 1013,
    category: 'Braking System',
    name: 'Sintered Front Brake Pads',
    nameAr: 'فحمات فرامل أمامية معدنية ملبّدة',
    description:
      'Sintered metal front brake pads for strong, consistent stopping in high heat and in the wet. A good choice for sport riding and heavy city traffic. Sold per caliper; bikes with twin front discs need two sets.',
    descriptionAr:
      'فحمات فرامل أمامية من المعدن الملبّد توفّر توقفاً قوياً وثابتاً في الحرارة العالية وعلى الطرق المبتلّة. خيار ممتاز للقيادة الرياضية ولزحام المدينة. تُباع لكل كاليبر على حدة؛ الدراجات ذات القرصين الأماميين تحتاج إلى طقمين.',
    price: 45000,
    badge: 'Racing Grade',
    stock: 38,
    sizes: [],
    features: [
      'Sintered metal compound',
      'Consistent bite when hot or wet',
      'Anti-squeal shims fitted',
    ],
    featuresAr: ['خليط معدني ملبّد', 'قوة كبح ثابتة في الحرارة والبلل', 'رقائق مانعة للصرير مركّبة'],
    specifications: [
      { name: 'Compound', nameAr: 'المادة', value: 'Sintered metal', valueAr: 'معدن ملبّد' },
      {
        name: 'Quantity',
        nameAr: 'الكمية',
        value: '2 pads (one caliper)',
        valueAr: 'فحمتان (كليبر واحد)',
      },
      { name: 'Max. temperature', nameAr: 'أقصى درجة حرارة', value: '650 °C', valueAr: '650 °م' },
    ],
    compatibility: 'Honda CBR600RR 2007-2020, CBR1000RR 2008-2016',
    image: '/images/products/braking/sintered-front-brake-pads.svg',
    images: ['/images/products/braking/sintered-front-brake-pads.svg'],
  },
  {
    id: 1014,
    category: 'Braking System',
    name: 'Organic Rear Brake Pads',
    nameAr: 'فحمات فرامل خلفية عضوية',
    description:
      'Quiet organic-compound rear brake pads with a smooth, progressive feel and low disc wear. OEM-equivalent fit, supplied with the correct shims and wear indicators.',
    descriptionAr:
      'فحمات فرامل خلفية من خليط عضوي هادئ، بإحساس كبح سلس وتدريجي وتآكل منخفض للقرص. مطابقة للقطعة الأصلية في التركيب، وتأتي مع الرقائق المناسبة ومؤشرات التآكل.',
    price: 28000,
    badge: 'OEM Quality',
    stock: 52,
    sizes: [],
    features: ['Quiet organic compound', 'Gentle on brake discs', 'Wear indicators included'],
    featuresAr: ['خليط عضوي هادئ', 'لطيفة على أقراص الفرامل', 'مؤشرات تآكل مرفقة'],
    specifications: [
      { name: 'Compound', nameAr: 'المادة', value: 'Organic (NAO)', valueAr: 'عضوي (NAO)' },
      { name: 'Quantity', nameAr: 'الكمية', value: '2 pads', valueAr: 'فحمتان' },
      { name: 'Position', nameAr: 'الموضع', value: 'Rear', valueAr: 'خلفي' },
    ],
    compatibility: 'Yamaha MT-07 2014-2024, MT-09 2014-2024, Tenere 700 2019-2024',
    image: '/images/products/braking/organic-rear-brake-pads.svg',
    images: ['/images/products/braking/organic-rear-brake-pads.svg'],
  },
  {
    id: 1015,
    category: 'Braking System',
    name: 'Floating Front Brake Disc 320 mm',
    nameAr: 'قرص فرامل أمامي عائم 320 ملم',
    description:
      'Full-floating 320 mm front brake disc with a stainless-steel rotor and a lightweight anodised aluminium carrier. The floating buttons let the rotor expand without warping under hard braking, and the drilled pattern sheds heat and water quickly. Sold singly.',
    descriptionAr:
      'قرص فرامل أمامي عائم بالكامل بقطر 320 ملم، بحلقة من الفولاذ المقاوم للصدأ وحامل خفيف من الألمنيوم المؤكسد. تسمح الأزرار العائمة بتمدد القرص دون أن يتعرّج تحت الكبح القوي، والثقوب تطرد الحرارة والماء بسرعة. يُباع بالقطعة الواحدة.',
    price: 185000,
    originalPrice: 215000,
    badge: 'Racing Grade',
    stock: 3,
    sizes: [],
    features: [
      'Full-floating design',
      'Stainless-steel drilled rotor',
      'Anodised aluminium carrier',
      'Resists warping under hard braking',
    ],
    featuresAr: [
      'تصميم عائم بالكامل',
      'حلقة مثقّبة من الفولاذ المقاوم للصدأ',
      'حامل من الألمنيوم المؤكسد',
      'يقاوم التعرّج تحت الكبح القوي',
    ],
    specifications: [
      { name: 'Diameter', nameAr: 'القطر', value: '320 mm', valueAr: '320 ملم' },
      { name: 'Thickness', nameAr: 'السماكة', value: '5.5 mm', valueAr: '5.5 ملم' },
      { name: 'Rotor', nameAr: 'الحلقة', value: 'Stainless steel', valueAr: 'فولاذ مقاوم للصدأ' },
      { name: 'Carrier', nameAr: 'الحامل', value: 'Anodised aluminium', valueAr: 'ألمنيوم مؤكسد' },
    ],
    compatibility: 'Suzuki GSX-R1000 2017-2023, GSX-R1000R 2017-2023',
    image: '/images/products/braking/floating-brake-disc.svg',
    images: [
      '/images/products/braking/floating-brake-disc.svg',
      '/images/products/braking/floating-brake-disc-2.svg',
    ],
  },
  {
    id: 1016,
    category: 'Braking System',
    name: 'Braided Stainless Brake Lines',
    nameAr: 'خراطيم فرامل فولاذية مجدولة',
    description:
      "Stainless-braided front brake lines that replace the rubber hoses and don't swell under pressure, for a firmer lever and sharper feedback. PTFE inner core, anodised banjo fittings, with new banjo bolts and copper washers included.",
    descriptionAr:
      'خراطيم فرامل أمامية مغلّفة بجديلة من الفولاذ المقاوم للصدأ تحلّ محل الخراطيم المطاطية ولا تنتفخ تحت الضغط، فتحصل على ذراع فرامل أكثر صلابة وإحساس أدق. قلب داخلي من PTFE ووصلات بانجو من الألمنيوم المؤكسد، مع براغي بانجو جديدة وحلقات نحاسية ضمن الطقم.',
    price: 78000,
    stock: 20,
    sizes: [],
    features: [
      'No swelling under pressure',
      'Firmer brake lever feel',
      'PTFE inner core',
      'Banjo bolts and copper washers included',
    ],
    featuresAr: [
      'لا تنتفخ تحت الضغط',
      'إحساس أصلب في ذراع الفرامل',
      'قلب داخلي من PTFE',
      'براغي بانجو وحلقات نحاسية مرفقة',
    ],
    specifications: [
      { name: 'Inner core', nameAr: 'القلب الداخلي', value: 'PTFE', valueAr: 'تفلون (PTFE)' },
      { name: 'Braid', nameAr: 'الجديلة', value: 'Stainless steel', valueAr: 'فولاذ مقاوم للصدأ' },
      {
        name: 'Fittings',
        nameAr: 'الوصلات',
        value: 'Anodised aluminium, blue',
        valueAr: 'ألمنيوم مؤكسد، أزرق',
      },
      {
        name: 'Kit contents',
        nameAr: 'محتويات الطقم',
        value: '2 lines, 3 bolts, 6 washers',
        valueAr: 'خطان و3 براغي و6 حلقات',
      },
    ],
    compatibility: 'Kawasaki Ninja ZX-6R 2013-2023, Z900 2017-2024',
    image: '/images/products/braking/braided-brake-lines.svg',
    images: ['/images/products/braking/braided-brake-lines.svg'],
  },
  {
    id: 1017,
    category: 'Braking System',
    name: 'DOT 4 Brake Fluid 500 ml',
    nameAr: 'زيت فرامل DOT 4 سعة 500 مل',
    description:
      'High-boiling-point synthetic DOT 4 fluid for motorcycle brakes and hydraulic clutches. Brake fluid absorbs moisture over time and old fluid fades sooner in summer heat, so replace it every two years.',
    descriptionAr:
      'سائل فرامل صناعي DOT 4 بدرجة غليان عالية، مناسب لفرامل الدراجات النارية وأنظمة الكلتش الهيدروليكية. يمتص سائل الفرامل الرطوبة مع الوقت، والسائل القديم يفقد فعاليته أسرع في حرّ الصيف، لذا يُنصح بتبديله كل سنتين.',
    price: 12000,
    stock: 64,
    sizes: [],
    features: [
      'High boiling point',
      'For brakes and hydraulic clutches',
      'Compatible with DOT 3 systems',
    ],
    featuresAr: ['درجة غليان عالية', 'للفرامل وأنظمة الكلتش الهيدروليكية', 'متوافق مع أنظمة DOT 3'],
    specifications: [
      { name: 'Standard', nameAr: 'المواصفة', value: 'DOT 4', valueAr: 'DOT 4' },
      {
        name: 'Dry boiling point',
        nameAr: 'درجة الغليان الجافة',
        value: '265 °C',
        valueAr: '265 °م',
      },
      {
        name: 'Wet boiling point',
        nameAr: 'درجة الغليان الرطبة',
        value: '170 °C',
        valueAr: '170 °م',
      },
      { name: 'Volume', nameAr: 'السعة', value: '500 ml', valueAr: '500 مل' },
    ],
    compatibility: 'Universal',
    image: '/images/products/braking/dot4-brake-fluid.svg',
    images: ['/images/products/braking/dot4-brake-fluid.svg'],
  },
  {
    id: 1018,
    category: 'Braking System',
    name: 'Radial Brake Master Cylinder',
    nameAr: 'مضخة فرامل أمامية شعاعية (ماستر)',
    description:
      'Forged radial front brake master cylinder with a 19 mm piston, a span-adjustable lever and a separate fluid reservoir. The radial layout gives a more direct, progressive lever feel than a stock axial pump. Mounts on standard 22 mm handlebars.',
    descriptionAr:
      'مضخة فرامل أمامية رئيسية (ماستر) شعاعية مطروقة بمكبس 19 ملم، وذراع قابل لضبط المسافة، وخزان سائل منفصل. يمنح التصميم الشعاعي إحساساً أكثر مباشرة وتدرّجاً في ذراع الفرامل مقارنة بالمضخة المحورية الأصلية. تُركّب على المقود القياسي بقطر 22 ملم.',
    price: 265000,
    stock: 0,
    sizes: [],
    features: [
      'Radial 19 mm piston',
      'Six-position adjustable lever',
      'Separate reservoir with bracket',
    ],
    featuresAr: ['مكبس شعاعي 19 ملم', 'ذراع قابل للضبط بست وضعيات', 'خزان منفصل مع حامل'],
    specifications: [
      { name: 'Piston diameter', nameAr: 'قطر المكبس', value: '19 mm', valueAr: '19 ملم' },
      {
        name: 'Lever',
        nameAr: 'الذراع',
        value: 'Adjustable, 6 positions',
        valueAr: 'قابل للضبط، 6 وضعيات',
      },
      { name: 'Handlebar', nameAr: 'المقود', value: '22 mm', valueAr: '22 ملم' },
    ],
    compatibility: 'KTM 390 Duke, 790 Duke, 1290 Super Duke R; BMW F 900 R',
    image: '/images/products/braking/radial-master-cylinder.svg',
    images: ['/images/products/braking/radial-master-cylinder.svg'],
  },

  // ------------------------------------------------------------------ Electrical
  {
    id: 1019,
    category: 'Electrical',
    name: 'LED Headlight Bulb H4',
    nameAr: 'لمبة ضوء أمامي LED نوع H4',
    description:
      'Plug-and-play H4 LED headlight bulb with high and low beam, up to 50% more light than a halogen bulb and a crisp 6000 K white. A built-in fan and aluminium heat sink keep it cool, and it draws less power, easing the load on the charging system.',
    descriptionAr:
      'لمبة ضوء أمامي LED نوع H4 تُركّب مباشرة دون تعديل، بضوء عالٍ ومنخفض، وإضاءة أقوى حتى 50% من لمبة الهالوجين بلون أبيض نقي 6000 كلفن. مروحة مدمجة ومشتت حراري من الألمنيوم يحافظان على برودتها، كما تستهلك طاقة أقل فتخفّف الحمل على نظام الشحن.',
    price: 58000,
    originalPrice: 72000,
    badge: '50% Brighter',
    stock: 26,
    sizes: [],
    features: [
      'Up to 50% brighter than halogen',
      'High and low beam',
      'Built-in cooling fan',
      'Plug-and-play fitting',
    ],
    featuresAr: [
      'إضاءة أقوى حتى 50% من الهالوجين',
      'ضوء عالٍ ومنخفض',
      'مروحة تبريد مدمجة',
      'تركيب مباشر دون تعديل',
    ],
    specifications: [
      { name: 'Socket', nameAr: 'نوع القاعدة', value: 'H4 (high/low)', valueAr: 'H4 (عالي/واطئ)' },
      {
        name: 'Colour temperature',
        nameAr: 'درجة حرارة اللون',
        value: '6000 K',
        valueAr: '6000 كلفن',
      },
      { name: 'Power', nameAr: 'القدرة', value: '25 W', valueAr: '25 واط' },
      { name: 'Voltage', nameAr: 'الجهد', value: '9-16 V', valueAr: '9–16 فولت' },
    ],
    compatibility: 'Suzuki V-Strom 650 2004-2011, SV650 2016-2024; KTM 390 Duke 2013-2016',
    image: '/images/products/electrical/led-headlight-bulb.svg',
    images: [
      '/images/products/electrical/led-headlight-bulb.svg',
      '/images/products/electrical/led-headlight-bulb-2.svg',
    ],
  },
  {
    id: 1020,
    category: 'Electrical',
    name: 'Lithium Battery LiFePO4 12V',
    nameAr: 'بطارية ليثيوم LiFePO4 بجهد 12 فولت',
    description:
      'LiFePO4 lithium battery that weighs about a third of a lead-acid battery and holds its charge for months while the bike is parked. Strong cranking power, no acid to spill and a built-in protection board. Use a lithium-compatible charger.',
    descriptionAr:
      'بطارية ليثيوم من نوع LiFePO4 تزن نحو ثلث وزن بطارية الرصاص الحمضية، وتحتفظ بشحنتها لأشهر أثناء ركن الدراجة. قوة تشغيل عالية، ولا يوجد حمض قابل للتسرّب، مع لوحة حماية مدمجة. يُرجى استخدام شاحن متوافق مع بطاريات الليثيوم.',
    price: 195000,
    stock: 2,
    sizes: [],
    features: [
      'About 70% lighter than lead-acid',
      'Low self-discharge',
      'Built-in protection board',
    ],
    featuresAr: ['أخف بنحو 70% من بطارية الرصاص', 'تفريغ ذاتي منخفض', 'لوحة حماية مدمجة'],
    specifications: [
      {
        name: 'Chemistry',
        nameAr: 'نوع الخلايا',
        value: 'LiFePO4',
        valueAr: 'ليثيوم فوسفات الحديد (LiFePO4)',
      },
      { name: 'Voltage', nameAr: 'الجهد', value: '12.8 V', valueAr: '12.8 فولت' },
      {
        name: 'Cold cranking amps',
        nameAr: 'تيار التشغيل البارد',
        value: '240 A',
        valueAr: '240 أمبير',
      },
      { name: 'Weight', nameAr: 'الوزن', value: '0.9 kg', valueAr: '0.9 كغم' },
      { name: 'Replaces', nameAr: 'بديل عن', value: 'YTZ10S', valueAr: 'YTZ10S' },
    ],
    compatibility: 'Yamaha YZF-R1 2009-2014; Honda CBR1000RR 2008-2016; BMW S 1000 RR 2010-2018',
    image: '/images/products/electrical/lithium-battery.svg',
    images: ['/images/products/electrical/lithium-battery.svg'],
  },
  {
    id: 1021,
    category: 'Electrical',
    name: 'LED Sequential Turn Signals (Pair)',
    nameAr: 'إشارات انعطاف LED متتابعة (زوج)',
    description:
      'Compact LED indicators with a sequential sweep and far brighter output than bulb indicators. Flexible rubber stalks bend on impact instead of snapping. Sold as a pair; a load-equaliser relay may be needed for the correct flash rate.',
    descriptionAr:
      'إشارات انعطاف LED صغيرة الحجم بإضاءة متتابعة وسطوع أعلى بكثير من الإشارات ذات اللمبات العادية. سيقانها المطاطية المرنة تنثني عند الصدمة بدلاً من أن تنكسر. تُباع كزوج، وقد تحتاج إلى مرحّل (ريلاي) خاص لضبط سرعة الوميض.',
    price: 42000,
    originalPrice: 50000,
    badge: '50% Brighter',
    stock: 34,
    sizes: [],
    features: ['Sequential sweep effect', 'Flexible rubber stalks', 'IP67 sealed housing'],
    featuresAr: ['إضاءة متتابعة', 'سيقان مطاطية مرنة', 'هيكل محكم بمعيار IP67'],
    specifications: [
      { name: 'Quantity', nameAr: 'الكمية', value: '2 (one pair)', valueAr: '2 (زوج واحد)' },
      { name: 'Voltage', nameAr: 'الجهد', value: '12 V', valueAr: '12 فولت' },
      { name: 'Mounting', nameAr: 'التثبيت', value: 'M8 bolt', valueAr: 'برغي M8' },
      { name: 'Ingress rating', nameAr: 'درجة العزل', value: 'IP67', valueAr: 'IP67' },
    ],
    compatibility: 'Universal',
    image: '/images/products/electrical/led-turn-signals.svg',
    images: ['/images/products/electrical/led-turn-signals.svg'],
  },
  {
    id: 1022,
    category: 'Electrical',
    name: 'MOSFET Regulator Rectifier',
    nameAr: 'منظّم ومقوّم شحن MOSFET (ريكتفاير)',
    description:
      'MOSFET regulator rectifier built to OEM specifications. It keeps the charging voltage steady, runs cooler than the original shunt-type unit and protects the battery from overcharging, a common failure in hot climates. Plugs straight into the original connectors.',
    descriptionAr:
      'منظّم ومقوّم جهد من نوع MOSFET مصنوع وفق مواصفات القطعة الأصلية. يحافظ على ثبات جهد الشحن، ويعمل بحرارة أقل من الوحدة الأصلية، ويحمي البطارية من الشحن الزائد، وهو عطل شائع في الأجواء الحارة. يُركّب مباشرة على الموصلات الأصلية.',
    price: 88000,
    badge: 'OEM Quality',
    stock: 10,
    sizes: [],
    features: ['MOSFET technology', 'Runs cooler than stock', 'Plug-in OEM connectors'],
    featuresAr: ['تقنية MOSFET', 'حرارة تشغيل أقل من الأصلي', 'موصلات مطابقة للأصلية'],
    specifications: [
      { name: 'Type', nameAr: 'النوع', value: 'MOSFET, series', valueAr: 'MOSFET، توالي' },
      { name: 'Output voltage', nameAr: 'جهد الخرج', value: '14.4 V', valueAr: '14.4 فولت' },
      { name: 'Max. current', nameAr: 'أقصى تيار', value: '35 A', valueAr: '35 أمبير' },
    ],
    compatibility: 'Suzuki GSX-R750 2006-2017, GSX-R600 2006-2017',
    image: '/images/products/electrical/regulator-rectifier.svg',
    images: ['/images/products/electrical/regulator-rectifier.svg'],
  },
  {
    id: 1023,
    category: 'Electrical',
    name: 'Waterproof Dual USB Charger',
    nameAr: 'شاحن USB مزدوج مقاوم للماء',
    description:
      'Handlebar-mounted charger with a USB-A QC 3.0 port and a USB-C PD port, a rubber weather cap and a small voltmeter display to keep an eye on battery health. Inline fuse and on/off switch included.',
    descriptionAr:
      'شاحن يُثبّت على المقود بمنفذ USB-A بتقنية الشحن السريع QC 3.0 ومنفذ USB-C بتقنية PD، مع غطاء مطاطي يحميه من الماء والغبار وشاشة فولتميتر صغيرة لمراقبة حالة البطارية. يأتي مع فيوز على السلك ومفتاح تشغيل وإطفاء.',
    price: 24000,
    badge: 'Waterproof',
    stock: 60,
    sizes: [],
    features: [
      'USB-A QC 3.0 and USB-C PD',
      'Built-in voltmeter',
      'IP66 rubber weather cap',
      'Fuse and switch included',
    ],
    featuresAr: [
      'منفذا USB-A QC 3.0 وUSB-C PD',
      'فولتميتر مدمج',
      'غطاء مطاطي بمعيار IP66',
      'فيوز ومفتاح تشغيل مرفقان',
    ],
    specifications: [
      {
        name: 'Output',
        nameAr: 'قدرة الخرج',
        value: 'Up to 36 W total',
        valueAr: 'حتى 36 واط إجمالًا',
      },
      { name: 'Input voltage', nameAr: 'جهد الدخل', value: '12-24 V', valueAr: '12–24 فولت' },
      { name: 'Handlebar', nameAr: 'المقود', value: '22-25 mm', valueAr: '22–25 ملم' },
      { name: 'Ingress rating', nameAr: 'درجة العزل', value: 'IP66', valueAr: 'IP66' },
    ],
    compatibility: 'Universal',
    image: '/images/products/electrical/usb-charger.svg',
    images: ['/images/products/electrical/usb-charger.svg'],
  },
  {
    id: 1024,
    category: 'Electrical',
    name: 'Twin-Tone Electric Horn',
    nameAr: 'بوق كهربائي ثنائي النغمة',
    description:
      'A pair of compact snail horns with a loud dual-tone note, far more noticeable than a stock disc horn in busy traffic. Mounting bracket included; a relay is recommended for the extra current draw.',
    descriptionAr:
      'زوج من أبواق الحلزون الصغيرة بصوت قوي ثنائي النغمة، ملحوظ أكثر بكثير من البوق الأصلي في الزحام. يأتي مع حامل تثبيت، ويُنصح باستخدام مرحّل (ريلاي) بسبب التيار الإضافي.',
    price: 18000,
    stock: 48,
    sizes: [],
    features: ['Loud 115 dB dual tone', 'Compact snail design', 'Mounting bracket included'],
    featuresAr: ['صوت قوي ثنائي النغمة 115 ديسيبل', 'تصميم حلزوني صغير', 'حامل تثبيت مرفق'],
    specifications: [
      { name: 'Voltage', nameAr: 'الجهد', value: '12 V', valueAr: '12 فولت' },
      { name: 'Sound level', nameAr: 'شدة الصوت', value: '115 dB', valueAr: '115 ديسيبل' },
      {
        name: 'Tones',
        nameAr: 'النغمات',
        value: '410 Hz / 510 Hz',
        valueAr: '410 هرتز / 510 هرتز',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/electrical/twin-tone-horn.svg',
    images: ['/images/products/electrical/twin-tone-horn.svg'],
  },

  // ------------------------------------------------------------------ Tires & Wheels
  {
    id: 1025,
    category: 'Tires & Wheels',
    name: 'Sport Front Tire 120/70 ZR17',
    nameAr: 'إطار أمامي رياضي 120/70 ZR17',
    description:
      'Sport street front tire with a silica-rich compound that warms up quickly and grips well on hot asphalt and in the rain. A rounded profile gives light, precise turn-in. Tubeless radial.',
    descriptionAr:
      'إطار أمامي رياضي للشوارع بخليط غني بالسيليكا يسخن بسرعة ويتماسك جيداً على الإسفلت الحار وفي المطر. شكله المقوّس يمنح دخولاً خفيفاً ودقيقاً في المنعطفات. إطار شعاعي بدون أنبوب داخلي.',
    price: 165000,
    badge: 'Racing Grade',
    stock: 22,
    sizes: [],
    features: ['Silica-rich compound', 'Fast warm-up', 'Strong wet grip', 'Tubeless radial'],
    featuresAr: [
      'خليط غني بالسيليكا',
      'يسخن بسرعة',
      'تماسك قوي على الطريق المبتلّ',
      'شعاعي بدون أنبوب',
    ],
    specifications: [
      { name: 'Size', nameAr: 'المقاس', value: '120/70 ZR17', valueAr: '120/70 ZR17' },
      { name: 'Load / speed index', nameAr: 'مؤشر الحمولة / السرعة', value: '58W', valueAr: '58W' },
      {
        name: 'Construction',
        nameAr: 'البنية',
        value: 'Radial, tubeless',
        valueAr: 'شعاعي، بدون تيوب',
      },
    ],
    compatibility:
      'Honda CBR600RR, CB650R; Yamaha YZF-R6, MT-07, MT-09; Kawasaki Ninja ZX-6R, Z900; KTM 790 Duke; BMW F 900 R',
    image: '/images/products/tires/sport-front-tire.svg',
    images: ['/images/products/tires/sport-front-tire.svg'],
  },
  {
    id: 1026,
    category: 'Tires & Wheels',
    name: 'Sport Rear Tire 180/55 ZR17',
    nameAr: 'إطار خلفي رياضي 180/55 ZR17',
    description:
      'Dual-compound rear tire: a harder centre strip for mileage on long, straight highways and softer shoulders for grip when leaned over. Tubeless radial construction for sport and naked bikes.',
    descriptionAr:
      'إطار خلفي بخليطين: وسط أصلب لعمر أطول على الطرق السريعة الطويلة المستقيمة، وجوانب أنعم لتماسك أفضل عند الميلان في المنعطفات. بنية شعاعية بدون أنبوب داخلي للدراجات الرياضية والنيكد.',
    price: 215000,
    originalPrice: 245000,
    stock: 9,
    sizes: [],
    features: ['Dual compound', 'Long-wearing centre', 'Grippy shoulders'],
    featuresAr: ['خليطان مختلفان', 'وسط يدوم طويلاً', 'جوانب عالية التماسك'],
    specifications: [
      { name: 'Size', nameAr: 'المقاس', value: '180/55 ZR17', valueAr: '180/55 ZR17' },
      { name: 'Load / speed index', nameAr: 'مؤشر الحمولة / السرعة', value: '73W', valueAr: '73W' },
      {
        name: 'Construction',
        nameAr: 'البنية',
        value: 'Radial, tubeless',
        valueAr: 'شعاعي، بدون تيوب',
      },
    ],
    compatibility:
      'Honda CBR600RR, CB650R; Yamaha YZF-R6, MT-07, MT-09; Kawasaki Ninja ZX-6R, Z900; KTM 790 Duke; BMW F 900 R',
    image: '/images/products/tires/sport-rear-tire.svg',
    images: ['/images/products/tires/sport-rear-tire.svg'],
  },
  {
    id: 1027,
    category: 'Tires & Wheels',
    name: 'Adventure Rear Tire 150/70 R18',
    nameAr: 'إطار خلفي للمغامرات 150/70 R18',
    description:
      'A 50/50 adventure tire with a deep block tread that handles gravel, sand and desert tracks yet stays calm and stable on the highway. Reinforced carcass for a passenger and full luggage.',
    descriptionAr:
      'إطار مغامرات بنسبة 50/50 بنقشة مكعّبات عميقة تتعامل مع الحصى والرمل والمسارات الصحراوية، ويبقى هادئاً ومستقراً على الطريق السريع. هيكل مقوّى يتحمّل راكباً ثانياً وحقائب كاملة.',
    price: 235000,
    stock: 5,
    sizes: [],
    features: ['50% road / 50% off-road', 'Deep block tread', 'Reinforced carcass'],
    featuresAr: ['50% للطرق المعبّدة و50% للطرق الوعرة', 'نقشة مكعّبات عميقة', 'هيكل مقوّى'],
    specifications: [
      { name: 'Size', nameAr: 'المقاس', value: '150/70 R18', valueAr: '150/70 R18' },
      { name: 'Load / speed index', nameAr: 'مؤشر الحمولة / السرعة', value: '70Q', valueAr: '70Q' },
      {
        name: 'Construction',
        nameAr: 'البنية',
        value: 'Radial, tube-type or tubeless',
        valueAr: 'شعاعي، بتيوب أو بدون تيوب',
      },
    ],
    compatibility: 'Honda Africa Twin CRF1100L 2020-2024, Yamaha Tenere 700 2019-2024',
    image: '/images/products/tires/adventure-rear-tire.svg',
    images: ['/images/products/tires/adventure-rear-tire.svg'],
  },
  {
    id: 1028,
    category: 'Tires & Wheels',
    name: 'Heavy-Duty Inner Tube 21"',
    nameAr: 'أنبوب داخلي شديد التحمل 21 إنش',
    description:
      'Thick 3 mm butyl inner tube for spoked 21-inch front wheels, far more resistant to pinch flats on rocky tracks than a standard tube. Straight TR4 valve with a brass core.',
    descriptionAr:
      'أنبوب داخلي سميك من مطاط البيوتيل بسماكة 3 ملم للعجلات الأمامية ذات الأسلاك مقاس 21 إنش، أكثر مقاومة بكثير للثقب الناتج عن الانضغاط على المسارات الصخرية من الأنبوب العادي. صمام TR4 مستقيم بقلب نحاسي.',
    price: 16000,
    stock: 55,
    sizes: [],
    features: ['3 mm thick butyl wall', 'Resists pinch flats', 'TR4 valve, brass core'],
    featuresAr: ['جدار بيوتيل بسماكة 3 ملم', 'يقاوم ثقوب الانضغاط', 'صمام TR4 بقلب نحاسي'],
    specifications: [
      {
        name: 'Size',
        nameAr: 'المقاس',
        value: '80/100-21, 90/90-21',
        valueAr: '80/100-21، 90/90-21',
      },
      { name: 'Wall thickness', nameAr: 'سماكة الجدار', value: '3 mm', valueAr: '3 ملم' },
      { name: 'Valve', nameAr: 'الصمام', value: 'TR4 straight', valueAr: 'TR4 مستقيم' },
    ],
    compatibility: 'Honda Africa Twin CRF1100L, Yamaha Tenere 700 (90/90-21 front)',
    image: '/images/products/tires/heavy-duty-inner-tube.svg',
    images: ['/images/products/tires/heavy-duty-inner-tube.svg'],
  },
  {
    id: 1029,
    category: 'Tires & Wheels',
    name: 'Digital Tire Pressure Gauge',
    nameAr: 'مقياس رقمي لضغط الإطارات',
    description:
      'Backlit digital gauge that reads in PSI, bar and kPa to 0.5 PSI. The angled chuck reaches past brake discs on motorcycle wheels. Check your pressures cold, at least once a week in summer.',
    descriptionAr:
      'مقياس رقمي بشاشة مضاءة يقرأ الضغط بوحدات PSI وبار وكيلوباسكال بدقة 0.5 PSI. رأسه المائل يصل إلى الصمام بسهولة رغم وجود أقراص الفرامل. افحص ضغط الإطارات وهي باردة، مرة في الأسبوع على الأقل خلال الصيف.',
    price: 22000,
    stock: 40,
    sizes: [],
    features: ['Backlit display', 'Angled chuck', 'PSI, bar and kPa'],
    featuresAr: ['شاشة مضاءة', 'رأس قياس مائل', 'وحدات PSI وبار وكيلوباسكال'],
    specifications: [
      { name: 'Range', nameAr: 'مدى القياس', value: '0-100 PSI', valueAr: '0–100 PSI' },
      { name: 'Accuracy', nameAr: 'الدقة', value: '±0.5 PSI', valueAr: '±0.5 PSI' },
      {
        name: 'Battery',
        nameAr: 'البطارية',
        value: 'CR2032 (included)',
        valueAr: 'CR2032 (مرفقة)',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/tires/digital-tire-gauge.svg',
    images: ['/images/products/tires/digital-tire-gauge.svg'],
  },
  {
    id: 1030,
    category: 'Tires & Wheels',
    name: 'Forged Aluminium Front Wheel 17"',
    nameAr: 'جنط أمامي ألمنيوم مطروق 17 إنش',
    description:
      'Forged 6061-T6 aluminium front wheel, about 1 kg lighter than the cast original, for quicker steering and less unsprung weight. Bolts straight on with your original discs and ABS sensor ring. Satin black with a red pinstripe; gold available to order. Bearings fitted.',
    descriptionAr:
      'جنط أمامي مطروق من ألمنيوم 6061-T6، أخف بنحو 1 كغم من الجنط المصبوب الأصلي، لتوجيه أسرع ووزن غير معلّق أقل. يُركّب مباشرة مع أقراص الفرامل الأصلية وحلقة حساس ABS. لون أسود مطفأ مع خط أحمر رفيع، واللون الذهبي متوفر عند الطلب. يأتي مع الرولمانات مركّبة.',
    price: 865000,
    badge: 'Racing Grade',
    stock: 0,
    sizes: [],
    features: [
      'Forged 6061-T6 aluminium',
      'About 1 kg lighter than stock',
      'Direct bolt-on fit',
      'Bearings pre-fitted',
    ],
    featuresAr: [
      'ألمنيوم مطروق 6061-T6',
      'أخف بنحو 1 كغم من الأصلي',
      'تركيب مباشر دون تعديل',
      'رولمانات مركّبة مسبقاً',
    ],
    specifications: [
      { name: 'Size', nameAr: 'المقاس', value: '3.50 x 17', valueAr: '3.50 × 17' },
      {
        name: 'Material',
        nameAr: 'المادة',
        value: 'Forged 6061-T6 aluminium',
        valueAr: 'ألمنيوم 6061-T6 مطروق',
      },
      { name: 'Weight', nameAr: 'الوزن', value: '2.9 kg', valueAr: '2.9 كغم' },
      { name: 'Finish', nameAr: 'اللون', value: 'Satin black', valueAr: 'أسود ساتان' },
    ],
    compatibility: 'BMW S 1000 RR 2019-2024, M 1000 RR 2021-2024',
    image: '/images/products/tires/forged-alloy-wheel.svg',
    images: [
      '/images/products/tires/forged-alloy-wheel.svg',
      '/images/products/tires/forged-alloy-wheel-2.svg',
      '/images/products/tires/forged-alloy-wheel-3.svg',
    ],
  },

  // ------------------------------------------------------------------ Accessories
  {
    id: 1031,
    category: 'Accessories',
    name: 'Waterproof Touring Gloves',
    nameAr: 'قفازات رحلات مقاومة للماء',
    description:
      "Touring gloves with a waterproof, breathable membrane, a goatskin palm and a hard knuckle protector. Touchscreen-friendly fingertips let you use your phone's map without taking them off. Made for winter mornings and the rainy season.",
    descriptionAr:
      'قفازات رحلات بغشاء داخلي مقاوم للماء ويسمح بالتهوية، وراحة يد من جلد الماعز، وواقٍ صلب لمفاصل الأصابع. أطراف الأصابع تعمل مع شاشات اللمس فتستطيع استخدام الخريطة في هاتفك دون خلعها. مصمّمة لصباحات الشتاء وموسم الأمطار.',
    price: 48000,
    originalPrice: 58000,
    badge: 'Waterproof',
    stock: 28,
    sizes: ['S', 'M', 'L', 'XL'],
    features: [
      'Waterproof, breathable membrane',
      'Hard knuckle protector',
      'Touchscreen fingertips',
      'Goatskin palm',
    ],
    featuresAr: [
      'غشاء مقاوم للماء ويسمح بالتهوية',
      'واقٍ صلب لمفاصل الأصابع',
      'أطراف أصابع تعمل مع شاشات اللمس',
      'راحة يد من جلد الماعز',
    ],
    specifications: [
      {
        name: 'Outer',
        nameAr: 'الطبقة الخارجية',
        value: 'Textile and goatskin leather',
        valueAr: 'نسيج وجلد ماعز',
      },
      {
        name: 'Protection',
        nameAr: 'الحماية',
        value: 'Hard knuckle, palm slider',
        valueAr: 'مفاصل صلبة وواقي انزلاق للكف',
      },
      {
        name: 'Certification',
        nameAr: 'الشهادة',
        value: 'EN 13594 level 1',
        valueAr: 'EN 13594 المستوى 1',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/accessories/waterproof-touring-gloves.svg',
    images: [
      '/images/products/accessories/waterproof-touring-gloves.svg',
      '/images/products/accessories/waterproof-touring-gloves-2.svg',
    ],
  },
  {
    id: 1032,
    category: 'Accessories',
    name: 'Mesh Summer Riding Jacket',
    nameAr: 'جاكيت ركوب صيفي شبكي',
    description:
      'Built for the Iraqi summer: large mesh panels on the chest, back and arms let air flow through even at 45 °C, while CE level 1 armour protects the shoulders, elbows and back. Abrasion-resistant 600D textile covers the impact zones, and reflective strips keep you visible at night.',
    descriptionAr:
      'مصمّم لصيف العراق: ألواح شبكية واسعة على الصدر والظهر والذراعين تسمح بمرور الهواء حتى في حرارة 45 درجة مئوية، بينما تحمي الواقيات المعتمدة من المستوى الأول (CE) الكتفين والمرفقين والظهر. قماش 600D المقاوم للاحتكاك يغطي مناطق الصدمات، والشرائط العاكسة تجعلك مرئياً ليلاً.',
    price: 235000,
    stock: 7,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    features: [
      'Large mesh panels for airflow',
      'CE level 1 shoulder and elbow armour',
      'Back protector included',
      'Reflective strips',
    ],
    featuresAr: [
      'ألواح شبكية واسعة للتهوية',
      'واقيات للكتفين والمرفقين من المستوى الأول CE',
      'واقي ظهر مرفق',
      'شرائط عاكسة',
    ],
    specifications: [
      {
        name: 'Outer shell',
        nameAr: 'الطبقة الخارجية',
        value: 'Mesh and 600D polyester',
        valueAr: 'شبك وبوليستر 600D',
      },
      {
        name: 'Armour',
        nameAr: 'الواقيات',
        value: 'CE level 1 shoulders, elbows, back',
        valueAr: 'CE مستوى 1 للكتفين والمرفقين والظهر',
      },
      { name: 'Weight', nameAr: 'الوزن', value: '1.8 kg', valueAr: '1.8 كغم' },
    ],
    compatibility: 'Universal',
    image: '/images/products/accessories/mesh-riding-jacket.svg',
    images: [
      '/images/products/accessories/mesh-riding-jacket.svg',
      '/images/products/accessories/mesh-riding-jacket-2.svg',
    ],
  },
  {
    id: 1033,
    category: 'Accessories',
    name: 'Touring Riding Boots',
    nameAr: 'حذاء ركوب للرحلات',
    description:
      'Mid-height touring boots with a reinforced toe, ankle discs, a shin plate and an oil-resistant non-slip sole. Two adjustable buckles and a full-length inner zip make them quick to put on, and they stay comfortable enough to walk in at the end of the ride.',
    descriptionAr:
      'حذاء رحلات متوسط الارتفاع بمقدّمة مقوّاة وواقيات للكاحل وصفيحة لحماية الساق ونعل مانع للانزلاق ومقاوم للزيت. إبزيمان قابلان للضبط وسحّاب داخلي بطول كامل يجعلان ارتداءه سريعاً، ويبقى مريحاً للمشي في نهاية الرحلة.',
    price: 185000,
    stock: 3,
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    features: [
      'Ankle discs and shin plate',
      'Oil-resistant non-slip sole',
      'Two buckles and inner zip',
      'Replaceable toe slider',
    ],
    featuresAr: [
      'واقيات للكاحل وصفيحة للساق',
      'نعل مانع للانزلاق ومقاوم للزيت',
      'إبزيمان وسحّاب داخلي',
      'واقي مقدّمة قابل للاستبدال',
    ],
    specifications: [
      {
        name: 'Upper',
        nameAr: 'الجزء العلوي',
        value: 'Microfibre leather',
        valueAr: 'جلد مايكروفايبر',
      },
      { name: 'Sole', nameAr: 'النعل', value: 'Oil-resistant rubber', valueAr: 'مطاط مقاوم للزيت' },
      { name: 'Height', nameAr: 'الارتفاع', value: '30 cm', valueAr: '30 سم' },
      { name: 'Sizes', nameAr: 'المقاسات', value: 'EU 40-46', valueAr: 'أوروبي 40–46' },
    ],
    compatibility: 'Universal',
    image: '/images/products/accessories/touring-riding-boots.svg',
    images: ['/images/products/accessories/touring-riding-boots.svg'],
  },
  {
    id: 1034,
    category: 'Accessories',
    name: 'Aluminium Phone Mount',
    nameAr: 'حامل هاتف من الألمنيوم',
    description:
      "CNC-machined aluminium handlebar phone holder with a spring-loaded four-corner grip and a vibration damper that protects your phone's camera from engine vibration. Rotates 360° for portrait or landscape and fits phones from 4.7 to 7 inches.",
    descriptionAr:
      'حامل هاتف للمقود مصنوع من الألمنيوم بتشغيل CNC، بقبضة نابضية تمسك الزوايا الأربع ومخمّد اهتزاز يحمي كاميرا الهاتف من اهتزاز المحرك. يدور 360 درجة للوضع العمودي أو الأفقي، ويناسب الهواتف من 4.7 إلى 7 إنش.',
    price: 35000,
    stock: 65,
    sizes: [],
    features: ['Four-corner spring grip', 'Vibration damper', 'Rotates 360°'],
    featuresAr: ['قبضة نابضية للزوايا الأربع', 'مخمّد للاهتزاز', 'دوران 360 درجة'],
    specifications: [
      { name: 'Phone size', nameAr: 'مقاس الهاتف', value: '4.7-7 in', valueAr: '4.7–7 إنش' },
      { name: 'Handlebar', nameAr: 'المقود', value: '22-32 mm', valueAr: '22–32 ملم' },
      {
        name: 'Material',
        nameAr: 'المادة',
        value: 'Aluminium and silicone',
        valueAr: 'ألمنيوم وسيليكون',
      },
    ],
    compatibility: 'Universal',
    image: '/images/products/accessories/phone-mount.svg',
    images: ['/images/products/accessories/phone-mount.svg'],
  },
  {
    id: 1035,
    category: 'Accessories',
    name: 'Magnetic Tank Bag',
    nameAr: 'حقيبة خزان مغناطيسية',
    description:
      'Expandable tank bag with strong rubber-coated magnets for steel tanks, a clear top pocket for your phone or map and a carry handle for when you step off. Expands from 10 to 15 litres; rain cover and shoulder strap included.',
    descriptionAr:
      'حقيبة خزان قابلة للتوسيع بمغانط قوية مغلّفة بالمطاط للخزانات الفولاذية، مع جيب علوي شفاف للهاتف أو الخريطة ومقبض لحملها عند النزول. تتوسع من 10 إلى 15 لتراً، وتأتي مع غطاء للمطر وحزام للكتف.',
    price: 65000,
    originalPrice: 78000,
    stock: 19,
    sizes: [],
    features: [
      'Rubber-coated magnets',
      'Clear phone and map pocket',
      'Expands 10-15 L',
      'Rain cover included',
    ],
    featuresAr: [
      'مغانط مغلّفة بالمطاط',
      'جيب شفاف للهاتف والخريطة',
      'سعة قابلة للتوسيع 10-15 لتراً',
      'غطاء مطر مرفق',
    ],
    specifications: [
      { name: 'Capacity', nameAr: 'السعة', value: '10-15 L', valueAr: '10–15 لتر' },
      { name: 'Mounting', nameAr: 'التثبيت', value: '6 magnets', valueAr: '6 مغناطيسات' },
      { name: 'Material', nameAr: 'المادة', value: '1680D polyester', valueAr: 'بوليستر 1680D' },
      {
        name: 'Dimensions',
        nameAr: 'الأبعاد',
        value: '34 x 24 x 18 cm',
        valueAr: '34 × 24 × 18 سم',
      },
    ],
    compatibility: 'Universal (steel fuel tanks)',
    image: '/images/products/accessories/magnetic-tank-bag.svg',
    images: ['/images/products/accessories/magnetic-tank-bag.svg'],
  },
  {
    id: 1036,
    category: 'Accessories',
    name: 'Outdoor Motorcycle Cover',
    nameAr: 'غطاء دراجة نارية للاستخدام الخارجي',
    description:
      'Waterproof outdoor cover with a heat-resistant panel by the exhaust, an elastic hem, an under-body buckle strap and lock holes. Protects paint and seat from sun, dust storms and rain. Fits bikes up to 2.3 m long.',
    descriptionAr:
      'غطاء خارجي مقاوم للماء بلوح مقاوم للحرارة قرب العادم، وحافة مطاطية، وحزام بإبزيم أسفل الدراجة، وفتحات للقفل. يحمي الطلاء والمقعد من الشمس والعواصف الترابية والمطر. يناسب الدراجات بطول حتى 2.3 متر.',
    price: 38000,
    badge: 'Waterproof',
    stock: 42,
    sizes: [],
    features: [
      'Waterproof and UV-resistant',
      'Heat-resistant exhaust panel',
      'Buckle strap and lock holes',
    ],
    featuresAr: [
      'مقاوم للماء والأشعة فوق البنفسجية',
      'لوح مقاوم للحرارة عند العادم',
      'حزام بإبزيم وفتحات للقفل',
    ],
    specifications: [
      {
        name: 'Material',
        nameAr: 'المادة',
        value: '210D polyester, silver-coated',
        valueAr: 'بوليستر 210D بطلاء فضي',
      },
      { name: 'Max. bike length', nameAr: 'أقصى طول للدراجة', value: '2.3 m', valueAr: '2.3 م' },
      { name: 'Extras', nameAr: 'الملحقات', value: 'Storage bag', valueAr: 'حقيبة حفظ' },
    ],
    compatibility: 'Universal',
    image: '/images/products/accessories/motorcycle-cover.svg',
    images: ['/images/products/accessories/motorcycle-cover.svg'],
  },
]
