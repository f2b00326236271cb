import { useTranslation } from 'react-i18next'
import { LayoutDemo } from './LayoutDemo'

export default function LayoutEmpty() {
  const { t } = useTranslation()
  return (
    <LayoutDemo name="layoutEmpty" meta="{}">
      <div
        className={
          'layout-empty-area d-flex align-items-center justify-content-center ' +
          'text-body-secondary p-4 text-center'
        }
      >
        {t('pageLayouts.layoutEmpty.area')}
      </div>
    </LayoutDemo>
  )
}
