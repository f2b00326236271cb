import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { SendHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { limits } from '@/utility/contract'
import { useSendMessageMutation } from '../api'
import type { Contact } from '../contract'

export function Composer({ contact }: { contact: Contact }) {
  const { t } = useTranslation('chat')
  const hintId = useId()
  const [text, setText] = useState('')
  const [send, { isLoading }] = useSendMessageMutation()
  const blank = text.trim() === ''

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (blank || isLoading) return
    const result = await mutate(send({ message: text, contact: contact.id }), {
      failed: (message) => t('composer.failed', { message })
    })
    if (!result.error) setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor="chat-message" className="visually-hidden">
        {t('composer.label', { name: contact.fullName })}
      </label>
      <textarea
        id="chat-message"
        className="form-control"
        rows={1}
        maxLength={limits.text}
        placeholder={t('composer.placeholder')}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="visually-hidden">
        {t('composer.hint')}
      </span>
      <Button
        type="submit"
        color="primary"
        className="d-inline-flex align-items-center text-nowrap"
        disabled={blank || isLoading}
        aria-label={t('composer.send')}
      >
        {isLoading ? (
          <Spinner size="sm" aria-hidden="true" />
        ) : (
          <SendHorizontal size={18} aria-hidden="true" className="chat-send-icon" />
        )}
        <span className="d-none d-sm-inline ms-2">{t('composer.send')}</span>
      </Button>
    </form>
  )
}
