import {
  academyDashboardSchema,
  academyParamsSchema,
  courseAnswerSchema,
  courseParamsSchema,
  endpoints,
  lessonChangeSchema
} from '@/views/dashboard/academy/contract'
import { get, post, type RouteDef } from '../../route'
import { createStore, findById, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'
import { courseAnswer, courseSummary } from './courses'

const may = permissionsOn('Dashboard')

const seed = () => import('./data').then(({ academySeed }) => academySeed())
const figures = createStore('academy-dashboard', () => seed().then(({ ranges }) => ranges), {
  readOnly: true
})
// The courses are kept apart: the one part a learner changes, kept with "Keep demo changes".
const courses = createStore('academy-courses', () => seed().then((academy) => academy.courses))

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.dashboard,
    async (req) => {
      const { range } = parse(academyParamsSchema, req.params)
      const list = (await courses.get()).map(courseSummary)
      return ok({ ...(await figures.get())[range], courses: list.sort((a, b) => b.learners - a.learners) })
    },
    { permission: may.read, answer: academyDashboardSchema, query: academyParamsSchema }
  ),
  get(
    endpoints.course,
    async (req) => {
      const { id } = parse(courseParamsSchema, req.params)
      return ok(courseAnswer(findById(await courses.get(), id, 'course')))
    },
    { permission: may.read, answer: courseAnswerSchema, query: courseParamsSchema }
  ),
  post(
    endpoints.lesson,
    async (req) => {
      const { courseId, lessonId, done } = parse(lessonChangeSchema, req.body)
      const course = findById(await courses.get(), courseId, 'course')
      findById(course.lessons, lessonId, 'lesson').done = done
      return ok(courseAnswer(course))
    },
    { permission: may.update, answer: courseAnswerSchema, body: lessonChangeSchema }
  )
]
