import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from 'reactstrap'
import { DraftForm } from '@core/forms/DraftForm'
import { useGetEmailsQuery } from '../api'
import type { Contact } from './AddressField'
import type { ComposeStart } from './compose'
import { ComposerForm } from './ComposerForm'
import { ComposerHeader, type ComposerSize } from './ComposerHeader'
import { composeSchema, isEmpty, type ComposeValues } from './schema'
import { inMailApp, useSendMail } from './useSendMail'

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
  const [size, setSize] = useState<ComposerSize>('normal')
  const { defaultValues, sendMail, closeAfterSave } = useSendMail(start, onClose)
  return (
    <section
      className={`nl-composer card nl-composer-${size}`}
      role="dialog"
      aria-modal="false"
      aria-label={t('compose.title')}
    >
      <DraftForm<ComposeValues>
        schema={composeSchema}
        defaultValues={defaultValues}
        namespace="email"
        onSubmit={sendMail}
        onSaved={() => void closeAfterSave()}
        onDiscard={onClose}
        hasContent={(values) => !isEmpty(values)}
        question={{
          title: t('compose.discardTitle'),
          message: t('compose.discardText'),
          confirm: t('compose.discard')
        }}
        submitValues={{ isDraft: false }}
        stays={inMailApp}
      >
        <ComposerHeader size={size} onResize={setSize} />
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
            <ComposerForm contacts={contacts} />
          </Suspense>
        </div>
      </DraftForm>
    </section>
  )
}
