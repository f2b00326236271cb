import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import type { AutocompleteItem } from '../contract'
import { FilmTypeahead } from '../FilmTypeahead'

/** Extra data beside each suggestion (here the film's rank), and a shorter list of five. */
export default function AutoCompleteWithRank() {
  const { t } = useTranslation('components')
  const [film, setFilm] = useState<AutocompleteItem | null>(null)
  return (
    <div className="d-grid gap-3">
      <FilmTypeahead label={t('auto-complete.sample.searchTop')} showRank limit={5} onSelect={setFilm} />
      <p className="mb-0" aria-live="polite">
        {film
          ? t('auto-complete.sample.rank', { title: film.title, rank: film.rank })
          : t('auto-complete.sample.nothing')}
      </p>
    </div>
  )
}
