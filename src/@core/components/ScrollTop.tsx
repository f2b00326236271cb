import { useEffect, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { themeConfig } from '@/configs/themeConfig'

export function ScrollTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > themeConfig.scrollTopOffset)
    // Read once the page has painted: reading scrollY while it mounts would force the first layout
    // of the whole page inside this effect, ahead of the paint.
    const frame = requestAnimationFrame(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])

  if (!visible) return null
  return (
    <button type="button" className="btn btn-primary scroll-to-top rounded-circle p-2" onClick={() => window.scrollTo({ top: 0 })} aria-label={t('shell.scrollTop')}>
      <ArrowUp size={18} />
    </button>
  )
}
