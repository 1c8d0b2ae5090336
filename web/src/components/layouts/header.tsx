// The dark shop header: logo, links, product search, language, wishlist, account and cart.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { cartPanelStore, cartStore, wishlistStore } from '@/stores/cart'
import { itemCount } from '@/stores/cart-rules'
import { formatNumber } from '@/lib/format'
import { useUser } from '@/lib/auth'
import { scrollToSection } from '@/lib/scroll'
import { GarageButton } from '@/components/garage/garage-button'
import { LanguageSwitcher } from './language-switcher'
import { UserMenu } from './user-menu'
import { Logo } from './logo'
import { SearchBox } from './search-box'

export function Header() {
  const { t, i18n } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  // Bumped by the logo: a new key drops whatever was typed in the search boxes.
  const [searchGeneration, setSearchGeneration] = useState(0)
  const cartCount = itemCount(cartStore.use())
  const wishlistCount = wishlistStore.use().length
  const links = [
    { href: paths.home, label: t('nav.home') },
    { href: `${paths.home}#catalogue`, label: t('nav.shopParts') },
    { href: `${paths.home}#categories`, label: t('nav.categories') },
    { href: paths.fitmentGuide, label: t('nav.fitmentGuide') },
    { href: paths.storeLocation, label: t('nav.storeLocation') },
    { href: paths.support, label: t('nav.support') },
  ]
  // The wishlist and cart are named by hidden words before their badge ("Cart 3"), not by an
  // aria-label that would leave the count shown out of the name (WCAG label-in-name).
  const badge = (n: number) =>
    n > 0 ? <span className="badge-count">{formatNumber(n, i18n.language)}</span> : null

  return (
    <header className="header">
      <div className="header-bar container">
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Logo onClick={() => setSearchGeneration((n) => n + 1)} />
        <nav className="nav-desktop" aria-label={t('nav.main')}>
          {links.map((l) => (
            <NavLink key={l.label} href={l.href} label={l.label} />
          ))}
        </nav>
        <SearchBox key={searchGeneration} className="search-desktop" />
        <div className="header-actions">
          <GarageButton />
          <LanguageSwitcher />
          <Link href={paths.wishlist} className="icon-btn">
            <span className="visually-hidden">{t('nav.wishlist')} </span>
            <Icon name="heart" />
            {badge(wishlistCount)}
          </Link>
          <AccountButton />
          <button type="button" className="icon-btn" onClick={() => cartPanelStore.set(true)}>
            <span className="visually-hidden">{t('nav.cart')} </span>
            <Icon name="cart" />
            {badge(cartCount)}
          </button>
        </div>
      </div>
      <div className="container search-mobile-row">
        <SearchBox key={searchGeneration} className="search-mobile" />
      </div>
      {menuOpen && (
        <nav className="nav-mobile" aria-label={t('nav.mobile')}>
          {links.map((l) => (
            <NavLink
              key={l.label}
              href={l.href}
              label={l.label}
              onFollow={() => setMenuOpen(false)}
            />
          ))}
        </nav>
      )}
    </header>
  )
}

/** A signed-in shopper's menu, or the sign-in link. A component of its own: the session's answer
 * comes after the first render and re-renders this alone, not the whole header. */
function AccountButton() {
  const { t } = useTranslation()
  const { data: user } = useUser()
  return user ? (
    <UserMenu user={user} />
  ) : (
    <Link href={paths.login} className="icon-btn" aria-label={t('nav.signIn')}>
      <Icon name="user" />
    </Link>
  )
}

/** Links to a home section scroll to it once home is shown. */
function NavLink({
  href,
  label,
  onFollow,
}: {
  href: string
  label: string
  onFollow?: () => void
}) {
  const [, navigate] = useLocation()
  const [path, hash] = href.split('#')
  return (
    <a
      href={href}
      className="nav-link"
      onClick={(e) => {
        e.preventDefault()
        onFollow?.()
        navigate(path || '/')
        if (hash)
          requestAnimationFrame(() => {
            scrollToSection(hash)
          })
      }}
    >
      {label}
    </a>
  )
}
