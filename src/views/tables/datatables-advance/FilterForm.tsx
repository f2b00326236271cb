import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Col, Input, Label, Row } from 'reactstrap'
import { DateRangeFilter } from '@core/forms/DateRangeFilter'
import type { EmployeeFilters } from './filters'

interface Props {
  filters: EmployeeFilters
  onChange: (change: Partial<EmployeeFilters>) => void
}

const texts = [
  { key: 'name', type: 'search' },
  { key: 'email', type: 'search' },
  { key: 'post', type: 'search' },
  { key: 'city', type: 'search' }
] as const
const amounts = [
  { key: 'minSalary', type: 'number' },
  { key: 'maxSalary', type: 'number' }
] as const

/** One labelled input per filter, the start dates in the kit's date fields; each change applies at once. */
export function FilterForm({ filters, onChange }: Props) {
  const { t } = useTranslation('tables')
  const input = ({ key, type }: (typeof texts)[number] | (typeof amounts)[number]) => (
    <Col key={key} xs={12} sm={6} lg={3}>
      <Label for={`employee-filter-${key}`} className="form-label">
        {t(`datatables-advance.filters.${key}`)}
      </Label>
      <Input
        id={`employee-filter-${key}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        inputMode={type === 'number' ? 'decimal' : undefined}
        value={filters[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </Col>
  )
  return (
    <Row className="g-3 mb-3">
      {texts.map(input)}
      <Col xs={12} lg={6}>
        <DateRangeFilter
          value={{ from: filters.from, to: filters.to }}
          label={t('datatables-advance.filters.dates')}
          labels={{ from: t('datatables-advance.filters.from'), to: t('datatables-advance.filters.to') }}
          menus
          className="row g-3"
          fieldClassName="col-12 col-sm-6"
          onChange={onChange}
        />
      </Col>
      {amounts.map(input)}
    </Row>
  )
}
