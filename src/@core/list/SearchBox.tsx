import { useState } from 'react'
import { Search } from 'lucide-react'
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap'

interface Props {
  id: string
  label: string
  placeholder?: string
  /** The query in the URL. */
  q: string
  /** Called on every keystroke; the list state debounces it. */
  onSearch: (q: string) => void
  className?: string
}

/** A list's search box. It shows what the user types; when the URL's query changes by other means
 *  (Back, Forward, a link) it shows that, but its own query coming back never overwrites typing. */
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
