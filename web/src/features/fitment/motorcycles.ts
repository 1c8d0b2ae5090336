// The fitment guide's built-in motorcycle catalogue: 30 bikes over 6 makes (storefront §3, §9).
export type MotorcycleCategory = 'Sport' | 'Naked' | 'Adventure'

export interface Motorcycle {
  make: string
  model: string
  engine: string
  years: string[]
  category: MotorcycleCategory
  variants?: string[]
  /** One of the five popular models the shop stocks parts for end to end. */
  fullySupported?: boolean
}

const years = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => String(last - i))

export const MOTORCYCLES: readonly Motorcycle[] = [
  {
    make: 'Honda',
    model: 'CBR600RR',
    engine: '599cc inline-4',
    years: years(2013, 2024),
    category: 'Sport',
    fullySupported: true,
  },
  {
    make: 'Honda',
    model: 'CBR1000RR-R Fireblade',
    engine: '999cc inline-4',
    years: years(2020, 2024),
    category: 'Sport',
    variants: ['Standard', 'SP'],
  },
  {
    make: 'Honda',
    model: 'CB650R',
    engine: '649cc inline-4',
    years: years(2019, 2024),
    category: 'Naked',
  },
  {
    make: 'Honda',
    model: 'CB500X',
    engine: '471cc parallel-twin',
    years: years(2019, 2023),
    category: 'Adventure',
  },
  {
    make: 'Honda',
    model: 'CRF1100L Africa Twin',
    engine: '1084cc parallel-twin',
    years: years(2020, 2024),
    category: 'Adventure',
    variants: ['Standard', 'Adventure Sports', 'DCT'],
  },

  {
    make: 'Yamaha',
    model: 'YZF-R1',
    engine: '998cc crossplane inline-4',
    years: years(2015, 2024),
    category: 'Sport',
    variants: ['R1', 'R1M'],
    fullySupported: true,
  },
  {
    make: 'Yamaha',
    model: 'YZF-R6',
    engine: '599cc inline-4',
    years: years(2017, 2020),
    category: 'Sport',
  },
  {
    make: 'Yamaha',
    model: 'MT-07',
    engine: '689cc CP2 parallel-twin',
    years: years(2014, 2024),
    category: 'Naked',
  },
  {
    make: 'Yamaha',
    model: 'MT-09',
    engine: '890cc CP3 inline-3',
    years: years(2021, 2024),
    category: 'Naked',
    variants: ['Standard', 'SP'],
  },
  {
    make: 'Yamaha',
    model: 'Ténéré 700',
    engine: '689cc CP2 parallel-twin',
    years: years(2019, 2024),
    category: 'Adventure',
    variants: ['Standard', 'World Raid'],
  },

  {
    make: 'Kawasaki',
    model: 'Ninja ZX-10R',
    engine: '998cc inline-4',
    years: years(2016, 2024),
    category: 'Sport',
    variants: ['Standard', 'KRT Edition'],
    fullySupported: true,
  },
  {
    make: 'Kawasaki',
    model: 'Ninja ZX-6R',
    engine: '636cc inline-4',
    years: years(2019, 2024),
    category: 'Sport',
  },
  {
    make: 'Kawasaki',
    model: 'Ninja 650',
    engine: '649cc parallel-twin',
    years: years(2017, 2024),
    category: 'Sport',
  },
  {
    make: 'Kawasaki',
    model: 'Z900',
    engine: '948cc inline-4',
    years: years(2017, 2024),
    category: 'Naked',
    variants: ['Standard', 'SE'],
  },
  {
    make: 'Kawasaki',
    model: 'Versys 650',
    engine: '649cc parallel-twin',
    years: years(2015, 2024),
    category: 'Adventure',
    variants: ['Standard', 'LT'],
  },

  {
    make: 'Suzuki',
    model: 'GSX-R1000',
    engine: '999cc inline-4',
    years: years(2017, 2024),
    category: 'Sport',
    variants: ['Standard', 'R'],
    fullySupported: true,
  },
  {
    make: 'Suzuki',
    model: 'GSX-R750',
    engine: '750cc inline-4',
    years: years(2011, 2023),
    category: 'Sport',
  },
  {
    make: 'Suzuki',
    model: 'GSX-S1000',
    engine: '999cc inline-4',
    years: years(2021, 2024),
    category: 'Naked',
  },
  {
    make: 'Suzuki',
    model: 'SV650',
    engine: '645cc V-twin',
    years: years(2016, 2024),
    category: 'Naked',
    variants: ['Standard', 'SV650X'],
  },
  {
    make: 'Suzuki',
    model: 'V-Strom 650',
    engine: '645cc V-twin',
    years: years(2017, 2023),
    category: 'Adventure',
    variants: ['Standard', 'XT'],
  },

  {
    make: 'KTM',
    model: 'RC 390',
    engine: '373cc single',
    years: years(2022, 2024),
    category: 'Sport',
  },
  {
    make: 'KTM',
    model: '390 Duke',
    engine: '373cc single',
    years: years(2017, 2023),
    category: 'Naked',
  },
  {
    make: 'KTM',
    model: '790 Duke',
    engine: '799cc parallel-twin',
    years: years(2018, 2024),
    category: 'Naked',
  },
  {
    make: 'KTM',
    model: '1290 Super Duke R',
    engine: '1301cc V-twin',
    years: years(2020, 2023),
    category: 'Naked',
    variants: ['Standard', 'EVO'],
  },
  {
    make: 'KTM',
    model: '890 Adventure',
    engine: '889cc parallel-twin',
    years: years(2021, 2024),
    category: 'Adventure',
    variants: ['Standard', 'R'],
  },

  {
    make: 'BMW',
    model: 'S 1000 RR',
    engine: '999cc inline-4',
    years: years(2019, 2024),
    category: 'Sport',
    variants: ['Standard', 'M Package'],
  },
  {
    make: 'BMW',
    model: 'S 1000 R',
    engine: '999cc inline-4',
    years: years(2021, 2024),
    category: 'Naked',
  },
  {
    make: 'BMW',
    model: 'F 900 R',
    engine: '895cc parallel-twin',
    years: years(2020, 2024),
    category: 'Naked',
  },
  {
    make: 'BMW',
    model: 'R 1250 GS',
    engine: '1254cc boxer twin',
    years: years(2019, 2023),
    category: 'Adventure',
    variants: ['Standard', 'Adventure'],
    fullySupported: true,
  },
  {
    make: 'BMW',
    model: 'F 850 GS',
    engine: '853cc parallel-twin',
    years: years(2018, 2023),
    category: 'Adventure',
    variants: ['Standard', 'Adventure'],
  },
]

export const MAKES: readonly string[] = [...new Set(MOTORCYCLES.map((m) => m.make))]

export const modelsOf = (make: string) => MOTORCYCLES.filter((m) => m.make === make)

export const findMotorcycle = (make: string, model: string) =>
  MOTORCYCLES.find((m) => m.make === make && m.model === model)
