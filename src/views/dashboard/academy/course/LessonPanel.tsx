import { Check, ChevronRight, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody } from 'reactstrap'
import { useChartTheme } from '@core/charts/useChartTheme'
import { mutate } from '@core/forms/mutate'
import { useDemoText } from '@core/hooks/useDemoText'
import { useMarkLessonMutation } from '../api'
import type { CourseAnswer, Lesson } from '../contract'
import { LessonView } from './LessonView'

interface Props {
  course: CourseAnswer['course']
  lessons: Lesson[]
  lesson: Lesson
  onPick: (lessonId: number) => void
}

/** The open lesson: its content, marking it done (or not), and the way to the next one. */
export function LessonPanel({ course, lessons, lesson, onPick }: Props) {
  const { t } = useTranslation('academy')
  const demo = useDemoText('academy')
  const theme = useChartTheme()
  const [markLesson, { isLoading }] = useMarkLessonMutation()
  const title = demo(`lessons.${course.id}.${lesson.id}`, lesson.title)
  const next = lessons[lessons.indexOf(lesson) + 1]
  const toggle = () => {
    onPick(lesson.id) // the open lesson stays open once it is done
    void mutate(markLesson({ courseId: course.id, lessonId: lesson.id, done: !lesson.done }), {
      done: t(lesson.done ? 'course.markedNotDone' : 'course.markedDone', { lesson: title })
    })
  }
  return (
    <Card>
      <CardBody className="d-grid gap-3">
        <LessonView key={lesson.id} lesson={lesson} />
        <div>
          <p className="small text-body-secondary mb-1">
            {t('course.lessonOf', {
              number: theme.number(lessons.indexOf(lesson) + 1),
              total: theme.number(lessons.length)
            })}
          </p>
          <h2 className="h4 mb-0">{title}</h2>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button
            color={lesson.done ? 'secondary' : 'success'}
            outline={lesson.done}
            onClick={toggle}
            disabled={isLoading}
          >
            {lesson.done ? (
              <RotateCcw size={16} className="me-1" aria-hidden="true" />
            ) : (
              <Check size={16} className="me-1" aria-hidden="true" />
            )}
            {t(lesson.done ? 'course.markNotDone' : 'course.markDone')}
          </Button>
          {next && (
            <Button color="primary" outline onClick={() => onPick(next.id)}>
              {t('course.next')}
              <ChevronRight size={16} className="ms-1 nl-flip-rtl" aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  )
}
