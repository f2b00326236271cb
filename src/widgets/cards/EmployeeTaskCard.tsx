import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { useChartTheme } from '@core/charts/useChartTheme'
import { employeeTasks } from './demoData'
import { CardFrame } from './DataCard'
import { Meter } from './Meter'

export function EmployeeTaskCard() {
  const { t } = useTranslation('cards')
  const theme = useChartTheme()
  return (
    <CardFrame title={t('employees.title')} ask={() => ({ employees: employeeTasks })}>
      <ul className="list-unstyled mb-0">
        {employeeTasks.map((person) => (
          <li key={person.name} className="d-flex align-items-center gap-3 mb-3">
            <Avatar name={person.name} src={person.avatar} decorative />
            <div className="flex-grow-1">
              <div className="fw-semibold">{person.name}</div>
              <div className="small text-body-secondary">{person.role}</div>
            </div>
            <div className="text-end employee-progress">
              <div className="small mb-1">{t('employees.hours', { value: theme.number(person.hours) })}</div>
              <Meter
                value={person.progress}
                color="primary"
                label={t('employees.progress', {
                  name: person.name,
                  value: theme.number(person.progress / 100, { style: 'percent' })
                })}
              />
            </div>
          </li>
        ))}
      </ul>
    </CardFrame>
  )
}
