import { ShoppingCart } from 'lucide-react'
import { useAbility } from '@/configs/acl/useAbility'

/** The cart's icon in the navbar placeholder, drawn with the page until NavbarCart arrives. */
export default function CartPlaceholder() {
  if (!useAbility().can('read', 'Ecommerce')) return null
  return (
    <span className="nav-icon-btn">
      <ShoppingCart size={20} />
    </span>
  )
}
