import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { CardBody, Col, Input, Label, Row } from 'reactstrap'
import type { Option } from '@core/forms/fields/SelectField'
import { useOptions } from '../components/useOptions'
import type { ListUpdate } from '@core/list/useListState'
import type { UserListState } from './listSpec'

type FilterKey = 'role' | 'currentPlan' | 'status'

export function UserFilters({ state, update }: { state: UserListState; update: ListUpdate<UserListState> }) {
  const { t } = useTranslation('user')
  const options = useOptions()
  const filters: { key: FilterKey; label: string; all: string; options: Option[] }[] = [
    { key: 'role', label: t('filters.role'), all: t('filters.allRoles'), options: options.roles },
    { key: 'currentPlan', label: t('filters.plan'), all: t('filters.allPlans'), options: options.plans },
    { key: 'status', label: t('filters.status'), all: t('filters.allStatuses'), options: options.statuses }
  ]
  return (
    <CardBody className="border-bottom">
      <h2 className="h5 mb-3">{t('filters.title')}</h2>
      <Row className="g-3">
        {filters.map((filter) => (
          <Col key={filter.key} md={4}>
            <Label for={`user-filter-${filter.key}`}>{filter.label}</Label>
            <Input
              id={`user-filter-${filter.key}`}
              type="select"
              value={state[filter.key]}
              onChange={(event) => update({ [filter.key]: event.target.value })}
            >
              <option value="">{filter.all}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Input>
          </Col>
        ))}
      </Row>
    </CardBody>
  )
}
