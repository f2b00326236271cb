import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { RecordGate, useIdParam } from '@core/list/records'
import { useGetAcademyCourseQuery } from '../api'
import { academyPaths, type CourseAnswer } from '../contract'
import { CourseNotFound } from './CourseNotFound'
import { CourseProgress } from './CourseProgress'
import { LessonList } from './LessonList'
import { LessonPanel } from './LessonPanel'
import './course.scss'

export default function CoursePage() {
  const { t } = useTranslation(['academy', 'dashboard'])
  const { raw, id } = useIdParam()
  const query = useGetAcademyCourseQuery(id ?? 0, { skip: id === null })
  return (
    <>
      <PageHeader
        title={t('course.title')}
        crumbs={[
          { label: t('dashboard:crumbs.dashboards') },
          { label: t('title'), to: academyPaths.dashboard }
        ]}
      />
      {id === null ? (
        <CourseNotFound id={raw} />
      ) : (
        <RecordGate query={query} notFound={<CourseNotFound id={raw} />}>
          {(answer) => <Course answer={answer} />}
        </RecordGate>
      )}
    </>
  )
}

function Course({ answer: { course, lessons } }: { answer: CourseAnswer }) {
  const [search, setSearch] = useSearchParams()
  const asked = Number(search.get('lesson'))
  const current =
    lessons.find((lesson) => lesson.id === asked) ?? lessons.find((lesson) => !lesson.done) ?? lessons[0]!
  const pick = (lessonId: number) => setSearch({ lesson: String(lessonId) }, { replace: true })
  return (
    <Row className="g-4">
      <Col lg={8}>
        <LessonPanel course={course} lessons={lessons} lesson={current} onPick={pick} />
      </Col>
      <Col lg={4}>
        <Card>
          <CardBody className="d-flex flex-column gap-3">
            <CourseProgress course={course} lessons={lessons} />
            <LessonList courseId={course.id} lessons={lessons} current={current.id} onPick={pick} />
          </CardBody>
        </Card>
      </Col>
    </Row>
  )
}
