import { PackageX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { OpenFirstRecord } from '@core/list/records'
import { useGetProductsQuery } from '../api'
import { ecommercePaths } from '../routes.contract'

export default function OpenFirstProduct() {
  const { t } = useTranslation('ecommerce')
  const query = useGetProductsQuery({})
  return (
    <OpenFirstRecord
      query={query}
      firstId={(data) => data.products[0]?.id}
      to={(id) =>
        ecommercePaths.detail(query.data?.products.find((product) => product.id === id)?.slug ?? id)
      }
      none={
        <NotFoundCard
          icon={PackageX}
          title={t('detail.noProducts')}
          text={t('shop.empty')}
          back={{ to: ecommercePaths.shop, label: t('detail.backToShop') }}
        />
      }
    />
  )
}
