// The fitment search form's state machine (storefront §4): choosing a make or model clears what
// depended on the old choice, so the form never names a bike that does not exist.
import type { FitmentCriteria } from '@domain/fitment'

export type SearchForm = FitmentCriteria

export type SearchAction =
  | { type: 'make' | 'model' | 'year' | 'variant' | 'category' | 'query'; value: string }
  | { type: 'reset' }

export const EMPTY_SEARCH: SearchForm = {
  make: '',
  model: '',
  year: '',
  variant: '',
  category: '',
  query: '',
}

export function searchFormReducer(state: SearchForm, action: SearchAction): SearchForm {
  switch (action.type) {
    case 'make':
      return { ...state, make: action.value, model: '', year: '', variant: '' }
    case 'model':
      return { ...state, model: action.value, year: '', variant: '' }
    case 'reset':
      return EMPTY_SEARCH
    default:
      return { ...state, [action.type]: action.value }
  }
}
