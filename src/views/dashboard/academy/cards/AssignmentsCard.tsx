import { useTranslation } from 'react-i18next'
import { useChartTheme, type ChartColorName } from '@core/charts/useChartTheme'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataCard } from '@widgets/cards/DataCard'
import { SortableTable, type SortableColumn } from '@widgets/cards/SortableTable'
import { assignmentStates, type Assignment, type AssignmentState } from '../contract'
import { useAcademyTodayCard } from '../useAcademyCard'

const colors: Record<AssignmentState, ChartColorName> = {
  open: 'primary',
  grading: 'warning',
  closed: 'secondary'
}

const localDay = (iso: string) => new Date(`${iso}T12:00:00`)

export function AssignmentsCard() {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  const query = useAcademyTodayCard()
  return (
    <DataCard title={t('assignments.title')} query={query} bodyClassName="px-0 pb-0">
      {({ assignments, courses }) => {
        const courseTitle = (id: number) => {
          const course = courses.find((row) => row.id === id)
          return course ? demo(`courses.${course.id}.title`, course.title) : ''
        }
        const columns: SortableColumn<Assignment>[] = [
          {
            key: 'title',
            header: t('assignments.assignment'),
            cell: (row) => <span className="fw-semibold">{demo(`assignments.${row.id}`, row.title)}</span>,
            sortBy: (row) => demo(`assignments.${row.id}`, row.title)
          },
          {
            key: 'course',
            header: t('assignments.course'),
            cell: (row) => courseTitle(row.courseId),
            sortBy: (row) => courseTitle(row.courseId)
          },
          {
            key: 'due',
            header: t('assignments.due'),
            cell: (row) => (
              <time dateTime={row.due}>{theme.date(localDay(row.due), { dateStyle: 'medium' })}</time>
            ),
            sortBy: (row) => row.due
          },
          {
            key: 'submitted',
            header: t('assignments.submitted'),
            cell: (row) =>
              t('assignments.submittedOf', {
                submitted: theme.number(row.submitted),
                learners: theme.number(row.learners)
              }),
            sortBy: (row) => row.submitted / Math.max(row.learners, 1)
          },
          {
            key: 'state',
            header: t('assignments.state'),
            cell: (row) => (
              <span className={`badge bg-${colors[row.state]}-subtle text-${colors[row.state]}-emphasis`}>
                {t(`assignments.states.${row.state}`)}
              </span>
            ),
            sortBy: (row) => assignmentStates.indexOf(row.state)
          }
        ]
        return (
          <SortableTable
            caption={t('assignments.title')}
            rows={assignments}
            columns={columns}
            rowKey={(row) => row.id}
            initialSort={{ key: 'due', direction: 'ascending' }}
          />
        )
      }}
    </DataCard>
  )
}
