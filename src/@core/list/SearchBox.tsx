import { useState } from 'react'
import { Search } from 'lucide-react'
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap'

interface Props {
  id: string
  label: string
  placeholder?: string
  q: string
  onSearch: (q: string) => void
  className?: string
}

/** Its own query coming back from the URL never overwrites typing. */
export function SearchBox({ id, label, placeholder, q, onSearch, className }: Props) {
  const [text, setText] = useState(q)
  const [sent, setSent] = useState(q)
  const [seen, setSeen] = useState(q)
  if (q !== seen) {
    setSeen(q)
    if (q !== sent) {
      setSent(q)
      setText(q)
    }
  }
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
          onChange={(event) => {
            setText(event.target.value)
            setSent(event.target.value)
            onSearch(event.target.value)
          }}
        />
      </InputGroup>
    </div>
  )
}
