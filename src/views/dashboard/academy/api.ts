import { answeredBy, api, overrideExisting } from '@/redux/api'
import type { TimeRange } from '@widgets/cards/contract'
import {
  academyDashboardSchema,
  courseAnswerSchema,
  endpoints,
  type AcademyDashboard,
  type CourseAnswer,
  type LessonChange
} from './contract'

// One call per range answers every card; cards on the same range share it.
export const academyApi = api.enhanceEndpoints({ addTagTypes: ['AcademyCourse'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getAcademyDashboard: build.query<AcademyDashboard, TimeRange>({
      query: (range) => ({ url: endpoints.dashboard, params: { range } }),
      ...answeredBy(academyDashboardSchema)
    }),
    getAcademyCourse: build.query<CourseAnswer, number>({
      query: (id) => ({ url: endpoints.course, params: { id } }),
      ...answeredBy(courseAnswerSchema),
      providesTags: (_result, _error, id) => [{ type: 'AcademyCourse', id }]
    }),
    markLesson: build.mutation<CourseAnswer, LessonChange>({
      query: (data) => ({ url: endpoints.lesson, method: 'post', data }),
      ...answeredBy(courseAnswerSchema),
      invalidatesTags: (_result, error, { courseId }) =>
        error ? [] : [{ type: 'AcademyCourse', id: courseId }]
    })
  })
})

export const { useGetAcademyDashboardQuery, useGetAcademyCourseQuery, useMarkLessonMutation } = academyApi
