// A few customer reviews; products' rating and count are computed from them when seeding.
export interface SeedReview {
  productId: number
  userId: number
  rating: number
  comment: string
  createdAt: string
}

export const sampleReviews: SeedReview[] = [
  {
    productId: 1001,
    userId: 102,
    rating: 5,
    comment: 'Very comfortable and quiet on the highway to Hilla. Fits true to size.',
    createdAt: '2026-09-12T10:00:00.000Z',
  },
  {
    productId: 1001,
    userId: 103,
    rating: 4,
    comment: 'خوذة ممتازة والتهوية جيدة في الصيف، لكن الحشوة تحتاج وقت حتى تلين.',
    createdAt: '2026-10-02T18:30:00.000Z',
  },
  {
    productId: 1013,
    userId: 104,
    rating: 5,
    comment: 'Strong bite and no noise. Fitted them myself in 30 minutes.',
    createdAt: '2026-10-20T08:15:00.000Z',
  },
  {
    productId: 1019,
    userId: 105,
    rating: 4,
    comment: 'Much brighter than the stock bulb. Good value.',
    createdAt: '2026-11-01T20:05:00.000Z',
  },
  {
    productId: 1025,
    userId: 102,
    rating: 5,
    comment: 'إطار ممتاز على الطرق الحارة، التماسك قوي جداً.',
    createdAt: '2026-11-05T13:45:00.000Z',
  },
  {
    productId: 1031,
    userId: 103,
    rating: 3,
    comment: 'Good gloves but the sizing runs a little small.',
    createdAt: '2026-11-08T09:00:00.000Z',
  },
]
