import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, Progress, Table } from 'reactstrap'
import { activity, projects } from '../demoData'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { intlLocale } from '@/utility/intlLocale'

function timeAgo(minutes: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' })
  if (minutes < 60) return format.format(-minutes, 'minute')
  if (minutes < 60 * 24) return format.format(-Math.round(minutes / 60), 'hour')
  return format.format(-Math.round(minutes / (60 * 24)), 'day')
}

export function AccountTab() {
  const { t, i18n } = useTranslation('user')
  return (
    <>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('projects.title')}
        </CardHeader>
        <ScrollRegion label={t('projects.title')}>
          <Table className="user-card-table mb-0 align-middle text-nowrap">
            <thead>
              <tr>
                <th scope="col">{t('projects.name')}</th>
                <th scope="col">{t('projects.progress')}</th>
                <th scope="col" className="text-end">
                  {t('projects.hours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project, index) => (
                <tr key={project.name}>
                  <td>
                    <span className="d-block fw-semibold">{project.name}</span>
                    <small className="text-body-secondary">{t(`projects.kinds.${project.kind}`)}</small>
                  </td>
                  <td className="user-progress-cell">
                    <small className="d-block mb-1">
                      {t('projects.percent', { value: project.progress })}
                    </small>
                    {/* reactstrap puts aria-* on the outer div; the name must be on the role="progressbar" bar. */}
                    <span id={`project-progress-${index}`} className="visually-hidden">
                      {t('projects.progressOf', { name: project.name })}
                    </span>
                    <Progress
                      value={project.progress}
                      style={{ height: 6 }}
                      barAriaLabelledBy={`project-progress-${index}`}
                    />
                  </td>
                  <td className="text-end">{t('projects.hoursValue', { count: project.hours })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Card>
      <Card>
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('activity.title')}
        </CardHeader>
        <CardBody>
          <ol className="user-timeline list-unstyled mb-0">
            {activity.map((item) => (
              <li key={item.key} className="user-timeline-item">
                <span className={`user-timeline-dot bg-${item.color}`} aria-hidden="true" />
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <h3 className="h6 mb-1">{t(`activity.${item.key}.title`)}</h3>
                  <small className="text-body-secondary">{timeAgo(item.minutesAgo, i18n.language)}</small>
                </div>
                <p className="mb-0 text-body-secondary">{t(`activity.${item.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </CardBody>
      </Card>
    </>
  )
}
