// POST /api/images: a product photo stored in R2; answers the URL the worker serves it from.
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => unwrap(api.images.$post({ form: { file } })) })
}
