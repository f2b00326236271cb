import { useTranslation } from 'react-i18next'
import { CardBody, Col, Row } from 'reactstrap'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import type { userListParams } from '../contract'

export function UserFilters({ list }: { list: FilterList<typeof userListParams> }) {
  const { t } = useTranslation('user')
  const filters = [
    { param: 'role', label: t('filters.role'), all: t('filters.allRoles'), names: 'roles' },
    { param: 'currentPlan', label: t('filters.plan'), all: t('filters.allPlans'), names: 'plans' },
    { param: 'status', label: t('filters.status'), all: t('filters.allStatuses'), names: 'statuses' }
  ] as const
  return (
    <CardBody className="border-bottom">
      <h2 className="h5 mb-3">{t('filters.title')}</h2>
      <Row className="g-3">
        {filters.map((filter) => (
          <Col key={filter.param} md={4}>
            <FilterSelect
              id={`user-filter-${filter.param}`}
              list={list}
              param={filter.param}
              label={filter.label}
              all={filter.all}
              optionLabel={(value) => t(`${filter.names}.${value}`)}
            />
          </Col>
        ))}
      </Row>
    </CardBody>
  )
}
