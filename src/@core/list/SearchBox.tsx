import { useEffect, useRef, useState } from 'react'
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

/** The input holds the one copy of what is typed: a query from elsewhere (Back, a reset) replaces it. */
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
  const input = useRef<HTMLInputElement>(null)
  const [full, setFull] = useState(q.length >= maxLength)
  useEffect(() => {
    const box = input.current
    if (!box || box.value === q.slice(0, maxLength)) return
    box.value = q.slice(0, maxLength)
    setFull(box.value.length >= maxLength)
  }, [q, maxLength])
  // A longer search from an address is cut to the limit rather than sent and refused.
  useEffect(() => {
    if (q.length > maxLength) onSearch(q.slice(0, maxLength))
  }, [q, maxLength, onSearch])
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
          innerRef={input}
          defaultValue={q.slice(0, maxLength)}
          maxLength={maxLength}
          aria-describedby={full ? `${id}-limit` : undefined}
          onChange={(event) => {
            const typed = event.target.value.slice(0, maxLength)
            setFull(typed.length >= maxLength)
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
