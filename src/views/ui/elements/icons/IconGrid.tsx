import { useEffect, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { icons } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { copyAndTell } from '@core/components/toast'

const cellWidth = 112
const rowHeight = 104

export interface IconGridProps {
  names: string[]
  size: number
  stroke: number
}

export function IconGrid({ names, size, stroke }: IconGridProps) {
  const { t } = useTranslation('ui')
  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(6)
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) =>
      setColumns(Math.max(2, Math.floor((entry?.contentRect.width ?? 0) / cellWidth)))
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const rows = Math.ceil(names.length / columns)
  // The virtualizer's functions change every render by design; this component is cheap to re-render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 3
  })

  const copy = (name: string) => {
    const line = `import { ${name} } from 'lucide-react'`
    return copyAndTell(line, { copied: t('icons.copied', { line }), refused: t('icons.copyFailed') })
  }

  return (
    <div ref={scroller} className="icon-grid" role="region" aria-label={t('icons.gridLabel')}>
      <ul className="icon-grid-inner list-unstyled mb-0" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) =>
          names.slice(row.index * columns, (row.index + 1) * columns).map((name, column) => {
            const Icon = icons[name as keyof typeof icons]
            return (
              <li
                key={name}
                className="icon-grid-cell"
                style={{
                  insetBlockStart: row.start,
                  insetInlineStart: `${(column * 100) / columns}%`,
                  inlineSize: `${100 / columns}%`
                }}
              >
                <button
                  type="button"
                  className="icon-grid-button"
                  onClick={() => copy(name)}
                  title={t('icons.copy', { name })}
                >
                  <Icon size={size} strokeWidth={stroke} aria-hidden="true" />
                  <span className="icon-grid-name text-truncate">{name}</span>
                </button>
              </li>
            )
          })
        )}
      </ul>
    </div>
  )
}
