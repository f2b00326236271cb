import { useEffect, useRef } from 'react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Input } from 'reactstrap'
import { IconButton } from '@core/components/IconButton'

interface Props {
  value: string
  matches: number | null
  onChange: (value: string) => void
  onClose: () => void
}

export function MessageSearch({ value, matches, onChange, onClose }: Props) {
  const { t } = useTranslation('chat')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <div className="chat-search">
      <Input
        innerRef={input}
        type="search"
        bsSize="sm"
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchLabel')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      />
      <span className="small text-body-secondary text-nowrap" role="status">
        {matches !== null && t('header.matches', { count: matches })}
      </span>
      <IconButton icon={X} iconSize={16} label={t('header.closeSearch')} onClick={onClose} />
    </div>
  )
}
