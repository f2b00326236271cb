import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Col, Input, Label, Row } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import { FilterSelect, type FilterList } from '@core/list/FilterSelect'
import type { activityListParams, ActivityUser } from '@/utility/activity.contract'

interface Props {
  list: FilterList<typeof activityListParams>
  search: (q: string) => void
  users: ActivityUser[]
  apps: string[]
}

/** Who, which app, which action, which days, and a search over the titles. */
export function ActivityFilters({ list, search, users, apps }: Props) {
  const { state, update } = list
  const { t } = useTranslation('activity')
  return (
    <Row className="g-3 mb-4">
      <Col md={4}>
        <SearchBox id="activity-search" label={t('filters.search')} q={state.q} onSearch={search} />
      </Col>
      <Col sm={6} md={4} lg={2}>
        <FilterSelect
          id="activity-user"
          list={list}
          param="user"
          label={t('filters.user')}
          all={t('filters.anyone')}
          values={users.map((user) => String(user.id))}
          optionLabel={(id) => users.find((user) => String(user.id) === id)?.name ?? id}
        />
      </Col>
      <Col sm={6} md={4} lg={2}>
        <FilterSelect
          id="activity-app"
          list={list}
          param="app"
          label={t('filters.app')}
          all={t('filters.anyApp')}
          values={apps}
          optionLabel={(app) => app}
        />
      </Col>
      <Col sm={6} md={4} lg={2}>
        <FilterSelect
          id="activity-action"
          list={list}
          param="action"
          label={t('filters.action')}
          all={t('filters.anyAction')}
          optionLabel={(action) => t(`action.${action}`, { defaultValue: action })}
        />
      </Col>
      <Col sm={6} md={4} lg={2}>
        <Label for="activity-from">{t('filters.from')}</Label>
        <Input
          id="activity-from"
          type="date"
          value={state.minAt}
          onChange={(e) => update({ minAt: e.target.value })}
        />
        <Label for="activity-to" className="mt-2">
          {t('filters.to')}
        </Label>
        <Input
          id="activity-to"
          type="date"
          value={state.maxAt}
          onChange={(e) => update({ maxAt: e.target.value })}
        />
      </Col>
    </Row>
  )
}
