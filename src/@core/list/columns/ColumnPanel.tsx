import { useEffect, useRef } from 'react'
import { ArrowDown, ArrowUp, Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/IconButton'
import {
  columnWidthStep,
  densities,
  moveColumn,
  resizeColumn,
  toggleColumn,
  type ColumnLayout
} from './layout.contract'

import type { ColumnChoice } from './arrange'

interface Props {
  choices: ColumnChoice[]
  layout: ColumnLayout
  onChange: (layout: ColumnLayout) => void
  /** The column's drawn width, for a column the user has not sized yet. */
  measure: (id: string) => number
  onReset: () => void
}

/** Every control has a keyboard path; a moved column keeps the focus on the button that moved it. */
export default function ColumnPanel({ choices, layout, onChange, measure, onReset }: Props) {
  const { t } = useTranslation('list')
  const names = new Map(choices.map((choice) => [choice.id, choice.name]))
  const focusTarget = useRef<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (!focusTarget.current) return
    const target = list.current?.querySelector<HTMLButtonElement>(`[data-focus="${focusTarget.current}"]`)
    const fallback = target?.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')
    ;(target && !target.disabled ? target : fallback)?.focus()
    focusTarget.current = null
  })

  const move = (id: string, by: number, key: string) => {
    onChange(moveColumn(layout, id, layout.order.indexOf(id) + by))
    focusTarget.current = key
  }
  const size = (id: string, by: number) =>
    onChange(resizeColumn(layout, id, (layout.widths[id] ?? measure(id)) + by * columnWidthStep))
  const visibleCount = layout.order.length - layout.hidden.length

  return (
    <div className="nl-column-panel">
      <ul ref={list} className="list-unstyled mb-3" aria-label={t('columns.order')}>
        {layout.order.map((id, index) => {
          const name = names.get(id) ?? id
          const shown = !layout.hidden.includes(id)
          return (
            <li key={id} className="d-flex align-items-center gap-1 py-1">
              <div className="form-check flex-grow-1 mb-0 text-truncate">
                <input
                  id={`nl-col-${id}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={shown}
                  disabled={shown && visibleCount === 1}
                  onChange={() => onChange(toggleColumn(layout, id))}
                />
                <label className="form-check-label" htmlFor={`nl-col-${id}`}>
                  {name}
                </label>
              </div>
              <IconButton
                icon={ArrowUp}
                size="sm"
                label={t('columns.moveUp', { name })}
                disabled={index === 0}
                data-focus={`${id}-up`}
                onClick={() => move(id, -1, `${id}-up`)}
              />
              <IconButton
                icon={ArrowDown}
                size="sm"
                label={t('columns.moveDown', { name })}
                disabled={index === layout.order.length - 1}
                data-focus={`${id}-down`}
                onClick={() => move(id, 1, `${id}-down`)}
              />
              <IconButton
                icon={Minus}
                size="sm"
                label={t('columns.narrower', { name })}
                disabled={!shown}
                onClick={() => size(id, -1)}
              />
              <IconButton
                icon={Plus}
                size="sm"
                label={t('columns.wider', { name })}
                disabled={!shown}
                onClick={() => size(id, 1)}
              />
            </li>
          )
        })}
      </ul>
      <div className="form-check form-switch mb-2">
        <input
          id="nl-col-pin"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={layout.pinFirst}
          onChange={() => onChange({ ...layout, pinFirst: !layout.pinFirst })}
        />
        <label className="form-check-label" htmlFor="nl-col-pin">
          {t('columns.pinFirst')}
        </label>
      </div>
      <fieldset className="mb-3">
        <legend className="fs-6 mb-1">{t('columns.density')}</legend>
        {densities.map((density) => (
          <div key={density} className="form-check form-check-inline">
            <input
              id={`nl-density-${density}`}
              type="radio"
              name="nl-density"
              className="form-check-input"
              checked={layout.density === density}
              onChange={() => onChange({ ...layout, density })}
            />
            <label className="form-check-label" htmlFor={`nl-density-${density}`}>
              {t(`columns.${density}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <button type="button" className="btn btn-sm btn-link px-0" onClick={onReset}>
        {t('columns.reset')}
      </button>
    </div>
  )
}
