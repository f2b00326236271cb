import { defineApp } from '@core/app/defineApp'
import { ecommercePaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Ecommerce: true
  }
}

/** The navbar cart (navbar/NavbarCart.tsx) is found and loaded by the shell's navbar. */
export const ecommerceApp = defineApp({
  namespace: 'ecommerce',
  subject: 'Ecommerce',
  menu: { section: 'apps', group: { title: 'nav.ecommerce', icon: 'ShoppingBag' } },
  screens: [
    {
      path: paths.shop,
      load: () => import('./shop/Shop'),
      title: 'titles.shop',
      icon: 'LayoutGrid',
      menu: { title: 'nav.shop' }
    },
    {
      path: paths.detail(),
      load: () => import('./detail/ProductDetail'),
      title: 'titles.detail',
      example: paths.detail('fjord-wireless-headphones')
    },
    {
      path: paths.firstDetail,
      load: () => import('./detail/OpenFirstProduct'),
      title: 'titles.detail',
      icon: 'Package',
      menu: { title: 'nav.productDetail' }
    },
    {
      path: paths.wishlist,
      load: () => import('./wishlist/Wishlist'),
      title: 'titles.wishlist',
      icon: 'Heart',
      menu: { title: 'nav.wishlist' }
    },
    {
      path: paths.checkout,
      load: () => import('./checkout/Checkout'),
      title: 'titles.checkout',
      icon: 'ShoppingCart',
      menu: { title: 'nav.checkout' }
    }
  ]
})
