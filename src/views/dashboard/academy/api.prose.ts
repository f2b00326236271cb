// This area's words in docs/api.md and docs/openapi.json; its routes give each call's input, answer, errors.
export const apiProse = {
  area: 'Academy dashboard',
  intro: [
    'Types: `src/views/dashboard/academy/contract.ts` (`academyDashboardSchema`, `courseAnswerSchema`).'
  ],
  summaries: {
    'GET /dashboard/academy': 'Get the academy dashboard',
    'GET /dashboard/academy/course': 'Get a course with its lessons',
    'POST /dashboard/academy/lesson': 'Mark a lesson done or not done'
  },
  calls: {
    'GET /dashboard/academy': [
      '- Query: `range` (`last-28-days` default, `last-month`, `last-year`).',
      '- Answer: `{range, totals, completion, topics, courses, sessions, assignments}`: the learners active, the',
      '  courses started and finished per week (per month for the last year) and the hours per topic cover the range;',
      '  the enrolled learners, the courses (most followed first), the sessions to come and the assignments are',
      "  today's whatever the range.",
      '- Errors: 400 for a range outside the list.'
    ],
    'GET /dashboard/academy/course': [
      '- Query: `id` (a course id).',
      '- Answer: `{course, lessons}`: the course with its summary, and its lessons in order, each `done` or not for',
      '  the signed-in learner.',
      '- Errors: 400 for an id that is not a whole number; 404 `Course not found`.'
    ],
    'POST /dashboard/academy/lesson': [
      '- *ext* Body: `{courseId, lessonId, done}` (no other field).',
      '- Answer: the course as `GET /dashboard/academy/course` answers it, with the change.',
      '- Errors: 400 for a missing or wrong field; 404 `Course not found` or `Lesson not found`.'
    ]
  }
}
