import { useCallback, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { useDebouncedCallback } from '@core/hooks/useDebouncedCallback'
import { emailLabels, emailViews, type EmailLabel, type EmailView } from './contract'
import { emailPaths } from './routes.contract'
import { oneOf } from '@/utility/rules.contract'

export interface MailView {
  folder: EmailView
  label?: EmailLabel
}

export const viewPath = ({ folder, label }: MailView) =>
  label ? emailPaths.label(label) : folder === 'inbox' ? emailPaths.inbox : emailPaths.folder(folder)

export function readView(rest: string): MailView | null {
  const [first, second, ...more] = rest.split('/').filter(Boolean)
  if (first === undefined) return { folder: 'inbox' }
  const label = oneOf(emailLabels, second)
  if (first === 'label') return label && more.length === 0 ? { folder: 'inbox', label } : null
  const folder = oneOf(emailViews, first)
  return folder && second === undefined ? { folder } : null
}

/** Searching replaces the history entry; opening and closing a mail pushes one, so Back closes it. */
export function useMailView() {
  const { '*': rest = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => readView(rest), [rest])
  const q = params.get('q') ?? ''
  const rawMail = Number(params.get('mail'))
  const mailId = Number.isSafeInteger(rawMail) && rawMail > 0 ? rawMail : null

  const change = useCallback(
    (key: 'q' | 'mail', value: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value) next.set(key, value)
          else next.delete(key)
          return next
        },
        { replace }
      ),
    [setParams]
  )
  const search = useDebouncedCallback((text: string) => change('q', text.trim() ? text : null, true))
  const openMail = useCallback((id: number, replace = false) => change('mail', String(id), replace), [change])
  const closeMail = useCallback(() => change('mail', null, false), [change])
  const mailHref = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params)
      next.set('mail', String(id))
      return `?${next.toString()}`
    },
    [params]
  )

  return { view, q, mailId, search, openMail, closeMail, mailHref }
}
