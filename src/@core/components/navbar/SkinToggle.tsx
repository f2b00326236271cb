import { Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSkin } from '../../hooks/useSkin'

export function SkinToggle() {
  const { t } = useTranslation()
  const { isDark, setSkin } = useSkin()
  const label = isDark ? t('shell.skinLight') : t('shell.skinDark')
  return (
    <button
      type="button"
      className="nav-icon-btn"
      onClick={() => setSkin(isDark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      {isDark ? <Sun size={20} /> : <Moon size={20} />}
    </button>
  )
}
