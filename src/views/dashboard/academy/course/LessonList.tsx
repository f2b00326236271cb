import { CircleCheck, Circle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChartTheme } from '@core/charts/useChartTheme'
import { useDemoText } from '@core/hooks/useDemoText'
import type { Lesson } from '../contract'

interface Props {
  courseId: number
  lessons: Lesson[]
  current: number
  onPick: (lessonId: number) => void
}

/** The course's lessons in order: done or not, the one open marked current. */
export function LessonList({ courseId, lessons, current, onPick }: Props) {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  return (
    <ol className="list-unstyled mb-0 d-flex flex-column gap-1" aria-label={t('course.lessons')}>
      {lessons.map((lesson) => {
        const Icon = lesson.done ? CircleCheck : Circle
        return (
          <li key={lesson.id}>
            <button
              type="button"
              className={`btn lesson-item${lesson.id === current ? ' active' : ''}`}
              aria-current={lesson.id === current ? 'step' : undefined}
              onClick={() => onPick(lesson.id)}
            >
              <Icon
                size={18}
                className={lesson.done ? 'text-success flex-shrink-0' : 'text-body-secondary flex-shrink-0'}
                aria-hidden="true"
              />
              <span className="flex-grow-1 min-w-0">
                <span className="d-block text-truncate fw-semibold">
                  {demo(`lessons.${courseId}.${lesson.id}`, lesson.title)}
                </span>
                <span className="d-block small text-body-secondary">
                  {t(`course.kinds.${lesson.kind}`)} ·{' '}
                  {t('course.minutes', { count: lesson.minutes, value: theme.number(lesson.minutes) })}
                  {lesson.done && <span className="visually-hidden"> · {t('course.done')}</span>}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
