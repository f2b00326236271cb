import { useTranslation } from 'react-i18next'
import { isApplePlatform } from './shortcuts'

export function SearchHints() {
  const { t } = useTranslation('search')
  const mod = isApplePlatform() ? '⌘' : t('keys.ctrl')
  const hints: [string, string][] = [
    ['↑ ↓', t('hint.navigate')],
    ['↵', t('hint.open')],
    [`${mod}+B`, t('hint.bookmark')],
    [t('keys.esc'), t('hint.close')]
  ]
  return (
    <div className="search-hints d-none d-sm-flex flex-wrap gap-3 px-3 py-2 border-top small text-body-secondary">
      {hints.map(([keys, label]) => (
        <span key={label}>
          <kbd className="me-1">{keys}</kbd>
          {label}
        </span>
      ))}
    </div>
  )
}
