import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

interface UrlFormProps {
  label: string
  initial?: string
  /** Applies the address; false marks it invalid and keeps the form open. */
  apply: (url: string) => boolean
  onDone: () => void
}

/** A one-line address form under the toolbar, for a link or a picture. */
export function UrlForm({ label, initial = '', apply, onDone }: UrlFormProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!apply(url)) return setInvalid(true)
    onDone()
  }
  return (
    <form className="nl-editor-link d-flex gap-2 p-2" onSubmit={submit} noValidate>
      <input
        className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
        aria-label={label}
        aria-invalid={invalid}
        placeholder="https://"
        value={url}
        ref={input}
        onChange={(event) => {
          setUrl(event.target.value)
          setInvalid(false)
        }}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <button type="submit" className="btn btn-sm btn-primary">
        {t('editor.applyLink')}
      </button>
    </form>
  )
}
