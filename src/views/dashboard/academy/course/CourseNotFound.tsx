import { BookX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { academyPaths } from '../routes.contract'

export function CourseNotFound({ id }: { id: string }) {
  const { t } = useTranslation('academy')
  return (
    <NotFoundCard
      icon={BookX}
      title={t('course.notFoundTitle')}
      text={t('course.notFoundText', { id })}
      back={{ to: academyPaths.dashboard, label: t('course.back') }}
    />
  )
}
