import { Copy, Gift, MailPlus, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { copyAndTell, notify } from '@core/components/toast'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import { ModalForm } from '@core/forms/ModalForm'
import { inviteSchema } from '../schemas'

const referralLink = 'https://nordlight.example.com/join/astrid-7Q2M'
const perks = [
  ['invite', MailPlus],
  ['signUp', UserPlus],
  ['reward', Gift]
] as const

export function ReferModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const copy = () => copyAndTell(referralLink, { copied: t('refer.copied'), refused: t('refer.copyRefused') })
  return (
    <ModalForm
      size="lg"
      namespace="modals"
      isOpen={isOpen}
      onClose={onClose}
      title={t('refer.title')}
      intro={t('refer.intro')}
      schema={inviteSchema}
      defaultValues={{ email: '' }}
      onSubmit={({ email }) => void notify.success(t('refer.done', { email }))}
      submitLabel={t('refer.submit')}
    >
      <ol className="row list-unstyled g-3 mb-4">
        {perks.map(([key, Icon]) => (
          <li key={key} className="col-md-4 text-center">
            <Icon size={28} aria-hidden="true" className="text-primary mb-2" />
            <p className="small mb-0">{t(`refer.perks.${key}`)}</p>
          </li>
        ))}
      </ol>
      <TextField id="refer-email" type="email" label={t('refer.email')} autoComplete="off" name="email" />
      <label className="form-label" htmlFor="refer-link">
        {t('refer.link')}
      </label>
      <div className="input-group mb-2">
        <input id="refer-link" className="form-control" value={referralLink} readOnly dir="ltr" />
        <Button type="button" color="primary" outline onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" className="me-1" />
          {t('refer.copy')}
        </Button>
      </div>
    </ModalForm>
  )
}
