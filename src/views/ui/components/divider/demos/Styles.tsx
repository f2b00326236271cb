import { useTranslation } from 'react-i18next'
import { Divider } from '../Divider'

/** `variant` sets the line style; `color` tints the line and the label. */
export default function DividerStyles() {
  const { t } = useTranslation('components')
  return (
    <div>
      <Divider variant="solid">{t('divider.sample.solid')}</Divider>
      <Divider variant="dashed">{t('divider.sample.dashed')}</Divider>
      <Divider variant="dotted">{t('divider.sample.dotted')}</Divider>
      <Divider color="primary">{t('divider.sample.primary')}</Divider>
      <Divider color="success" variant="dashed">
        {t('divider.sample.successDashed')}
      </Divider>
      <Divider color="danger" variant="dotted">
        {t('divider.sample.dangerDotted')}
      </Divider>
    </div>
  )
}
