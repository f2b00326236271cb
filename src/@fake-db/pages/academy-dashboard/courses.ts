import type {
  CourseAnswer,
  CourseSummary,
  Lesson,
  LessonKind,
  Topic
} from '@/views/dashboard/academy/contract'

/** A course as the store keeps it: the course's fields and its lessons in one record. */
export type CourseRecord = CourseAnswer['course'] & { lessons: Lesson[] }

interface CourseSeed {
  title: string
  topic: Topic
  instructor: string
  learners: number
  progress: number
  summary: string
  lessons: [title: string, kind: LessonKind, minutes: number][]
}

// The texts are the English of the academy namespace's `content`, so the screens show them in the reader's language.
const seeds: CourseSeed[] = [
  {
    title: 'Design systems in practice',
    topic: 'design',
    instructor: 'Ingrid Solberg',
    learners: 1284,
    progress: 72,
    summary: 'Build, document and roll out a design system that a whole product team actually uses.',
    lessons: [
      ['Why a design system', 'video', 12],
      ['Tokens and themes', 'video', 18],
      ['Components that scale', 'reading', 15],
      ['Documenting patterns', 'video', 14],
      ['Rolling it out', 'quiz', 10]
    ]
  },
  {
    title: 'TypeScript for product teams',
    topic: 'development',
    instructor: 'Mateo Rivera',
    learners: 1642,
    progress: 64,
    summary:
      'Use types to document intent, catch mistakes early and change a large codebase with confidence.',
    lessons: [
      ['Types as documentation', 'video', 16],
      ['Narrowing and guards', 'video', 21],
      ['Generics without fear', 'reading', 19],
      ['Typing an API', 'video', 24],
      ['Strict mode in a real codebase', 'quiz', 12]
    ]
  },
  {
    title: 'Reading data with SQL',
    topic: 'data',
    instructor: 'Priya Raman',
    learners: 1137,
    progress: 58,
    summary: 'Answer real business questions with queries, from a first filter to window functions.',
    lessons: [
      ['Selecting and filtering', 'video', 14],
      ['Joins explained', 'video', 20],
      ['Grouping and totals', 'reading', 13],
      ['Window functions', 'video', 22],
      ['From query to dashboard', 'quiz', 11]
    ]
  },
  {
    title: 'Content that converts',
    topic: 'marketing',
    instructor: 'Olivia Hart',
    learners: 896,
    progress: 49,
    summary: 'Write pages, posts and emails that readers finish and act on, and measure what works.',
    lessons: [
      ['Know your reader', 'video', 11],
      ['Headlines and hooks', 'reading', 9],
      ['Writing for search', 'video', 17],
      ['Email sequences', 'video', 15],
      ['Measuring what works', 'quiz', 10]
    ]
  },
  {
    title: 'Leading remote teams',
    topic: 'business',
    instructor: 'Kwame Mensah',
    learners: 754,
    progress: 41,
    summary: 'Habits and rituals that keep a distributed team aligned, heard and moving.',
    lessons: [
      ['Rituals that work at a distance', 'video', 13],
      ['Writing things down', 'reading', 10],
      ['Feedback across time zones', 'video', 16],
      ['Running a good meeting', 'video', 12],
      ['Keeping people connected', 'quiz', 9]
    ]
  },
  {
    title: 'Conversational French',
    topic: 'languages',
    instructor: 'Camille Laurent',
    learners: 612,
    progress: 37,
    summary: 'Everyday French for travel and work, spoken from the first lesson.',
    lessons: [
      ['Greetings and small talk', 'video', 10],
      ['Ordering at a café', 'video', 12],
      ['Asking for directions', 'reading', 8],
      ['Talking about work', 'video', 14],
      ['Making plans', 'quiz', 9]
    ]
  }
]

/** Every course with its lessons; the signed-in learner has done the first lessons of the first courses. */
export function courseSeed(): CourseRecord[] {
  return seeds.map(({ lessons, ...course }, index) => {
    const doneCount = Math.max(0, 3 - index)
    return {
      id: index + 1,
      ...course,
      lessons: lessons.map(([title, kind, minutes], i) => ({
        id: i + 1,
        title,
        kind,
        minutes,
        done: i < doneCount
      }))
    }
  })
}

/** A course record as the course call answers it. */
export const courseAnswer = ({ lessons, ...course }: CourseRecord): CourseAnswer => ({ course, lessons })

/** A course record as the dashboard lists it: no summary, no lessons. */
export const courseSummary = ({
  lessons: _lessons,
  summary: _summary,
  ...course
}: CourseRecord): CourseSummary => course
