import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSkin } from '@core/hooks/useSkin'
import { copyAndTell } from '@core/components/toast'
import { toHex } from './cssColor'
import './colors.scss'

export interface SwatchProps {
  name: string
  background: string
  value?: string
}

export function Swatch({ name, background, value }: SwatchProps) {
  const { t } = useTranslation('ui')
  const { shown: skin } = useSkin()
  const sample = useRef<HTMLSpanElement>(null)
  const [computed, setComputed] = useState('')
  // The value follows the skin (subtle and emphasis tones differ in dark): read it after the skin applies.
  useEffect(() => {
    const frame = requestAnimationFrame(
      () => sample.current && setComputed(toHex(getComputedStyle(sample.current).backgroundColor))
    )
    return () => cancelAnimationFrame(frame)
  }, [skin, background])
  const shown = value ?? computed
  const copy = () =>
    copyAndTell(shown, { copied: t('colors.copied', { value: shown }), refused: t('colors.copyFailed') })
  return (
    <button type="button" className="swatch" onClick={copy} title={t('colors.copy')}>
      <span ref={sample} className="swatch-sample" style={{ background }} />
      <span className="swatch-name">{name}</span>
      <span className="swatch-value">{shown}</span>
    </button>
  )
}
