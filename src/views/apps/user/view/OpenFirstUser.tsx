import { OpenFirstRecord } from '@core/list/records'
import { useGetUsersQuery } from '../api'
import { userPaths } from '../contract'
import { UserNotFound } from './UserNotFound'

/** The bare /apps/user/view opens the user with the lowest id. */
export default function OpenFirstUser() {
  return (
    <OpenFirstRecord
      query={useGetUsersQuery({ sortColumn: 'id', sort: 'asc', perPage: 1 })}
      firstId={(data) => data.users[0]?.id}
      to={userPaths.view}
      none={<UserNotFound />}
    />
  )
}
