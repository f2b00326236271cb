import { useState } from 'react'
import { CheckCircle2, Circle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { Avatar } from '@core/components/Avatar'
import { formatDate, numberFormat } from '@/utility/format'
import { appDesign } from './demoData'
import { CardFrame } from './DataCard'
import { Meter } from './Meter'
import { Money } from '@core/components/Money'

const doneCount = appDesign.milestones.filter((milestone) => milestone.done).length
const progress = Math.round((doneCount / appDesign.milestones.length) * 100)
const spent = Math.round((appDesign.cost / appDesign.budget) * 100)

export function AppDesignCard() {
  const { t, i18n } = useTranslation('cards')
  const [joined, setJoined] = useState(false)
  const percent = (value: number) => numberFormat(i18n.language, { style: 'percent' }).format(value / 100)
  return (
    <CardFrame
      title={t('appDesign.title')}
      ask={() => appDesign}
      action={
        <Badge color="primary" className="bg-primary-subtle text-primary-emphasis">
          {t('appDesign.due', {
            date: formatDate(appDesign.due, i18n.language, { day: 'numeric', month: 'short' })
          })}
        </Badge>
      }
      bodyClassName="d-flex flex-column"
    >
      <p className="small text-body-secondary">{t('appDesign.text')}</p>
      <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
        <div>
          <p className="small fw-semibold mb-1">{t('appDesign.team')}</p>
          <div className="avatar-group">
            {appDesign.team.map((person) => (
              <Avatar key={person.name} name={person.name} src={person.avatar} size="sm" />
            ))}
          </div>
        </div>
        <div className="flex-grow-1 app-design-progress">
          <p className="small d-flex justify-content-between mb-1">
            <span className="fw-semibold">{t('appDesign.progress')}</span>
            <span>{percent(progress)}</span>
          </p>
          <Meter value={progress} color="success" label={t('appDesign.progress')} />
        </div>
      </div>
      <ul className="list-unstyled small mb-3">
        {appDesign.milestones.map(({ key, done }) => (
          <li key={key} className="d-flex align-items-center gap-2 mb-2">
            {done ? (
              <CheckCircle2 size={16} className="text-success flex-shrink-0" aria-hidden="true" />
            ) : (
              <Circle size={16} className="text-body-tertiary flex-shrink-0" aria-hidden="true" />
            )}
            <span className={done ? 'text-body-secondary' : ''}>{t(`appDesign.milestones.${key}`)}</span>
            <span className="visually-hidden">{t(done ? 'appDesign.done' : 'appDesign.open')}</span>
          </li>
        ))}
      </ul>
      <dl className="row g-0 text-center border rounded mb-2">
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
      <p className="small text-body-secondary mb-1">{t('appDesign.spent', { percent: percent(spent) })}</p>
      <Meter
        value={spent}
        color="warning"
        label={t('appDesign.spent', { percent: percent(spent) })}
        className="mb-3"
      />
      <Button
        color="primary"
        outline={joined}
        block
        className="mt-auto"
        aria-pressed={joined}
        onClick={() => setJoined(!joined)}
      >
        {t(joined ? 'appDesign.joined' : 'appDesign.join')}
      </Button>
    </CardFrame>
  )
}
