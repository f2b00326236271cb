import { useTranslation } from 'react-i18next'

/** A measured figure with its budget beside it; over budget it says so in words, not colour alone. */
export function Figure({
  value,
  budget = null,
  unit
}: {
  value: number | null
  budget?: number | null
  unit?: 'kb' | 'ms'
}) {
  const { t, i18n } = useTranslation('quality')
  if (value === null)
    return (
      <span className="text-body-secondary" title={t('notMeasured')}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('notMeasured')}</span>
      </span>
    )
  const format = (figure: number) =>
    unit === 'kb'
      ? t('kb', { value: (figure / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })
      : unit === 'ms'
        ? t('ms', { value: Math.round(figure).toLocaleString(i18n.language) })
        : figure.toLocaleString(i18n.language)
  const over = budget !== null && value > budget
  return (
    <>
      <span className={over ? 'text-danger fw-semibold' : undefined}>{format(value)}</span>
      {budget !== null && <span className="text-body-secondary small"> / {format(budget)}</span>}
      {over && <span className="visually-hidden"> {t('overBudget')}</span>}
    </>
  )
}
