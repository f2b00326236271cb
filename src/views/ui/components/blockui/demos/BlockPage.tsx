import { useEffect, useRef, useState } from 'react'
import { Button } from 'reactstrap'
import { BlockUi } from '@core/components/BlockUi'

/** Block the whole window for a task that concerns everything on it; it ends by itself or on Cancel. */
export default function BlockUiPage() {
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
      message="Syncing your workspace…"
      actions={
        <Button innerRef={cancel} color="secondary" outline onClick={() => setBlocking(false)}>
          Cancel
        </Button>
      }
    >
      <p>The overlay covers the menu, the navbar and this page for three seconds.</p>
      <Button color="primary" onClick={() => setBlocking(true)}>
        Block the page
      </Button>
    </BlockUi>
  )
}
