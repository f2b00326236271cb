import { Badge } from 'reactstrap'
import type { AutocompleteItem } from './contract'
import { Highlight } from './Highlight'

export interface SuggestionListProps {
  id: string
  label: string
  films: AutocompleteItem[]
  active: number
  typed: string
  showRank: boolean
  onPick: (film: AutocompleteItem) => void
}

export function SuggestionList({ id, label, films, active, typed, showRank, onPick }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={`typeahead-list dropdown-menu ${films.length > 0 ? 'show' : ''}`}
    >
      {films.map((film, index) => (
        // Keyboard users pick with the combobox's arrow keys and Enter; the click is the mouse's way.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={film.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          className={`dropdown-item d-flex justify-content-between gap-3 ${index === active ? 'active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(film)}
        >
          <span>
            <Highlight text={film.title} match={typed} />
          </span>
          {showRank && (
            <Badge pill color="primary-subtle" className="text-primary-emphasis align-self-center">
              #{film.rank}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  )
}
