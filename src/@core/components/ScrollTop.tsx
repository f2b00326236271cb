import { useEffect, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { themeConfig } from '@/configs/themeConfig'
import { afterFirstPaint } from '@/utility/paint'

export function ScrollTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let mounted = true
    const onScroll = () => mounted && setVisible(window.scrollY > themeConfig.scrollTopOffset)
    // Reading scrollY before the first screen shows would force a layout of the whole page.
    void afterFirstPaint().then(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      mounted = false
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      className="btn btn-primary scroll-to-top rounded-circle p-2"
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={t('shell.scrollTop')}
    >
      <ArrowUp size={18} />
    </button>
  )
}
