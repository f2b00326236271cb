import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useDemoText } from '@core/hooks/useDemoText'
import { Meter } from '@widgets/cards/Meter'
import { ownProgress, type CourseAnswer, type Lesson } from '../contract'
import { topicColors } from '../topicColors'

/** The course's title, teacher and summary, and how far the signed-in learner is through it. */
export function CourseProgress({ course, lessons }: { course: CourseAnswer['course']; lessons: Lesson[] }) {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  const progress = ownProgress(lessons)
  const shown = theme.number(progress / 100, { style: 'percent' })
  return (
    <div>
      <span
        className={`badge bg-${topicColors[course.topic]}-subtle text-${topicColors[course.topic]}-emphasis mb-2`}
      >
        {t(`topics.names.${course.topic}`)}
      </span>
      <h2 className="h5 mb-1">{demo(`courses.${course.id}.title`, course.title)}</h2>
      <p className="small text-body-secondary mb-2">
        {t('courses.detail', {
          instructor: course.instructor,
          count: course.learners,
          learners: theme.number(course.learners)
        })}
      </p>
      <p className="mb-3">{demo(`courses.${course.id}.summary`, course.summary)}</p>
      <div className="d-flex justify-content-between small fw-semibold mb-1">
        <span>{t('course.yourProgress')}</span>
        <span>{shown}</span>
      </div>
      <Meter value={progress} color="success" label={t('course.yourProgressLabel', { value: shown })} />
    </div>
  )
}
