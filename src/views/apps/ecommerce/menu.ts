import { Heart, LayoutGrid, Package, ShoppingBag, ShoppingCart } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { ecommercePaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'ecommerce',
  section: 'apps',
  items: [
    {
      id: 'ecommerce',
      title: 'nav.ecommerce',
      icon: ShoppingBag,
      children: [
        { id: 'ecommerce-shop', title: 'nav.shop', icon: LayoutGrid, navLink: paths.shop },
        { id: 'ecommerce-detail', title: 'nav.productDetail', icon: Package, navLink: paths.firstDetail },
        { id: 'ecommerce-wishlist', title: 'nav.wishlist', icon: Heart, navLink: paths.wishlist },
        { id: 'ecommerce-checkout', title: 'nav.checkout', icon: ShoppingCart, navLink: paths.checkout }
      ]
    }
  ]
})
