import { useTranslation } from 'react-i18next'
import { searchKeyHints } from './shortcutKeys'

export function SearchHints() {
  const { t } = useTranslation('search')
  return (
    <div className="search-hints d-none d-sm-flex flex-wrap gap-3 px-3 py-2 border-top small text-body-secondary">
      {searchKeyHints(t).map(([keys, label]) => (
        <span key={label}>
          <kbd className="me-1">{keys}</kbd>
          {label}
        </span>
      ))}
    </div>
  )
}
