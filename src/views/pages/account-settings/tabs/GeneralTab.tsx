import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Col, Row } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { notify } from '@core/components/toast'
import { FileField } from '@core/forms/fields/FileField'
import { TextField } from '@core/forms/fields/TextField'
import { PageForm, PageFormButtons } from '@core/forms/PageForm'
import { avatarMaxBytes, type AccountSettings } from '../contract'
import { useSave } from '../useSave'
import { generalFormSchema, generalValues, readAsDataUrl, type GeneralForm } from './generalForm'

const accept = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp']
}
const textFields = [
  ['username', 'username'],
  ['fullName', 'name'],
  ['email', 'email'],
  ['company', 'organization']
] as const

export function GeneralTab({ saved }: { saved: AccountSettings['general'] }) {
  const { t } = useTranslation('settings')
  const save = useSave()
  const submit = ({ picture: _, ...data }: GeneralForm) => save({ tab: 'general', data })

  return (
    <PageForm
      schema={generalFormSchema}
      defaultValues={generalValues(saved)}
      onSubmit={submit}
      label={t('tabs.general')}
      namespace="settings"
    >
      <PictureFields saved={saved} />
      {!saved.emailVerified && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2">
          <span>{t('general.unverified', { email: saved.email })}</span>
          <Button
            type="button"
            color="link"
            className="p-0 alert-link"
            onClick={() => notify.info(t('general.resent', { email: saved.email }))}
          >
            {t('general.resend')}
          </Button>
        </div>
      )}
      <Row className="gx-3">
        {textFields.map(([name, autoComplete]) => (
          <Col md={6} key={name}>
            <TextField
              id={`settings-${name}`}
              label={t(`general.${name}`)}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete={autoComplete}
              name={name}
            />
          </Col>
        ))}
      </Row>
      <PageFormButtons submitLabel={t('save')} />
    </PageForm>
  )
}

/** The avatar: a picked file shows at once, and "reset" goes back to the saved one. */
function PictureFields({ saved }: { saved: AccountSettings['general'] }) {
  const { t } = useTranslation('settings')
  const { control, setValue } = useFormContext<GeneralForm>()
  const [picture, avatar, fullName] = useWatch({ control, name: ['picture', 'avatar', 'fullName'] })

  // A picked file becomes the avatar's data URL at once, so the preview is the picture that is saved.
  useEffect(() => {
    if (!picture) return
    let current = true
    void readAsDataUrl(picture).then((url) => {
      if (!current) return
      setValue('avatar', url, { shouldDirty: true })
      setValue('picture', null)
    })
    return () => {
      current = false
    }
  }, [picture, setValue])

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <Avatar name={fullName || saved.fullName} src={avatar} size="xl" className="rounded" />
        <div>
          <p className="mb-1 fw-semibold">{t('general.picture')}</p>
          <Button
            type="button"
            size="sm"
            color="secondary"
            outline
            onClick={() => setValue('avatar', saved.avatar, { shouldDirty: true })}
          >
            {t('general.resetPicture')}
          </Button>
        </div>
      </div>
      <FileField<GeneralForm>
        name="picture"
        label={t('general.upload')}
        accept={accept}
        maxSize={avatarMaxBytes}
      />
    </>
  )
}
