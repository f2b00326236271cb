import { lazy, useId, useState } from 'react'
import { Send, Trash2 } from 'lucide-react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Label } from 'reactstrap'
import { useDraftForm } from '@core/forms/DraftForm'
import { SubmitButton } from '@core/forms/PageForm'
import { LazyRichTextEditor } from '@core/components/editor/LazyRichTextEditor'
import { limits } from '@/utility/contract'
import type { Contact } from './AddressField'
import { AttachButton, AttachedFiles } from './AttachedFiles'
import type { ComposeValues } from './schema'
import { IconButton } from '@core/components/IconButton'

// Chunks of their own, so the bench weighs the composer's own code apart from them.
const AddressField = lazy(() => import('./AddressField'))

/** The composer's fields and buttons, within its DraftForm. */
export function ComposerForm({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation('email')
  const subjectId = useId()
  const { alert } = useDraftForm<ComposeValues>()
  const { register, getValues } = useFormContext<ComposeValues>()
  const [copies, setCopies] = useState(() => ({
    cc: getValues('cc').length > 0,
    bcc: getValues('bcc').length > 0
  }))

  return (
    <>
      {alert && (
        <div className="alert alert-danger m-3 mb-0" role="alert">
          {t('toast.failed', { message: alert })}
        </div>
      )}
      <div className="border-bottom px-3 py-2">
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1 min-w-0">
            <AddressField name="to" label={t('compose.to')} contacts={contacts} />
          </div>
          {(['cc', 'bcc'] as const).map((key) =>
            copies[key] ? null : (
              <Button
                key={key}
                color="link"
                size="sm"
                className="px-1"
                onClick={() => setCopies({ ...copies, [key]: true })}
              >
                {t(`compose.${key}`)}
              </Button>
            )
          )}
        </div>
      </div>
      {(['cc', 'bcc'] as const).map((key) =>
        copies[key] ? (
          <div key={key} className="border-bottom px-3 py-2">
            <AddressField name={key} label={t(`compose.${key}`)} contacts={contacts} />
          </div>
        ) : null
      )}
      <div className="border-bottom px-3 py-2 d-flex align-items-center gap-2">
        <Label for={subjectId} className="mb-0 nl-composer-label">
          {t('compose.subject')}
        </Label>
        <input
          id={subjectId}
          className="form-control border-0 shadow-none px-0"
          maxLength={limits.shortText}
          {...register('subject')}
        />
      </div>
      <div className="nl-composer-body p-3">
        <Controller
          name="message"
          render={({ field }) => (
            <LazyRichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t('compose.body')}
              placeholder={t('compose.bodyPlaceholder')}
            />
          )}
        />
        <AttachedFiles />
      </div>
      <ComposerActions />
    </>
  )
}

function ComposerActions() {
  const { t } = useTranslation('email')
  const { submit, discard } = useDraftForm<ComposeValues>()
  const { isSubmitting } = useFormContext<ComposeValues>().formState
  return (
    <div className="d-flex align-items-center gap-2 px-3 pb-3">
      <SubmitButton>
        {!isSubmitting && <Send size={16} className="me-2 nl-flip-rtl" aria-hidden />}
        {t('compose.send')}
      </SubmitButton>
      <Button color="secondary" outline disabled={isSubmitting} onClick={() => submit({ isDraft: true })}>
        {t('compose.saveDraft')}
      </Button>
      <AttachButton />
      <IconButton icon={Trash2} danger className="ms-auto" label={t('compose.discard')} onClick={discard} />
    </div>
  )
}
