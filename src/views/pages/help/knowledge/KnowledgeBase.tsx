import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { useListState } from '@core/list/useListState'
import { useGetKnowledgeBaseQuery } from '../api'
import { HelpHero } from '../HelpHero'
import { helpPaths } from '../routes.contract'
import { searchOnly } from '../searchState'
import { useContentLanguage } from '../useContentLanguage'
import { matches } from './knowledgeLinks'
import '../help.scss'

export default function KnowledgeBase() {
  const { t } = useTranslation('help')
  const lang = useContentLanguage()
  const { state, search } = useListState(searchOnly)
  const { data, error, isLoading, refetch } = useGetKnowledgeBaseQuery({ lang })
  const cards = data?.filter((card) => matches(state.q, card.title, card.desc))
  return (
    <>
      <PageHeader title={t('knowledge.title')} crumbs={[{ label: t('crumbs.pages') }]} />
      <HelpHero
        id="knowledge-search"
        title={t('knowledge.heroTitle')}
        subtitle={t('knowledge.heroSubtitle')}
        label={t('knowledge.searchCategories')}
        q={state.q}
        onSearch={search}
      />
      {!cards ? (
        <QueryState loading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : cards.length === 0 ? (
        <p className="text-center text-body-secondary py-5" role="status">
          <SearchX size={32} className="d-block mx-auto mb-2" aria-hidden="true" />
          {t('knowledge.noCategories', { q: state.q.trim() })}
        </p>
      ) : (
        <Row tag="ul" className="g-4 ps-0" aria-label={t('knowledge.categories')}>
          {cards.map((card) => (
            <Col key={card.id} md={6} lg={4} tag="li" className="list-unstyled">
              <Card className="h-100 help-card">
                <img src={card.img} alt="" className="card-img-top help-card-img" width={320} height={180} />
                <CardBody>
                  <h2 className="h5">
                    <Link to={helpPaths.category(card.category)} className="stretched-link">
                      {card.title}
                    </Link>
                  </h2>
                  <p className="text-body-secondary mb-0">
                    <bdi>{card.desc}</bdi>
                  </p>
                </CardBody>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  )
}
