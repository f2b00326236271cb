import { Suspense, useMemo, useState } from 'react'
import { Maximize2, Minimize2, Minus, X } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { FormScope } from '@core/forms/Form'
import { useGetEmailsQuery } from '../api'
import type { Contact } from './AddressField'
import type { ComposeStart } from './compose'
import { ComposerForm } from './ComposerForm'
import { useComposeForm } from './useComposeForm'

type Size = 'normal' | 'minimised' | 'maximised'

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
  const { t } = useTranslation('email')
  const contacts = useContacts()
  const [size, setSize] = useState<Size>('normal')
  const [asking, setAsking] = useState(false)
  const { form, alert, dirty, guard, sendAs } = useComposeForm(start, onClose)
  const discard = () => (dirty ? setAsking(true) : onClose())

  const subject = useWatch({ control: form.control, name: 'subject' })
  const title = subject.trim() || t('compose.title')
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
          onClick={discard}
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
          <FormScope form={form} namespace="email">
            <ComposerForm contacts={contacts} alert={alert} onSend={sendAs} onDiscard={discard} />
          </FormScope>
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
