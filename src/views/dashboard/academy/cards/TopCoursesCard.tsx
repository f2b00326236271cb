import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useDemoText } from '@core/hooks/useDemoText'
import { DataCard } from '@widgets/cards/DataCard'
import { ProgressList } from '@widgets/cards/ProgressList'
import { academyPaths } from '../contract'
import { topicColors } from '../topicColors'
import { useAcademyTodayCard } from '../useAcademyCard'

export function TopCoursesCard() {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  const query = useAcademyTodayCard()
  return (
    <DataCard title={t('courses.title')} subtitle={t('courses.subtitle')} query={query}>
      {({ courses }) => (
        <ProgressList
          items={courses.map((course) => {
            const title = demo(`courses.${course.id}.title`, course.title)
            const progress = theme.number(course.progress / 100, { style: 'percent' })
            return {
              key: course.id,
              name: title,
              to: academyPaths.course(course.id),
              detail: t('courses.detail', {
                instructor: course.instructor,
                count: course.learners,
                learners: theme.number(course.learners)
              }),
              figure: progress,
              value: course.progress,
              color: topicColors[course.topic],
              meterLabel: t('courses.progress', { course: title, value: progress })
            }
          })}
        />
      )}
    </DataCard>
  )
}
