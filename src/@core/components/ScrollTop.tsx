import { useEffect, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { themeConfig } from '@/configs/themeConfig'

export function ScrollTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    // Read on scroll only: a page restored to a scrolled place gets a scroll event too, and reading scrollY as
    // the first screen renders would force a layout of the whole page.
    const onScroll = () => setVisible(window.scrollY > themeConfig.scrollTopOffset)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
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
