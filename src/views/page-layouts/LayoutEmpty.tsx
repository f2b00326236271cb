import { useTranslation } from 'react-i18next'
import { LayoutDemo } from './LayoutDemo'

export default function LayoutEmpty() {
  const { t } = useTranslation('pageLayouts')
  return (
    <LayoutDemo name="layoutEmpty" meta="{}">
      <div
        className={
          'layout-empty-area d-flex align-items-center justify-content-center ' +
          'text-body-secondary p-4 text-center'
        }
      >
        {t('layoutEmpty.area')}
      </div>
    </LayoutDemo>
  )
}
