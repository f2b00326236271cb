import { useTranslation } from 'react-i18next'
import { PageHeader } from '@core/components/PageHeader'
import { CreateKeyForm } from './CreateKeyForm'
import { KeyList } from './KeyList'

export default function ApiKeyPage() {
  const { t } = useTranslation('apiKeys')
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.pages') }]} />
      <CreateKeyForm />
      <KeyList />
    </>
  )
}
