import { useState } from 'react'
import type { AutocompleteItem } from '../contract'
import { FilmTypeahead } from '../FilmTypeahead'

/** Extra data beside each suggestion (here the film's rank), and a shorter list of five. */
export default function AutoCompleteWithRank() {
  const [film, setFilm] = useState<AutocompleteItem | null>(null)
  return (
    <div className="d-grid gap-3">
      <FilmTypeahead label="Search the top 100" showRank limit={5} onSelect={setFilm} />
      <p className="mb-0" aria-live="polite">
        {film ? `${film.title} is number ${film.rank} on our list.` : 'Nothing picked yet.'}
      </p>
    </div>
  )
}
