import { lazy, useId, useRef, useState, type FormEvent } from 'react'
import { Paperclip, Send, Trash2, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Input, Label, Spinner } from 'reactstrap'
import { emailLimits } from '../contract'
import { fileSize } from '../format'
import type { Contact } from './AddressField'
import { LazyRichTextEditor } from '@core/components/editor/LazyRichTextEditor'
import { limits } from '@/utility/contract'

// Chunks of their own, so the bench weighs the composer's own code apart from them.
const AddressField = lazy(() => import('./AddressField'))

export interface Draft {
  to: Contact[]
  cc: Contact[]
  bcc: Contact[]
  subject: string
  message: string
  files: { fileName: string; size: number }[]
}

interface Props {
  draft: Draft
  onChange: (draft: Draft) => void
  contacts: Contact[]
  busy: boolean
  onSend: () => void
  onSaveDraft: () => void
  onDiscard: () => void
}

// eslint-disable-next-line max-lines-per-function -- split when the composer moves onto the forms kit
export function ComposerForm({ draft, onChange, contacts, busy, onSend, onSaveDraft, onDiscard }: Props) {
  const { t } = useTranslation('email')
  const ids = { subject: useId(), error: useId() }
  const [copies, setCopies] = useState({ cc: draft.cc.length > 0, bcc: draft.bcc.length > 0 })
  const [missingTo, setMissingTo] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    if (key === 'to') setMissingTo(false)
    onChange({ ...draft, [key]: value })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.to.length === 0) setMissingTo(true)
    else onSend()
  }
  const addFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])].map((file) => ({ fileName: file.name, size: file.size }))
    set('files', [...draft.files, ...picked].slice(0, emailLimits.attachments))
    if (fileInput.current) fileInput.current.value = ''
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="border-bottom px-3 py-2">
        <div className="d-flex align-items-center gap-2">
          <div className="flex-grow-1 min-w-0">
            <AddressField
              label={t('compose.to')}
              value={draft.to}
              onChange={(value) => set('to', value)}
              contacts={contacts}
              invalid={missingTo}
              describedBy={missingTo ? ids.error : undefined}
            />
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
        {missingTo && (
          <div id={ids.error} className="invalid-feedback d-block" role="alert">
            {t('compose.needsRecipient')}
          </div>
        )}
      </div>
      {(['cc', 'bcc'] as const).map((key) =>
        copies[key] ? (
          <div key={key} className="border-bottom px-3 py-2">
            <AddressField
              label={t(`compose.${key}`)}
              value={draft[key]}
              onChange={(value) => set(key, value)}
              contacts={contacts}
            />
          </div>
        ) : null
      )}
      <div className="border-bottom px-3 py-2 d-flex align-items-center gap-2">
        <Label for={ids.subject} className="mb-0 nl-composer-label">
          {t('compose.subject')}
        </Label>
        <Input
          id={ids.subject}
          className="border-0 shadow-none px-0"
          value={draft.subject}
          maxLength={limits.shortText}
          onChange={(event) => set('subject', event.target.value)}
        />
      </div>
      <div className="nl-composer-body p-3">
        <LazyRichTextEditor
          value={draft.message}
          onChange={(html) => set('message', html)}
          label={t('compose.body')}
          placeholder={t('compose.bodyPlaceholder')}
        />
        <AttachedFiles
          files={draft.files}
          onRemove={(index) =>
            set(
              'files',
              draft.files.filter((_, i) => i !== index)
            )
          }
        />
      </div>
      <div className="d-flex align-items-center gap-2 px-3 pb-3">
        <Button color="primary" type="submit" disabled={busy}>
          {busy ? (
            <Spinner size="sm" className="me-2" aria-hidden />
          ) : (
            <Send size={16} className="me-2 nl-flip-rtl" aria-hidden />
          )}
          {t('compose.send')}
        </Button>
        <Button color="secondary" outline disabled={busy} onClick={onSaveDraft}>
          {t('compose.saveDraft')}
        </Button>
        <button
          type="button"
          className="btn btn-icon-action"
          aria-label={t('compose.attach')}
          title={t('compose.attach')}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip size={18} aria-hidden />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('compose.attach')}
          data-testid="composer-files"
          onChange={(event) => addFiles(event.target.files)}
        />
        <button
          type="button"
          className="btn btn-icon-action btn-icon-danger ms-auto"
          aria-label={t('compose.discard')}
          title={t('compose.discard')}
          onClick={onDiscard}
        >
          <Trash2 size={18} aria-hidden />
        </button>
      </div>
    </form>
  )
}

function AttachedFiles({ files, onRemove }: { files: Draft['files']; onRemove: (index: number) => void }) {
  const { t, i18n } = useTranslation('email')
  if (files.length === 0) return null
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label={t('compose.files')}>
      {files.map((file, index) => (
        <li
          key={`${file.fileName}-${index}`}
          className={
            'badge rounded-pill bg-secondary-subtle text-secondary-emphasis ' +
            'd-inline-flex align-items-center gap-1 fw-normal'
          }
        >
          <Paperclip size={12} aria-hidden />
          {file.fileName} ({fileSize(file.size, i18n.language)})
          <button
            type="button"
            className="btn btn-sm p-0 border-0 text-reset"
            aria-label={t('compose.removeFile', { name: file.fileName })}
            onClick={() => onRemove(index)}
          >
            <X size={12} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}
