import { UserX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { userPaths } from '../contract'

export function UserNotFound({ id }: { id?: string }) {
  const { t } = useTranslation('user')
  return (
    <NotFoundCard
      icon={UserX}
      title={t('view.notFoundTitle')}
      text={id ? t('view.notFoundText', { id }) : t('view.noUsers')}
      back={{ to: userPaths.list, label: t('common.backToList') }}
    />
  )
}
