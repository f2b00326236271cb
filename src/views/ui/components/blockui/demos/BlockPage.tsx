import { useTranslation } from 'react-i18next'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'reactstrap'
import { BlockUi } from '@core/components/BlockUi'

/** Block the whole window for a task that concerns all of it; it ends by itself or on Cancel. */
export default function BlockUiPage() {
  const { t } = useTranslation('components')
  const [blocking, setBlocking] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!blocking) return
    cancel.current?.focus()
    const timer = setTimeout(() => setBlocking(false), 3000)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setBlocking(false)
    window.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('keydown', onKey)
    }
  }, [blocking])
  return (
    <BlockUi
      blocking={blocking}
      fullPage
      message={t('blockui.sample.syncing')}
      actions={
        <Button innerRef={cancel} color="secondary" outline onClick={() => setBlocking(false)}>
          Cancel
        </Button>
      }
    >
      <p>{t('blockui.sample.overlay')}</p>
      <Button color="primary" onClick={() => setBlocking(true)}>
        {t('blockui.sample.blockPage')}
      </Button>
    </BlockUi>
  )
}
