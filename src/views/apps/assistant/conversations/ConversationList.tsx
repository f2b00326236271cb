import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { ChevronDown, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react'
import { IconButton } from '@core/components/IconButton'
import { mutate } from '@core/forms/mutate'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { conversationLimits, type ConversationSummary } from '../conversations.contract'
import { useDeleteConversationMutation, useGetConversationsQuery, useUpdateConversationMutation } from './api'

interface Props {
  active: number | null
  choose: (id: number | null) => void
  onNew: () => void
}

/** The user's kept conversations: open one, start a new one, rename or delete one. Folds away at phone width. */
export function ConversationList({ active, choose, onNew }: Props) {
  const { t } = useTranslation('assistant')
  const listId = useId()
  const [open, setOpen] = useState(false)
  const { data } = useGetConversationsQuery()
  const [updateConversation] = useUpdateConversationMutation()
  const [deleteConversation] = useDeleteConversationMutation()
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null)
  const conversations = data?.conversations ?? []
  const remove = useConfirmDelete<ConversationSummary>({
    remove: async (conversation) => {
      const result = await deleteConversation(conversation.id)
      if (!result.error && conversation.id === active) choose(null)
      return result
    },
    title: t('conversations.deleteTitle'),
    message: (conversation) => t('conversations.deleteMessage', { name: conversation.title }),
    deleted: () => t('conversations.deleted'),
    failed: (_conversation, message) => message
  })
  const rename = async (event: FormEvent) => {
    event.preventDefault()
    if (!renaming) return
    const result = await mutate(updateConversation({ id: renaming.id, title: renaming.title }))
    if (!result.error) setRenaming(null)
  }

  return (
    <Card>
      <CardBody>
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 flex-grow-1">
            <button
              type="button"
              className="btn btn-link p-0 text-reset text-decoration-none fw-semibold d-lg-none"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen(!open)}
            >
              {t('conversations.title')} ({conversations.length})
              <ChevronDown size={16} aria-hidden="true" className="ms-1" />
            </button>
            <span className="d-none d-lg-inline">{t('conversations.title')}</span>
          </h2>
          <IconButton icon={MessageSquarePlus} size="sm" label={t('page.new')} onClick={onNew} />
        </div>
        <div id={listId} className={open ? undefined : 'd-none d-lg-block'}>
          {conversations.length === 0 && (
            <p className="small text-body-secondary mb-0">{t('conversations.none')}</p>
          )}
          <ul className="list-unstyled mb-0" aria-label={t('conversations.title')}>
            {conversations.map((conversation) => (
              <li key={conversation.id} className="d-flex align-items-center gap-1 py-1">
                {renaming?.id === conversation.id ? (
                  <form className="d-flex flex-grow-1 gap-1" onSubmit={rename}>
                    <input
                      className="form-control form-control-sm"
                      aria-label={t('conversations.newName', { name: conversation.title })}
                      value={renaming.title}
                      required
                      maxLength={conversationLimits.titleChars}
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the user just asked for
                      autoFocus
                      onChange={(event) => setRenaming({ id: conversation.id, title: event.target.value })}
                      onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                    />
                    <button type="submit" className="btn btn-sm btn-primary">
                      {t('conversations.save')}
                    </button>
                  </form>
                ) : (
                  <button
                    type="button"
                    className={`btn btn-sm flex-grow-1 min-w-0 text-start text-truncate ${
                      conversation.id === active ? 'btn-primary' : 'btn-link'
                    }`}
                    aria-current={conversation.id === active ? 'true' : undefined}
                    onClick={() => choose(conversation.id)}
                  >
                    {conversation.title}
                  </button>
                )}
                <IconButton
                  icon={Pencil}
                  size="sm"
                  label={t('conversations.rename', { name: conversation.title })}
                  onClick={() => setRenaming({ id: conversation.id, title: conversation.title })}
                />
                <IconButton
                  icon={Trash2}
                  size="sm"
                  danger
                  label={t('conversations.delete', { name: conversation.title })}
                  onClick={() => remove.ask(conversation)}
                />
              </li>
            ))}
          </ul>
        </div>
        {remove.dialog}
      </CardBody>
    </Card>
  )
}
