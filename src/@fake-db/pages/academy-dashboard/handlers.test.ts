import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import {
  academyDashboardSchema,
  courseAnswerSchema,
  type AcademyDashboard,
  type CourseAnswer
} from '@/views/dashboard/academy/contract'
import { timeRanges } from '@widgets/cards/contract'

freshMockPerTest()

const academy = (params?: Record<string, unknown>) =>
  call<AcademyDashboard>('get', '/dashboard/academy', { params })
const course = (id: unknown) => call<CourseAnswer>('get', '/dashboard/academy/course', { params: { id } })
const markLesson = (data: unknown) => call<CourseAnswer>('post', '/dashboard/academy/lesson', { data })
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('GET /dashboard/academy', () => {
  it.each(timeRanges)('answers %s in the shape of its contract', async (range) => {
    const { status, body } = await academy({ range })
    expect(status).toBe(200)
    expect(academyDashboardSchema.safeParse(body).error).toBeUndefined()
    expect(body.range).toBe(range)
  })

  it('answers the last 28 days by default; each range its own figures, the same courses in all', async () => {
    const answers = await Promise.all(timeRanges.map(async (range) => (await academy({ range })).body))
    expect((await academy()).body).toEqual(answers[0])
    expect(answers.map((answer) => answer.completion.periods.length)).toEqual([4, 4, 12])
    expect(new Set(answers.map((answer) => answer.totals.hours)).size).toBe(3)
    expect(answers[2]!.courses).toEqual(answers[0]!.courses)
    expect(answers[2]!.assignments).toEqual(answers[0]!.assignments)
  })

  it('adds up: the hours from the topics, the completion rate from the periods, courses by learners', async () => {
    for (const range of timeRanges) {
      const { body } = await academy({ range })
      expect(body.totals.hours).toBe(sum(body.topics.map((row) => row.hours)))
      const rate = (sum(body.completion.completed) / sum(body.completion.started)) * 100
      expect(body.totals.completionRate).toBeCloseTo(rate, 0)
      expect(body.totals.active).toBeLessThanOrEqual(body.totals.enrolled)
      const learners = body.courses.map((row) => row.learners)
      expect(learners).toEqual([...learners].sort((a, b) => b - a))
      const times = body.sessions.map((session) => Date.parse(session.at))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      const ids = new Set(body.courses.map((row) => row.id))
      expect(body.assignments.every((row) => ids.has(row.courseId))).toBe(true)
      expect(body.assignments.every((row) => row.submitted <= row.learners)).toBe(true)
    }
  })

  it('refuses a range outside the list with 400', async () => {
    for (const range of ['last-week', '', '1']) {
      const { status, body } = await academy({ range })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: expect.stringMatching(/^range /) as unknown })
    }
  })
})

describe('GET /dashboard/academy/course', () => {
  it('answers a course with its lessons', async () => {
    const { status, body } = await course(1)
    expect(status).toBe(200)
    expect(courseAnswerSchema.safeParse(body).error).toBeUndefined()
    expect(body.course.title).toBe('Design systems in practice')
    expect(body.lessons.map((lesson) => lesson.done)).toEqual([true, true, true, false, false])
  })

  it('answers 404 for an unknown course and 400 for an id that is not a whole number', async () => {
    for (const id of [99, 0, -1]) {
      expect(await course(id)).toMatchObject({ status: 404, body: { error: 'Course not found' } })
    }
    for (const id of ['x', '1.5', '']) expect((await course(id)).status).toBe(400)
  })
})

describe('POST /dashboard/academy/lesson', () => {
  it('marks a lesson done and the course answers it from then on', async () => {
    const { status, body } = await markLesson({ courseId: 2, lessonId: 3, done: true })
    expect(status).toBe(200)
    expect(body.lessons.find((lesson) => lesson.id === 3)?.done).toBe(true)
    expect((await course(2)).body.lessons.filter((lesson) => lesson.done)).toHaveLength(3)
    await markLesson({ courseId: 2, lessonId: 1, done: false })
    expect((await course(2)).body.lessons.map((lesson) => lesson.done)).toEqual([
      false,
      true,
      true,
      false,
      false
    ])
  })

  it('refuses bad input and unknown records, and changes nothing', async () => {
    const before = (await course(1)).body
    const refused = [
      { courseId: 1, lessonId: 1 },
      { courseId: 1, lessonId: 1, done: 'yes' },
      { courseId: 1, lessonId: 1, done: true, extra: 1 },
      { courseId: 'a', lessonId: 1, done: true }
    ]
    for (const data of refused) expect((await markLesson(data)).status).toBe(400)
    expect(await markLesson({ courseId: 9, lessonId: 1, done: true })).toMatchObject({
      status: 404,
      body: { error: 'Course not found' }
    })
    expect(await markLesson({ courseId: 1, lessonId: 40, done: true })).toMatchObject({
      status: 404,
      body: { error: 'Lesson not found' }
    })
    expect((await course(1)).body).toEqual(before)
  })
})
