import { describe, expect, it } from 'vitest'
import { estimateDataSizeKb } from '../../../worker/domain/data-size'

describe('estimateDataSizeKb', () => {
  it('estimates 0.8 KB per record, to one decimal', () => {
    expect(estimateDataSizeKb(0)).toBe(0)
    expect(estimateDataSizeKb(1)).toBe(0.8)
    expect(estimateDataSizeKb(3)).toBe(2.4)
    expect(estimateDataSizeKb(1234)).toBe(987.2)
  })
})
