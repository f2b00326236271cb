import { FolderX, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { Col, Row } from 'reactstrap'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { SearchBox } from '@core/list/SearchBox'
import { useListState } from '@core/list/useListState'
import { useGetCategoriesQuery, useGetKnowledgeBaseQuery } from '../api'
import { helpPaths } from '../routes.contract'
import { searchOnly } from '../searchState'
import { useContentLanguage } from '../useContentLanguage'
import { GroupCard } from './GroupCard'
import { isMissing, matches, questionLinks } from './knowledgeLinks'
import { OtherCategories } from './OtherCategories'
import '../help.scss'

export default function KnowledgeCategory() {
  const { t } = useTranslation('help')
  const { category = '' } = useParams()
  const lang = useContentLanguage()
  const { state, search } = useListState(searchOnly)
  const cards = useGetKnowledgeBaseQuery({ lang })
  const groups = useGetCategoriesQuery({ category, lang })
  const card = cards.data?.find((candidate) => candidate.category === category)
  if (isMissing(groups.error) || (cards.data && !card))
    return (
      <NotFoundCard
        icon={FolderX}
        title={t('knowledge.categoryNotFound')}
        text={t('knowledge.categoryNotFoundText')}
        back={{ to: helpPaths.knowledgeBase, label: t('knowledge.back') }}
      />
    )
  if (!cards.data || !groups.data || !card)
    return (
      <QueryState
        loading={cards.isLoading || groups.isLoading}
        error={cards.error ?? groups.error}
        onRetry={() => void Promise.all([cards.refetch(), groups.refetch()])}
      />
    )
  const links = questionLinks(cards.data, groups.data)
  const shown = [...groups.data]
    .sort((a, b) => Number(b.id === card.id) - Number(a.id === card.id))
    .map((group) => ({
      group,
      links: group.questions
        .filter((question) => matches(state.q, question.question))
        .map(({ id }) => ({ id, ...links.get(id)! }))
    }))
    .filter(({ links: found }) => found.length > 0)
  return (
    <>
      <PageHeader
        title={card.title}
        crumbs={[{ label: t('knowledge.title'), to: helpPaths.knowledgeBase }]}
      />
      <p className="text-body-secondary">
        <bdi>{card.desc}</bdi>
      </p>
      <Row className="g-4">
        <Col lg={8} xl={9}>
          <SearchBox
            id="category-search"
            className="mb-4"
            label={t('knowledge.searchQuestions')}
            placeholder={t('knowledge.searchQuestions')}
            q={state.q}
            onSearch={search}
          />
          {shown.length === 0 ? (
            <p className="text-center text-body-secondary py-5" role="status">
              <SearchX size={32} className="d-block mx-auto mb-2" aria-hidden="true" />
              {t('knowledge.noQuestions', { q: state.q.trim() })}
            </p>
          ) : (
            <Row className="g-4">
              {shown.map(({ group, links: found }) => (
                <Col key={group.id} md={6}>
                  <GroupCard group={group} links={found} current={group.id === card.id} />
                </Col>
              ))}
            </Row>
          )}
        </Col>
        <Col lg={4} xl={3}>
          <OtherCategories cards={cards.data} current={category} />
        </Col>
      </Row>
    </>
  )
}
