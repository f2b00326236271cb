import { z } from 'zod/mini'
import { idSchema, zIsoDate, zInstant, zRequiredText } from '@/utility/contract'
import { versioned } from '@/utility/version.contract'
import { defaultTimeRange, timeRanges } from '@widgets/cards/contract'

export { academyPaths } from './routes.contract'

export const endpoints = {
  dashboard: '/dashboard/academy',
  course: '/dashboard/academy/course',
  lesson: '/dashboard/academy/lesson'
} as const

export const topics = ['design', 'development', 'data', 'marketing', 'business', 'languages'] as const
export type Topic = (typeof topics)[number]
export const assignmentStates = ['open', 'grading', 'closed'] as const
export type AssignmentState = (typeof assignmentStates)[number]
export const lessonKinds = ['video', 'reading', 'quiz'] as const
export type LessonKind = (typeof lessonKinds)[number]

export const academyParamsSchema = z.object({ range: z._default(z.enum(timeRanges), defaultTimeRange) })
export const courseParamsSchema = z.object({ id: idSchema })
/** Marks one lesson of a course done or not done (ext: the dashboard's one write). */
export const lessonChangeSchema = z.strictObject({
  courseId: idSchema,
  lessonId: idSchema,
  done: z.boolean()
})
export type LessonChange = z.infer<typeof lessonChangeSchema>

const count = z.int().check(z.minimum(0))
const percent = z.number().check(z.minimum(0), z.maximum(100))
const maxPeriods = 12
const maxCourses = 12

const courseSummarySchema = z.object({
  id: z.int().check(z.minimum(1)),
  title: zRequiredText(),
  topic: z.enum(topics),
  instructor: zRequiredText(),
  learners: count,
  /** The learners' average progress through the course. */
  progress: percent,
  ...versioned
})
export type CourseSummary = z.infer<typeof courseSummarySchema>

export const academyDashboardSchema = z.object({
  range: z.enum(timeRanges),
  totals: z.object({
    /** Learners enrolled in at least one course, whatever the range. */
    enrolled: count,
    /** Learners who opened a lesson in the range. */
    active: count,
    /** Courses finished in the range, in per cent of those started in it. */
    completionRate: percent,
    /** Hours of lessons followed in the range. */
    hours: count
  }),
  /** Courses started and finished per period (`periods`: each period's first day). */
  completion: z
    .object({
      periods: z.array(zIsoDate()).check(z.minLength(1), z.maxLength(maxPeriods)),
      started: z.array(count).check(z.maxLength(maxPeriods)),
      completed: z.array(count).check(z.maxLength(maxPeriods))
    })
    .check(
      z.refine(
        (c) => c.started.length === c.periods.length && c.completed.length === c.periods.length,
        'periods'
      )
    ),
  /** Hours followed in the range per topic, most first. */
  topics: z.array(z.object({ topic: z.enum(topics), hours: count })).check(z.maxLength(topics.length)),
  /** Every course, most followed first, whatever the range. */
  courses: z.array(courseSummarySchema).check(z.maxLength(maxCourses)),
  /** Live sessions to come, soonest first. */
  sessions: z
    .array(
      z.object({
        id: z.int().check(z.minimum(1)),
        courseId: z.int().check(z.minimum(1)),
        title: zRequiredText(),
        host: zRequiredText(),
        at: zInstant(),
        minutes: z.int().check(z.minimum(15), z.maximum(240))
      })
    )
    .check(z.maxLength(10)),
  assignments: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^AS-\d{3}$/, 'assignment')),
        title: zRequiredText(),
        courseId: z.int().check(z.minimum(1)),
        due: zIsoDate(),
        submitted: count,
        learners: count,
        state: z.enum(assignmentStates)
      })
    )
    .check(z.maxLength(40))
})
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>
export type Assignment = AcademyDashboard['assignments'][number]

const lessonSchema = z.object({
  id: z.int().check(z.minimum(1)),
  title: zRequiredText(),
  kind: z.enum(lessonKinds),
  minutes: z.int().check(z.minimum(1), z.maximum(240)),
  /** Done by the signed-in learner. */
  done: z.boolean()
})
export type Lesson = z.infer<typeof lessonSchema>

export const courseAnswerSchema = z.object({
  course: z.extend(courseSummarySchema, { summary: zRequiredText(400) }),
  lessons: z.array(lessonSchema).check(z.minLength(1), z.maxLength(30))
})
export type CourseAnswer = z.infer<typeof courseAnswerSchema>

/** The signed-in learner's own progress: the share of the lessons done. */
export const ownProgress = (lessons: readonly Lesson[]) =>
  lessons.length === 0
    ? 0
    : Math.round((lessons.filter((lesson) => lesson.done).length / lessons.length) * 100)
