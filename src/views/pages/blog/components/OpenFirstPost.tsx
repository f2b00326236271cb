import { useLocation } from 'react-router-dom'
import { OpenFirstRecord } from '@core/list/records'
import { useGetPostsQuery } from '../api'
import { PostNotFound } from './PostNotFound'

/** The bare /pages/blog/detail and /pages/blog/edit open the newest post. */
export default function OpenFirstPost() {
  const { pathname } = useLocation()
  return (
    <OpenFirstRecord
      query={useGetPostsQuery({})}
      firstId={(data) => data.posts[0]?.id}
      to={(id) => `${pathname.replace(/\/$/, '')}/${id}`}
      none={<PostNotFound />}
    />
  )
}
