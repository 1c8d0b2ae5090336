// POST /api/sms-test/send-code and /api/sms-test/verify (admins only).
import { useMutation } from '@tanstack/react-query'
import type { VerifyCodeInput } from '@schemas/phone'
import { api, unwrap } from '@/lib/api-client'

export function useTestSendCode() {
  return useMutation({
    mutationFn: (phone: string) => unwrap(api['sms-test']['send-code'].$post({ json: { phone } })),
  })
}

export function useTestVerifyCode() {
  return useMutation({
    mutationFn: (input: VerifyCodeInput) => unwrap(api['sms-test'].verify.$post({ json: input })),
  })
}
