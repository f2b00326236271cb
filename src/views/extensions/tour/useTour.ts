import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { driver, type Config, type DriveStep, type Driver } from 'driver.js'
import 'driver.js/dist/driver.css'
import './tour.scss'

type TourState = { kind: 'idle' } | { kind: 'step'; index: number } | { kind: 'ended'; finished: boolean }

const calm = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** A driver.js tour with translated buttons, a skip button, the skin's colours and its progress kept in state. */
export function useTour(steps: () => DriveStep[]) {
  const { t } = useTranslation('extensions')
  const [state, setState] = useState<TourState>({ kind: 'idle' })
  const current = useRef<Driver | null>(null)
  useEffect(() => () => current.current?.destroy(), [])
  const start = () => {
    current.current?.destroy()
    const list = steps()
    let last = 0
    const config: Config = {
      steps: list,
      animate: !calm(),
      smoothScroll: !calm(),
      showProgress: true,
      popoverClass: 'nordlight-tour',
      progressText: t('tour.sample.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('tour.sample.next'),
      prevBtnText: t('tour.sample.back'),
      doneBtnText: t('tour.sample.done'),
      onHighlighted: (_element, _step, { state: tour }) => {
        last = tour.activeIndex ?? 0
        setState({ kind: 'step', index: last })
      },
      onPopoverRender: (popover, { driver: tour }) => {
        popover.closeButton.setAttribute('aria-label', t('tour.sample.skip'))
        const skip = document.createElement('button')
        skip.type = 'button'
        skip.className = 'nordlight-tour-skip'
        skip.textContent = t('tour.sample.skip')
        skip.addEventListener('click', () => tour.destroy())
        popover.footerButtons.prepend(skip)
      },
      onDestroyed: () => setState({ kind: 'ended', finished: last === list.length - 1 })
    }
    current.current = driver(config)
    current.current.drive()
  }
  return { start, state }
}
