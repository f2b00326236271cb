import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { FormText, Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { maxSearchLength } from '@/utility/list.contract'

interface Props {
  id: string
  label: string
  placeholder?: string
  q: string
  onSearch: (q: string) => void
  className?: string
  /** The longest search sent; the box says so when it is reached. */
  maxLength?: number
}

/** Its own query coming back from the URL never overwrites typing; a search never outgrows the API's limit. */
export function SearchBox({
  id,
  label,
  placeholder,
  q,
  onSearch,
  className,
  maxLength = maxSearchLength
}: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(q.slice(0, maxLength))
  const [sent, setSent] = useState(q)
  const [seen, setSeen] = useState(q)
  if (q !== seen) {
    setSeen(q)
    if (q !== sent) {
      setSent(q)
      setText(q.slice(0, maxLength))
    }
  }
  // A longer search from an address is cut to the limit rather than sent and refused.
  useEffect(() => {
    if (q.length > maxLength) onSearch(q.slice(0, maxLength))
  }, [q, maxLength, onSearch])
  const full = text.length >= maxLength
  return (
    <div className={className}>
      <Label for={id} className="visually-hidden">
        {label}
      </Label>
      <InputGroup>
        <InputGroupText>
          <Search size={16} aria-hidden="true" />
        </InputGroupText>
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          aria-describedby={full ? `${id}-limit` : undefined}
          onChange={(event) => {
            const typed = event.target.value.slice(0, maxLength)
            setText(typed)
            setSent(typed)
            onSearch(typed)
          }}
        />
      </InputGroup>
      <div aria-live="polite">
        {full && (
          <FormText id={`${id}-limit`} color="warning-emphasis">
            {t('table.searchTooLong', { max: maxLength })}
          </FormText>
        )}
      </div>
    </div>
  )
}
