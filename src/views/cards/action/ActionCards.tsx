import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useGetCustomersQuery } from '@widgets/cards/api'
import { ActionCard, type CardAction } from '@widgets/cards/ActionCard'
import { defaultTimeRange } from '@widgets/cards/contract'
import '@widgets/cards/cards.scss'

const demos: { key: string; actions: CardAction[] }[] = [
  { key: 'collapse', actions: ['collapse'] },
  { key: 'refresh', actions: ['refresh'] },
  { key: 'remove', actions: ['remove'] },
  { key: 'all', actions: ['collapse', 'refresh', 'remove'] }
]

export default function ActionCards() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  const [removed, setRemoved] = useState<string[]>([])
  const customers = useGetCustomersQuery(defaultTimeRange)
  const refresh = () => customers.refetch()
  const data = customers.data?.listData ?? []
  return (
    <>
      <PageHeader
        title={t('titles.action')}
        crumbs={[{ label: t('common:nav.cards') }]}
        actions={
          removed.length > 0 && (
            <Button color="primary" outline onClick={() => setRemoved([])}>
              {t('action.restore', { count: removed.length })}
            </Button>
          )
        }
      />
      <Row className="g-4">
        {demos
          .filter((demo) => !removed.includes(demo.key))
          .map((demo) => (
            <Col key={demo.key} md={6}>
              <ActionCard
                title={t(`action.titles.${demo.key}`)}
                actions={demo.actions}
                onRefresh={refresh}
                onRemove={() => setRemoved([...removed, demo.key])}
              >
                <p>{t(`action.texts.${demo.key}`)}</p>
                {demo.actions.includes('refresh') && (
                  <dl className="d-flex gap-4 mb-0">
                    {data.map((item) => (
                      <div key={item.text}>
                        <dt className="fw-normal small text-body-secondary">{item.text}</dt>
                        <dd className="h5 mb-0">{theme.number(item.result)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </ActionCard>
            </Col>
          ))}
      </Row>
    </>
  )
}
