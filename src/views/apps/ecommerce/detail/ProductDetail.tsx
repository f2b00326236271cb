import { PackageX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { RecordGate } from '@core/list/records'
import { useGetProductQuery } from '../api'
import { ecommercePaths } from '../routes.contract'
import '../ecommerce.scss'
import { FeatureStrip } from './FeatureStrip'
import { ProductInfo } from './ProductInfo'
import { RelatedProducts } from './RelatedProducts'

export default function ProductDetail() {
  const { t } = useTranslation('ecommerce')
  const { slugOrId = '' } = useParams()
  const query = useGetProductQuery(slugOrId)
  const notFound = (
    <NotFoundCard
      icon={PackageX}
      title={t('detail.notFound')}
      text={t('detail.notFoundText', { id: slugOrId })}
      back={{ to: ecommercePaths.shop, label: t('detail.backToShop') }}
    />
  )

  return (
    <>
      <PageHeader
        title={t('titles.detail')}
        crumbs={[{ label: t('nav.ecommerce') }, { label: t('titles.shop'), to: ecommercePaths.shop }]}
      />
      <RecordGate query={query} notFound={notFound}>
        {({ product }) => (
          <Card>
            <CardBody>
              <ProductInfo product={product} />
            </CardBody>
            <FeatureStrip />
            <CardBody>
              <RelatedProducts product={product} />
            </CardBody>
          </Card>
        )}
      </RecordGate>
    </>
  )
}
