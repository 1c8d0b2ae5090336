// The motorcycles the shop knows from its first day: the fitment guide's 30 (storefront §3, five of
// them the popular "Fully Supported" models) and the older bikes the opening catalogue's parts
// name. Migration 0011 inserts these rows with these ids in every database (production included);
// test/worker/fitment-data.test.ts holds the two in step. A model's row has variant ''; each named
// variant has a row of its own.
import type { VehicleType } from '../worker/domain/fitment'
import type { VehicleLike } from '../worker/domain/vehicles'

type Model = [
  model: string,
  modelAr: string,
  engineCc: number,
  engine: string,
  years: [number, number],
  type: VehicleType,
  variants?: string[],
  popular?: true,
]

const MAKES: [make: string, makeAr: string, models: Model[]][] = [
  [
    'Honda',
    'هوندا',
    [
      ['CBR600RR', 'سي بي آر 600 آر آر', 599, 'inline-4', [2013, 2024], 'Sport', [], true],
      [
        'CBR1000RR-R Fireblade',
        'سي بي آر 1000 فاير بليد',
        999,
        'inline-4',
        [2020, 2024],
        'Sport',
        ['Standard', 'SP'],
      ],
      ['CB650R', 'سي بي 650 آر', 649, 'inline-4', [2019, 2024], 'Naked'],
      ['CB500X', 'سي بي 500 إكس', 471, 'parallel-twin', [2019, 2023], 'Adventure'],
      [
        'CRF1100L Africa Twin',
        'أفريكا توين',
        1084,
        'parallel-twin',
        [2020, 2024],
        'Adventure',
        ['Standard', 'Adventure Sports', 'DCT'],
      ],
      ['CBR1000RR', 'سي بي آر 1000 آر آر', 999, 'inline-4', [2008, 2019], 'Sport'],
    ],
  ],
  [
    'Yamaha',
    'ياماها',
    [
      ['YZF-R1', 'آر 1', 998, 'crossplane inline-4', [2015, 2024], 'Sport', ['R1', 'R1M'], true],
      ['YZF-R6', 'آر 6', 599, 'inline-4', [2017, 2020], 'Sport'],
      ['MT-07', 'إم تي 07', 689, 'CP2 parallel-twin', [2014, 2024], 'Naked'],
      ['MT-09', 'إم تي 09', 890, 'CP3 inline-3', [2021, 2024], 'Naked', ['Standard', 'SP']],
      [
        'Ténéré 700',
        'تينيري 700',
        689,
        'CP2 parallel-twin',
        [2019, 2024],
        'Adventure',
        ['Standard', 'World Raid'],
      ],
    ],
  ],
  [
    'Kawasaki',
    'كاواساكي',
    [
      [
        'Ninja ZX-10R',
        'نينجا زد إكس 10 آر',
        998,
        'inline-4',
        [2016, 2024],
        'Sport',
        ['Standard', 'KRT Edition'],
        true,
      ],
      ['Ninja ZX-6R', 'نينجا زد إكس 6 آر', 636, 'inline-4', [2019, 2024], 'Sport'],
      ['Ninja 650', 'نينجا 650', 649, 'parallel-twin', [2017, 2024], 'Sport'],
      ['Z900', 'زد 900', 948, 'inline-4', [2017, 2024], 'Naked', ['Standard', 'SE']],
      [
        'Versys 650',
        'فيرسيس 650',
        649,
        'parallel-twin',
        [2015, 2024],
        'Adventure',
        ['Standard', 'LT'],
      ],
      ['Ninja 400', 'نينجا 400', 399, 'parallel-twin', [2018, 2024], 'Sport'],
      ['Z400', 'زد 400', 399, 'parallel-twin', [2019, 2024], 'Naked'],
    ],
  ],
  [
    'Suzuki',
    'سوزوكي',
    [
      [
        'GSX-R1000',
        'جي إس إكس آر 1000',
        999,
        'inline-4',
        [2017, 2024],
        'Sport',
        ['Standard', 'R'],
        true,
      ],
      ['GSX-R750', 'جي إس إكس آر 750', 750, 'inline-4', [2011, 2023], 'Sport'],
      ['GSX-S1000', 'جي إس إكس إس 1000', 999, 'inline-4', [2021, 2024], 'Naked'],
      ['SV650', 'إس في 650', 645, 'V-twin', [2016, 2024], 'Naked', ['Standard', 'SV650X']],
      ['V-Strom 650', 'في ستروم 650', 645, 'V-twin', [2017, 2023], 'Adventure', ['Standard', 'XT']],
      ['GSX-R600', 'جي إس إكس آر 600', 599, 'inline-4', [2006, 2017], 'Sport'],
    ],
  ],
  [
    'KTM',
    'كي تي إم',
    [
      ['RC 390', 'آر سي 390', 373, 'single', [2022, 2024], 'Sport'],
      ['390 Duke', 'ديوك 390', 373, 'single', [2017, 2023], 'Naked'],
      ['790 Duke', 'ديوك 790', 799, 'parallel-twin', [2018, 2024], 'Naked'],
      [
        '1290 Super Duke R',
        'سوبر ديوك 1290 آر',
        1301,
        'V-twin',
        [2020, 2023],
        'Naked',
        ['Standard', 'EVO'],
      ],
      [
        '890 Adventure',
        'أدفنتشر 890',
        889,
        'parallel-twin',
        [2021, 2024],
        'Adventure',
        ['Standard', 'R'],
      ],
    ],
  ],
  [
    'BMW',
    'بي إم دبليو',
    [
      [
        'S 1000 RR',
        'إس 1000 آر آر',
        999,
        'inline-4',
        [2019, 2024],
        'Sport',
        ['Standard', 'M Package'],
      ],
      ['S 1000 R', 'إس 1000 آر', 999, 'inline-4', [2021, 2024], 'Naked'],
      ['F 900 R', 'إف 900 آر', 895, 'parallel-twin', [2020, 2024], 'Naked'],
      [
        'R 1250 GS',
        'آر 1250 جي إس',
        1254,
        'boxer twin',
        [2019, 2023],
        'Adventure',
        ['Standard', 'Adventure'],
        true,
      ],
      [
        'F 850 GS',
        'إف 850 جي إس',
        853,
        'parallel-twin',
        [2018, 2023],
        'Adventure',
        ['Standard', 'Adventure'],
      ],
      ['M 1000 RR', 'إم 1000 آر آر', 999, 'inline-4', [2021, 2024], 'Sport'],
    ],
  ],
]

function rows(): VehicleLike[] {
  const out: VehicleLike[] = []
  for (const [make, makeAr, models] of MAKES)
    for (const [
      model,
      modelAr,
      engineCc,
      engine,
      [firstYear, lastYear],
      type,
      variants = [],
      popular,
    ] of models)
      for (const variant of ['', ...variants])
        out.push({
          id: out.length + 1,
          make,
          makeAr,
          model,
          modelAr,
          variant,
          engineCc,
          engine,
          firstYear,
          lastYear,
          type,
          popular: popular === true && variant === '',
        })
  return out
}

export const seedVehicles: readonly VehicleLike[] = rows()
