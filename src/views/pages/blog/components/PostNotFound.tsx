import { FileX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { blogPaths } from '../contract'

export function PostNotFound({ id }: { id?: number | string }) {
  const { t } = useTranslation('blog')
  return (
    <NotFoundCard
      icon={FileX}
      title={id === undefined ? t('notFound.none') : t('notFound.title', { id })}
      text={t('notFound.text')}
      back={{ to: blogPaths.list, label: t('notFound.back') }}
    />
  )
}
