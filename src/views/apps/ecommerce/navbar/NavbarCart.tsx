import { useState } from 'react'
import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Badge } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { CountedIcon, navbarIconToggle } from '@core/components/navbar/CountedIcon'
import { useAbility } from '@/configs/acl/useAbility'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'
import { useGetCartQuery } from '../api'
import { priceSummary } from '../contract'
import { ecommercePaths } from '../routes.contract'
import { ProductImage } from '../components/ProductImage'
import { useMoney } from '@core/hooks/useMoney'
import { useProductActions } from '../components/useProductActions'
import '../ecommerce.scss'
import { Money } from '@core/components/Money'

/** The user data's count shows until the cart call answers; every cart change refetches it. */
export default function NavbarCart() {
  const allowed = useAbility().can('read', 'Ecommerce')
  return allowed ? <CartMenu /> : null
}

function CartMenu() {
  // No suspense: the navbar must not blank the page while the strings load.
  const { t, ready } = useTranslation('ecommerce', { useSuspense: false })
  const money = useMoney()
  const firstCount = useAppSelector(selectUserData)?.extras.eCommerceCartItemsCount ?? 0
  const cart = useGetCartQuery()
  const { removeFromCart } = useProductActions()
  const [open, setOpen] = useState(false)
  if (!ready) return null
  const lines = cart.data?.products ?? []
  const count = cart.data ? lines.length : firstCount

  return (
    <LazyDropdown
      open={open}
      onOpenChange={setOpen}
      nav
      inNavbar
      tag="div"
      className="navbar-cart"
      menuProps={{ end: true, className: 'navbar-cart-menu p-0' }}
      toggleProps={{
        ...navbarIconToggle,
        'aria-label': t('navbarCart.open', { count }),
        children: (
          <CountedIcon
            icon={ShoppingCart}
            count={count}
            color="primary"
            badgeClassName="navbar-cart-count"
            testId="cart-count"
          />
        )
      }}
    >
      {() => (
        <>
          <div className="d-flex justify-content-between align-items-center px-3 py-2 border-bottom">
            <h2 className="h6 mb-0">{t('navbarCart.title')}</h2>
            <Badge color="primary" pill>
              {t('navbarCart.items', { count })}
            </Badge>
          </div>
          {lines.length === 0 ? (
            <p className="px-3 py-4 text-center text-body-secondary mb-0">{t('cart.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-0 px-3 py-2 overflow-auto" style={{ maxBlockSize: '20rem' }}>
              {lines.map((line) => (
                <li key={line.id} className="d-flex align-items-center gap-2 py-2">
                  <ProductImage src={line.image} size={48} className="navbar-cart-image" />
                  <div className="flex-fill min-w-0">
                    <Link
                      to={ecommercePaths.detail(line.slug)}
                      className="d-block text-truncate small fw-semibold"
                      onClick={() => setOpen(false)}
                    >
                      {line.name}
                    </Link>
                    <span className="small text-body-secondary">
                      {t('navbarCart.line', { qty: line.qty, price: money(line.price) })}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="btn-close"
                    aria-label={t('cart.removeFor', { name: line.name })}
                    onClick={() => void removeFromCart(line)}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="border-top px-3 py-2">
            <div className="d-flex justify-content-between mb-2">
              <span>{t('summary.subtotal')}</span>
              <span className="fw-semibold">
                <Money value={priceSummary(lines).subtotal} />
              </span>
            </div>
            <Link
              to={ecommercePaths.checkout}
              className="btn btn-primary w-100"
              onClick={() => setOpen(false)}
            >
              {t('navbarCart.checkout')}
            </Link>
          </div>
        </>
      )}
    </LazyDropdown>
  )
}
