import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Col, Input, Label, Row } from 'reactstrap'
import { SearchBox } from '@core/list/SearchBox'
import type { ListState, ListUpdate } from '@core/list/useListState'
import { activityActions, type activityListParams, type ActivityUser } from '@/utility/activity.contract'

type State = ListState<typeof activityListParams>

interface Props {
  state: State
  update: ListUpdate<State>
  search: (q: string) => void
  users: ActivityUser[]
  apps: string[]
}

/** Who, which app, which action, which days, and a search over the titles. */
export function ActivityFilters({ state, update, search, users, apps }: Props) {
  const { t } = useTranslation('activity')
  return (
    <Row className="g-3 mb-4">
      <Col md={4}>
        <SearchBox id="activity-search" label={t('filters.search')} q={state.q} onSearch={search} />
      </Col>
      <Col sm={6} md={4} lg={2}>
        <Label for="activity-user">{t('filters.user')}</Label>
        <Input
          id="activity-user"
          type="select"
          value={state.user}
          onChange={(e) => update({ user: e.target.value })}
        >
          <option value="">{t('filters.anyone')}</option>
          {users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.name}
            </option>
          ))}
        </Input>
      </Col>
      <Col sm={6} md={4} lg={2}>
        <Label for="activity-app">{t('filters.app')}</Label>
        <Input
          id="activity-app"
          type="select"
          value={state.app}
          onChange={(e) => update({ app: e.target.value })}
        >
          <option value="">{t('filters.anyApp')}</option>
          {apps.map((app) => (
            <option key={app} value={app}>
              {app}
            </option>
          ))}
        </Input>
      </Col>
      <Col sm={6} md={4} lg={2}>
        <Label for="activity-action">{t('filters.action')}</Label>
        <Input
          id="activity-action"
          type="select"
          value={state.action}
          onChange={(e) =>
            update({ action: activityActions.find((action) => action === e.target.value) ?? '' })
          }
        >
          <option value="">{t('filters.anyAction')}</option>
          {activityActions.map((action) => (
            <option key={action} value={action}>
              {t(`action.${action}`)}
            </option>
          ))}
        </Input>
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
