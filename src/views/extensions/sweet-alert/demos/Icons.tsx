import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import type { AlertIconKind } from '@core/components/alert/types'
import { useAlertDialog } from '@core/components/alert/useAlertDialog'

const kinds = [
  { icon: 'success', color: 'success' },
  { icon: 'error', color: 'danger' },
  { icon: 'warning', color: 'warning' },
  { icon: 'info', color: 'info' },
  { icon: 'question', color: 'secondary' }
] as const satisfies readonly { icon: AlertIconKind; color: string }[]

/** The five icons, each with its own message. */
export default function SweetAlertIcons() {
  const { t } = useTranslation('extensions')
  const { show, dialog } = useAlertDialog()
  return (
    <div className="extension-button-grid">
      {kinds.map(({ icon, color }) => (
        <Button
          key={icon}
          color={color}
          outline
          onClick={() =>
            show({
              icon,
              title: t(`sweet-alert.sample.icons.${icon}.title`),
              text: t(`sweet-alert.sample.icons.${icon}.text`)
            })
          }
        >
          {t(`sweet-alert.sample.icons.${icon}.label`)}
        </Button>
      ))}
      {dialog}
    </div>
  )
}
