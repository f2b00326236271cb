import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod/mini'
import { formParseOptions } from '../../forms/parseOptions'
import { refusalOf, refusalText } from '@/utility/apiErrors'
import { CellEditor, type EditOption } from './CellEditor'

interface Props {
  value: string
  /** How a value looks in the cell; the pending one is drawn the same way while it is saved. */
  render: (value: string) => ReactNode
  /** The field and the row, for the labels: "Role of Aiko Fujimoto". */
  field: string
  rowName: string
  /** The field's rule from the contract, checked before anything is sent. */
  schema: z.ZodMiniType
  /** A select's choices; without them the cell edits as a text box. */
  options?: EditOption[]
  save: (value: string) => PromiseLike<{ error?: unknown }>
}

/** A cell that becomes its field: Enter or F2 edits, Enter saves, Escape cancels, Tab saves and moves on. */
export function EditableCell({ value, render, field, rowName, schema, options, save }: Props) {
  // Not suspending: a cell is drawn plain until the list's words have loaded.
  const { t, ready } = useTranslation('list', { useSuspense: false })
  const errorId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  // The value being saved, shown until the list brings back a value other than the one it replaced.
  const [pending, setPending] = useState<{ value: string; replaces: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  // A blur the closing editor sends after Enter or Escape must not save a second time.
  const editing = useRef(false)
  // Closed by Enter or Escape the cell takes the focus back; by Tab the focus has moved on already.
  const refocus = useRef(false)
  const takeFocus = (node: HTMLButtonElement | null) => {
    if (node && refocus.current) {
      refocus.current = false
      node.focus()
    }
  }

  const start = () => {
    editing.current = true
    setDraft(value)
    setError(null)
  }
  const commit = async (next: string, byKey: boolean) => {
    if (!editing.current) return
    const parsed = schema.safeParse(next, formParseOptions)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'invalid'
      setError(t(/[.:]/.test(message) ? message : `common:validation.${message}`))
      return
    }
    editing.current = false
    refocus.current = byKey
    setDraft(null)
    setError(null)
    if (next === value) return
    setPending({ value: next, replaces: value })
    const result = await save(next)
    if (result.error) {
      setPending(null)
      setError(refusalText(refusalOf(result.error)))
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      editing.current = false
      refocus.current = true
      setDraft(null)
      setError(null)
    } else if (event.key === 'Enter' && draft !== null) {
      event.preventDefault()
      void commit(draft, true)
    }
  }

  if (!ready) return <>{render(value)}</>
  if (draft !== null)
    return (
      <div className="nl-cell-edit w-100">
        <CellEditor
          value={draft}
          label={t('edit.field', { field, name: rowName })}
          options={options}
          invalid={error !== null}
          errorId={errorId}
          onChange={setDraft}
          onKeyDown={onKeyDown}
          onBlur={() => void commit(draft, false)}
        />
        {error && (
          <div id={errorId} className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        )}
      </div>
    )
  const saving = pending !== null && pending.replaces === value
  const shown = saving ? pending.value : value
  return (
    <div className="w-100">
      <button
        ref={takeFocus}
        type="button"
        className="nl-cell-button btn btn-link p-0 text-reset text-decoration-none text-start"
        aria-label={t('edit.cell', { field, name: rowName })}
        aria-busy={saving}
        aria-describedby={error ? errorId : undefined}
        onClick={start}
        onKeyDown={(event) => {
          if (event.key === 'F2') {
            event.preventDefault()
            start()
          }
        }}
      >
        <span className={saving ? 'opacity-50' : undefined}>{render(shown)}</span>
      </button>
      {error && (
        <div id={errorId} className="small text-danger" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
