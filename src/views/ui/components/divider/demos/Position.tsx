import { useTranslation } from 'react-i18next'
import { Divider } from '../Divider'

/** `position`: the label at the start, the centre or the end (start follows the reading direction). */
export default function DividerPosition() {
  const { t } = useTranslation('components')
  return (
    <div>
      <Divider position="start">{t('divider.sample.start')}</Divider>
      <Divider position="center">{t('divider.sample.center')}</Divider>
      <Divider position="end">{t('divider.sample.end')}</Divider>
    </div>
  )
}
