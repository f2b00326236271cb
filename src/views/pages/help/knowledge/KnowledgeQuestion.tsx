import { FileQuestion } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { NotFoundCard } from '@core/components/NotFoundCard'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { SafeHtml } from '@core/components/SafeHtml'
import { formatDate } from '@/utility/format'
import { useGetCategoriesQuery, useGetKnowledgeBaseQuery, useGetQuestionQuery } from '../api'
import { helpPaths } from '../routes.contract'
import { useContentLanguage } from '../useContentLanguage'
import { isMissing, questionLinks } from './knowledgeLinks'
import '../help.scss'

export default function KnowledgeQuestion() {
  const { t } = useTranslation('help')
  const { category = '', question = '' } = useParams()
  const lang = useContentLanguage()
  const cards = useGetKnowledgeBaseQuery({ lang })
  const groups = useGetCategoriesQuery({ category, lang })
  const detail = useGetQuestionQuery({ question, lang })
  // Only the current address's answers: `data` would keep the previous article while the next one loads or fails.
  const [cardList, groupList, article] = [cards.currentData, groups.currentData, detail.currentData]
  const card = cardList?.find((candidate) => candidate.category === category)
  const inCategory = groupList
    ?.find((group) => group.id === card?.id)
    ?.questions.some((candidate) => candidate.slug === question)
  if (isMissing(groups.error) || isMissing(detail.error) || (cardList && groupList && !inCategory))
    return (
      <NotFoundCard
        icon={FileQuestion}
        title={t('knowledge.questionNotFound')}
        text={t('knowledge.questionNotFoundText')}
        back={
          card
            ? {
                to: helpPaths.category(card.category),
                label: t('knowledge.backTo', { category: card.title })
              }
            : { to: helpPaths.knowledgeBase, label: t('knowledge.back') }
        }
      />
    )
  const queries = [cards, groups, detail]
  if (!cardList || !groupList || !article || !card)
    return (
      <QueryState
        loading={queries.some((query) => query.isFetching)}
        error={queries.find((query) => query.error)?.error}
        onRetry={() => void Promise.all(queries.map((query) => query.refetch()))}
      />
    )
  const links = questionLinks(cardList, groupList)
  return (
    <>
      <PageHeader
        title={article.title}
        crumbs={[
          { label: t('knowledge.title'), to: helpPaths.knowledgeBase },
          { label: card.title, to: helpPaths.category(card.category) }
        ]}
      />
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <CardBody>
              <p className="small text-body-secondary">
                {t('knowledge.lastUpdated', { date: formatDate(article.lastUpdated, lang) })}
              </p>
              <SafeHtml html={article.content} className="help-answer" />
            </CardBody>
          </Card>
        </Col>
        <Col lg={4}>
          <Card tag="aside" aria-labelledby="kb-related">
            <CardBody>
              <h2 id="kb-related" className="h6 text-uppercase text-body-secondary">
                {t('knowledge.related')}
              </h2>
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {article.relatedQuestions.map(({ id, question: text }) => {
                  const link = links.get(id)
                  return (
                    <li key={id}>
                      {link ? (
                        <Link to={link.to}>
                          <bdi>{text}</bdi>
                        </Link>
                      ) : (
                        <bdi>{text}</bdi>
                      )}
                    </li>
                  )
                })}
              </ul>
            </CardBody>
          </Card>
        </Col>
      </Row>
    </>
  )
}
