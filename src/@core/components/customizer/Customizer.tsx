import { lazy, Suspense, useState } from 'react'
import { Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCustomizerRequests } from './customizerRequest'

const CustomizerPanel = lazy(() => import('./CustomizerPanel'))

export function Customizer() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const requests = useCustomizerRequests()
  const [seenRequests, setSeenRequests] = useState(requests)
  if (requests !== seenRequests) {
    setSeenRequests(requests)
    setWanted(true)
    setOpen(true)
  }

  return (
    <>
      <button
        type="button"
        className="customizer-toggle"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        aria-label={t('customizer.open')}
        aria-expanded={open}
      >
        <Settings size={20} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
