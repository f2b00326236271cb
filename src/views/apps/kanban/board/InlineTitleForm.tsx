import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a control of its own, not yet in the family
import { Button, Input, Label, Spinner } from 'reactstrap'
import { limits } from '@/utility/contract'

interface Props {
  label: string
  initial?: string
  submitLabel: string
  onSubmit: (title: string) => Promise<boolean>
  onDone: () => void
}

export function InlineTitleForm({ label, initial = '', submitLabel, onSubmit, onDone }: Props) {
  const { t } = useTranslation('kanban')
  const id = useId()
  const [title, setTitle] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // The field opens because the user asked for it: take them there.
  useEffect(() => input.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed) return setInvalid(true)
    setBusy(true)
    const saved = await onSubmit(trimmed)
    setBusy(false)
    if (saved) onDone()
  }

  return (
    <form onSubmit={submit} noValidate>
      <Label for={id} className="visually-hidden">
        {label}
      </Label>
      <Input
        id={id}
        value={title}
        placeholder={label}
        innerRef={input}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        maxLength={limits.shortText}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setTitle(event.target.value)
          setInvalid(false)
        }}
      />
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t('validation.titleRequired')}
        </div>
      )}
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" color="primary" size="sm" disabled={busy}>
          {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {submitLabel}
        </Button>
        <Button type="button" color="secondary" outline size="sm" onClick={onDone}>
          {t('add.cancel')}
        </Button>
      </div>
    </form>
  )
}
