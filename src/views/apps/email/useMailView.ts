import { useCallback, useMemo } from 'react'
import { useParams } from 'react-router-dom'
import { useListState, type ListStateSpec } from '@core/list/useListState'
import { emailLabels, emailListParams, emailViews, type EmailLabel, type EmailView } from './contract'
import { emailPaths } from './routes.contract'
import { number, type NumberRule, type TextRule } from '@/utility/list.contract'
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

const mailSpec: ListStateSpec<{ q: TextRule; page: NumberRule<number>; mail: NumberRule<number | null> }> = {
  params: {
    q: emailListParams.q,
    page: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true, fallback: 1 }),
    mail: number({ min: 1, max: Number.MAX_SAFE_INTEGER, whole: true })
  },
  local: ['mail']
}

/** Searching replaces the history entry; opening and closing a mail pushes one, so Back closes it. */
export function useMailView() {
  const { '*': rest = '' } = useParams()
  const view = useMemo(() => readView(rest), [rest])
  const { state, update, search, href } = useListState(mailSpec)
  const openMail = useCallback((id: number, replace = false) => update({ mail: id }, { replace }), [update])
  const closeMail = useCallback(() => update({ mail: null }, { replace: false }), [update])
  const mailHref = useCallback((id: number) => href({ mail: id }), [href])
  const pageHref = useCallback((page: number) => href({ page }), [href])

  return {
    view,
    q: state.q,
    page: state.page,
    mailId: state.mail,
    search,
    openMail,
    closeMail,
    mailHref,
    pageHref
  }
}
