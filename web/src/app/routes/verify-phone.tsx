// /verify-phone, the customer's account page: the phone, the e-mail address and WhatsApp
// (features/phone-verification), and the password (features/auth).
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import VerifyPhonePage from '@/features/phone-verification/verify-phone-page'

export default function AccountPage() {
  return (
    <VerifyPhonePage>
      <ChangePasswordForm />
    </VerifyPhonePage>
  )
}
