import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { appDesign } from './demoData'
import { CardFrame } from './DataCard'
import { Money } from '@core/components/Money'

export function AppDesignCard() {
  const { t } = useTranslation('cards')
  const [joined, setJoined] = useState(false)
  return (
    <CardFrame
      title={t('appDesign.title')}
      action={
        <Badge color="primary" className="bg-primary-subtle text-primary-emphasis">
          {t('appDesign.date')}
        </Badge>
      }
    >
      <p className="small text-body-secondary">{t('appDesign.text')}</p>
      <p className="small fw-semibold mb-2">{t('appDesign.team')}</p>
      <div className="avatar-group mb-3">
        {appDesign.team.map((person) => (
          <Avatar key={person.name} name={person.name} src={person.avatar} size="sm" />
        ))}
      </div>
      <dl className="row g-0 text-center border rounded mb-3">
        <div className="col-6 border-end py-2">
          <dt className="fw-normal small text-body-secondary">{t('appDesign.budget')}</dt>
          <dd className="mb-0 fw-semibold">
            <Money value={appDesign.budget} style="whole" />
          </dd>
        </div>
        <div className="col-6 py-2">
          <dt className="fw-normal small text-body-secondary">{t('appDesign.cost')}</dt>
          <dd className="mb-0 fw-semibold">
            <Money value={appDesign.cost} style="whole" />
          </dd>
        </div>
      </dl>
      <Button color="primary" outline={joined} block aria-pressed={joined} onClick={() => setJoined(!joined)}>
        {t(joined ? 'appDesign.joined' : 'appDesign.join')}
      </Button>
    </CardFrame>
  )
}
