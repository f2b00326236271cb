import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Badge, Card, CardBody } from 'reactstrap'
import type { CategoryGroup } from '../contract'
import { HelpIcon } from '../icons'

interface Props {
  group: CategoryGroup
  links: { id: number; question: string; to: string }[]
  current: boolean
}

export function GroupCard({ group, links, current }: Props) {
  const { t } = useTranslation('help')
  return (
    <Card className="h-100">
      <CardBody>
        <div className="d-flex align-items-center gap-2 mb-3">
          <span
            className={`help-icon help-icon-sm bg-${group.iconColor}-subtle text-${group.iconColor}-emphasis`}
          >
            <HelpIcon name={group.icon} size={18} />
          </span>
          <h2 className="h5 mb-0 flex-grow-1">{group.title}</h2>
          {current && <Badge color="primary">{t('knowledge.thisCategory')}</Badge>}
        </div>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {links.map((link) => (
            <li key={link.id}>
              <Link to={link.to}>
                <bdi>{link.question}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}
