import { useState } from 'react'
import type { AutocompleteItem } from '../contract'
import { FilmTypeahead } from '../FilmTypeahead'

/** Type a few letters, pick a suggestion with the arrow keys and Enter, or with the mouse. */
export default function AutoCompleteBasic() {
  const [film, setFilm] = useState<AutocompleteItem | null>(null)
  return (
    <div className="d-grid gap-3">
      <FilmTypeahead label="Favourite film" placeholder="Try “the” or “am”" onSelect={setFilm} />
      <p className="mb-0" aria-live="polite">
        {film ? `You picked ${film.title}.` : 'Nothing picked yet.'}
      </p>
    </div>
  )
}
