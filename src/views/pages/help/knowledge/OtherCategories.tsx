import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import type { KnowledgeCard } from '../contract'
import { helpPaths } from '../routes.contract'

export function OtherCategories({ cards, current }: { cards: KnowledgeCard[]; current: string }) {
  const { t } = useTranslation('help')
  return (
    <Card tag="aside" aria-labelledby="kb-other-categories">
      <CardBody>
        <h2 id="kb-other-categories" className="h6 text-uppercase text-body-secondary">
          {t('knowledge.otherCategories')}
        </h2>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {cards
            .filter((card) => card.category !== current)
            .map((card) => (
              <li key={card.id} className="d-flex align-items-center gap-2">
                <img src={card.img} alt="" width={48} height={27} className="rounded" />
                <Link to={helpPaths.category(card.category)}>{card.title}</Link>
              </li>
            ))}
        </ul>
      </CardBody>
    </Card>
  )
}
