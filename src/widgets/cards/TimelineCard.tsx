import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { timeline } from './demoData'
import { CardFrame } from './DataCard'

export function TimelineCard() {
  const { t } = useTranslation('cards')
  const ago = (minutes: number) =>
    minutes < 60
      ? t('timeline.minutes', { count: minutes })
      : minutes < 1440
        ? t('timeline.hours', { count: Math.round(minutes / 60) })
        : t('timeline.days', { count: Math.round(minutes / 1440) })
  return (
    <CardFrame
      title={t('timeline.title')}
      ask={() => ({
        events: timeline.map((item) => ({
          title: t(`timeline.${item.key}.title`),
          text: t(`timeline.${item.key}.text`),
          minutesAgo: item.minutes
        }))
      })}
    >
      <ol className="timeline list-unstyled mb-0">
        {timeline.map((item) => (
          <li key={item.key} className="timeline-item">
            <span className={`timeline-point bg-${item.color}`} aria-hidden="true" />
            <div className="d-flex flex-wrap justify-content-between gap-1">
              <h3 className="h6 mb-1">{t(`timeline.${item.key}.title`)}</h3>
              <span className="small text-body-secondary">{ago(item.minutes)}</span>
            </div>
            <p className="small mb-2">{t(`timeline.${item.key}.text`)}</p>
            {'file' in item && (
              <span className="d-inline-flex align-items-center gap-1 small">
                <FileText size={16} aria-hidden="true" />
                {item.file}
              </span>
            )}
            {'person' in item && (
              <div className="d-flex align-items-center gap-2">
                <Avatar name={item.person.name} src={item.person.avatar} size="sm" decorative />
                <span className="small">{item.person.name}</span>
              </div>
            )}
            {'people' in item && (
              <div className="avatar-group">
                {item.people.map((src, i) => (
                  <Avatar key={src} name={t('timeline.member', { n: i + 1 })} src={src} size="sm" />
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
    </CardFrame>
  )
}
