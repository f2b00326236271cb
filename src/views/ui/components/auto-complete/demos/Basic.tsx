import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import type { AutocompleteItem } from '../contract'
import { FilmTypeahead } from '../FilmTypeahead'

/** Type a few letters, pick a suggestion with the arrow keys and Enter, or with the mouse. */
export default function AutoCompleteBasic() {
  const { t } = useTranslation('components')
  const [film, setFilm] = useState<AutocompleteItem | null>(null)
  return (
    <div className="d-grid gap-3">
      <FilmTypeahead
        label={t('auto-complete.sample.label')}
        placeholder={t('auto-complete.sample.placeholder')}
        onSelect={setFilm}
      />
      <p className="mb-0" aria-live="polite">
        {film ? t('auto-complete.sample.picked', { title: film.title }) : t('auto-complete.sample.nothing')}
      </p>
    </div>
  )
}
