import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Col, Input, Label, Row } from 'reactstrap'
import type { EmployeeFilters } from './filters'

interface Props {
  filters: EmployeeFilters
  onChange: (change: Partial<EmployeeFilters>) => void
}

const fields = [
  { key: 'name', type: 'search' },
  { key: 'email', type: 'search' },
  { key: 'post', type: 'search' },
  { key: 'city', type: 'search' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
  { key: 'minSalary', type: 'number' },
  { key: 'maxSalary', type: 'number' }
] as const

/** One labelled input per filter; each change applies at once. */
export function FilterForm({ filters, onChange }: Props) {
  const { t } = useTranslation('tables')
  return (
    <Row className="g-3 mb-3">
      {fields.map(({ key, type }) => (
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
      ))}
    </Row>
  )
}
