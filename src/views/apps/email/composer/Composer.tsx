import { Suspense, useMemo, useState } from 'react'
import { Maximize2, Minimize2, Minus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { notify } from '@core/components/toast'
import { useGetEmailsQuery, useSendEmailMutation, useUpdateEmailsMutation } from '../api'
import type { EmailAttachment } from '../contract'
import type { Contact } from './AddressField'
import type { ComposeStart } from './compose'
import { ComposerForm, type Draft } from './ComposerForm'
import { startBody } from './quote'
import { useLeaveGuard } from './useLeaveGuard'

type Size = 'normal' | 'minimised' | 'maximised'

const isEmpty = (draft: Draft) =>
  draft.to.length + draft.cc.length + draft.bcc.length + draft.files.length === 0 &&
  !draft.subject.trim() &&
  !draft.message

function useContacts(): Contact[] {
  const { data } = useGetEmailsQuery({ folder: 'inbox' })
  return useMemo(() => {
    const seen = new Map<string, Contact>()
    for (const { from } of data?.emails ?? []) if (!seen.has(from.email)) seen.set(from.email, from)
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name))
  }, [data])
}

/** Not modal: the mail list stays usable. */
export default function Composer({ start, onClose }: { start: ComposeStart; onClose: () => void }) {
  const { t, i18n } = useTranslation('email')
  const contacts = useContacts()
  const [size, setSize] = useState<Size>('normal')
  const [draft, setDraft] = useState<Draft>(() => ({
    to: start.to ?? [],
    cc: start.cc ?? [],
    bcc: start.bcc ?? [],
    subject: start.subject ?? '',
    message: start.message ?? startBody(start, t, i18n.language),
    files: []
  }))
  const [asking, setAsking] = useState(false)
  const [send, { isLoading }] = useSendEmailMutation()
  const [update] = useUpdateEmailsMutation()
  const dirty = !isEmpty(draft)
  const guard = useLeaveGuard(dirty && !isLoading)

  const submit = async (isDraft: boolean) => {
    const strip = (people: Contact[]) => people.map(({ name, email }) => ({ name, email }))
    const attachments: EmailAttachment[] = draft.files.map(({ fileName, size: bytes }) => ({
      fileName,
      size: bytes,
      thumbnail: '',
      url: ''
    }))
    const email = {
      to: strip(draft.to),
      cc: strip(draft.cc),
      bcc: strip(draft.bcc),
      subject: draft.subject.trim(),
      message: draft.message,
      attachments
    }
    const result = await send({ email, isDraft })
    if ('error' in result && result.error) {
      notify.error(t('toast.failed', { message: 'message' in result.error ? result.error.message : '' }))
      return
    }
    // The continued draft is replaced by the mail just stored (there is no call that edits a mail).
    if (start.replaces !== undefined)
      await update({ emailIds: [start.replaces], dataToUpdate: { folder: 'trash' } })
    notify.success(t(isDraft ? 'toast.draftSaved' : 'toast.sent'))
    onClose()
  }

  const title = draft.subject.trim() || t('compose.title')
  const toggleLabel = t(size === 'maximised' ? 'compose.restore' : 'compose.maximise')
  return (
    <section
      className={`nl-composer card nl-composer-${size}`}
      role="dialog"
      aria-modal="false"
      aria-label={t('compose.title')}
    >
      <header className="card-header d-flex align-items-center gap-1 py-2">
        <h2 className="h6 mb-0 me-auto text-truncate">{title}</h2>
        <button
          type="button"
          className="btn btn-icon-action"
          aria-label={t(size === 'minimised' ? 'compose.expand' : 'compose.minimise')}
          aria-expanded={size !== 'minimised'}
          onClick={() => setSize(size === 'minimised' ? 'normal' : 'minimised')}
        >
          <Minus size={18} aria-hidden />
        </button>
        <button
          type="button"
          className="btn btn-icon-action d-none d-md-inline-flex"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setSize(size === 'maximised' ? 'normal' : 'maximised')}
        >
          {size === 'maximised' ? <Minimize2 size={16} aria-hidden /> : <Maximize2 size={16} aria-hidden />}
        </button>
        <button
          type="button"
          className="btn btn-icon-action"
          aria-label={t('compose.close')}
          title={t('compose.close')}
          onClick={() => (dirty ? setAsking(true) : onClose())}
        >
          <X size={18} aria-hidden />
        </button>
      </header>
      <div hidden={size === 'minimised'}>
        <Suspense
          fallback={
            <div className="text-center py-5">
              <Spinner color="primary" size="sm">
                {t('compose.loading')}
              </Spinner>
            </div>
          }
        >
          <ComposerForm
            draft={draft}
            onChange={setDraft}
            contacts={contacts}
            busy={isLoading}
            onSend={() => submit(false)}
            onSaveDraft={() => submit(true)}
            onDiscard={() => (dirty ? setAsking(true) : onClose())}
          />
        </Suspense>
      </div>
      <ConfirmDialog
        isOpen={asking || guard.leaving}
        title={t('compose.discardTitle')}
        message={t('compose.discardText')}
        confirmLabel={t('compose.discard')}
        onConfirm={guard.leaving ? guard.leave : onClose}
        onCancel={guard.leaving ? guard.stay : () => setAsking(false)}
      />
    </section>
  )
}
