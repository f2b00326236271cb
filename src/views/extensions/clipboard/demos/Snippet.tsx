import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Copy } from 'lucide-react'
import { Button } from 'reactstrap'
import { useCopy } from '../useCopy'

const snippet = `npm install react-hot-toast
import toast from 'react-hot-toast'
toast.success('Saved')`

/** A code block with its copy button, which shows for a moment that it worked. */
export default function ClipboardSnippet() {
  const { t } = useTranslation('extensions')
  const copy = useCopy()
  const [done, setDone] = useState(false)
  return (
    <div className="extension-snippet d-flex flex-column align-items-end gap-2">
      <Button size="sm" color="secondary" outline onClick={async () => setDone(await copy(snippet))}>
        {done ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
        <span className="ms-1">
          {done ? t('clipboard.sample.copiedShort') : t('clipboard.sample.copyCode')}
        </span>
      </Button>
      <pre className="mb-0 rounded bg-body-tertiary w-100" dir="ltr">
        <code>{snippet}</code>
      </pre>
    </div>
  )
}
