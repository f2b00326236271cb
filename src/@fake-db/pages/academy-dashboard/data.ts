import { topics, type AcademyDashboard, type Assignment } from '@/views/dashboard/academy/contract'
import { timeRanges, type TimeRange } from '@widgets/cards/contract'
import { dayFromToday, rangePeriods, rangeScale, seeded } from '../../kit/dashboardSeed'
import { courseSeed, type CourseRecord } from './courses'

export interface AcademySeed {
  ranges: Record<TimeRange, Omit<AcademyDashboard, 'courses'>>
  courses: CourseRecord[]
}

const sessionSeeds = [
  { courseId: 1, title: 'Live Q&A: tokens and themes', inHours: 20, minutes: 45 },
  { courseId: 2, title: 'Code review clinic', inHours: 44, minutes: 60 },
  { courseId: 3, title: 'Office hours: joins', inHours: 69, minutes: 30 },
  { courseId: 4, title: 'Headline workshop', inHours: 93, minutes: 60 },
  { courseId: 6, title: 'Conversation circle', inHours: 118, minutes: 45 }
]

const assignmentSeeds: [title: string, courseId: number, dueIn: number][] = [
  ['Audit a button set', 1, -6],
  ['Type a form’s state', 2, -3],
  ['Monthly revenue query', 3, -1],
  ['Rewrite a landing page', 4, 2],
  ['Team charter', 5, 4],
  ['Record a café dialogue', 6, 5],
  ['Theme switcher', 1, 9],
  ['Typed API client', 2, 12]
]

function sessions(now: Date, courses: CourseRecord[]): AcademyDashboard['sessions'] {
  return sessionSeeds.map((seed, i) => ({
    id: i + 1,
    courseId: seed.courseId,
    title: seed.title,
    host: courses[seed.courseId - 1]!.instructor,
    at: new Date(now.getTime() + seed.inHours * 3600_000).toISOString(),
    minutes: seed.minutes
  }))
}

function assignments(now: Date, courses: CourseRecord[]): Assignment[] {
  const random = seeded(5120)
  return assignmentSeeds.map(([title, courseId, dueIn], i) => {
    const learners = courses[courseId - 1]!.learners
    const share = dueIn < 0 ? 0.7 + random() * 0.25 : 0.1 + random() * 0.4
    return {
      id: `AS-${String(101 + i * 3)}`,
      title,
      courseId,
      due: dayFromToday(dueIn, now),
      submitted: Math.round(learners * share),
      learners,
      state: dueIn < -4 ? 'closed' : dueIn < 0 ? 'grading' : 'open'
    }
  })
}

function rangeAnswer(
  range: TimeRange,
  index: number,
  shared: Pick<AcademyDashboard, 'sessions' | 'assignments'>,
  now: Date
): Omit<AcademyDashboard, 'courses'> {
  const random = seeded(5100 + index)
  const periods = rangePeriods(range, now)
  const perPeriod = range === 'last-year' ? 820 : 190
  const started = periods.map(() => Math.round(perPeriod * (0.85 + random() * 0.3)))
  const completed = started.map((value) => Math.round(value * (0.45 + random() * 0.2)))
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const weights = [0.24, 0.27, 0.19, 0.12, 0.1, 0.08].map((w) => w * (0.85 + random() * 0.3))
  const hours = Math.round(3_900 * rangeScale[range] * (0.9 + random() * 0.2))
  const weightSum = weights.reduce((total, w) => total + w, 0)
  const topicHours = topics.map((topic, i) => ({
    topic,
    hours: Math.round((hours * weights[i]!) / weightSum)
  }))
  return {
    range,
    totals: {
      enrolled: 6_325,
      active: Math.min(6_325, Math.round(2_140 * Math.sqrt(rangeScale[range]) * (0.9 + random() * 0.2))),
      completionRate: Math.round((sum(completed) / sum(started)) * 1000) / 10,
      hours: sum(topicHours.map((row) => row.hours))
    },
    completion: { periods, started, completed },
    topics: topicHours.sort((a, b) => b.hours - a.hours),
    ...shared
  }
}

/** The academy per time range, and the courses with their lessons (the one part a learner changes). */
export function academySeed(now = new Date()): AcademySeed {
  const courses = courseSeed()
  const shared = { sessions: sessions(now, courses), assignments: assignments(now, courses) }
  const entries = timeRanges.map((range, i) => [range, rangeAnswer(range, i, shared, now)] as const)
  return { ranges: Object.fromEntries(entries) as AcademySeed['ranges'], courses }
}
