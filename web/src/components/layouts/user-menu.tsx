// The signed-in menu: name, e-mail, My Orders, Language Settings, My Account (phone, e-mail,
// WhatsApp and password), Admin Panel (admins), Sign Out.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import type { User } from '@/lib/api-types'
import { useLogout } from '@/lib/auth'
import { showToast } from '@/stores/toasts'

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [, navigate] = useLocation()
  const logout = useLogout()
  const ref = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent) => ref.current?.contains(e.target as Node) || setOpen(false)
    document.addEventListener('click', close)
    return () => document.removeEventListener('click', close)
  }, [open])

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="icon-btn user-btn"
        aria-label={t('nav.account')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {user.firstName.slice(0, 1).toUpperCase()}
        </span>
      </button>
      {open && (
        <div className="menu" role="menu">
          <div className="menu-head">
            <strong>
              {user.firstName} {user.lastName}
            </strong>
            <small>{user.email}</small>
          </div>
          <Link href={paths.orders} role="menuitem" onClick={close}>
            {t('nav.myOrders')}
          </Link>
          <Link href={paths.languageSettings} role="menuitem" onClick={close}>
            {t('nav.languageSettings')}
          </Link>
          <Link href={paths.verifyPhone} role="menuitem" onClick={close}>
            {t('nav.myAccount')}
          </Link>
          {/* The account page's password section (the page scrolls to it). */}
          <Link href={`${paths.verifyPhone}#change-password`} role="menuitem" onClick={close}>
            {t('nav.changePassword')}
          </Link>
          {user.role === 'admin' && (
            <Link href={paths.admin} role="menuitem" onClick={close}>
              {t('nav.adminPanel')}
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close()
              logout.mutate(undefined, {
                onSettled: () => {
                  showToast(t('auth.signedOut'))
                  navigate(paths.home)
                },
              })
            }}
          >
            <Icon name="close" size={16} /> {t('nav.signOut')}
          </button>
        </div>
      )}
    </div>
  )
}
