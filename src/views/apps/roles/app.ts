import { defineApp } from '@core/app/defineApp'
import { rolesPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Roles: true
  }
}

export const rolesApp = defineApp({
  namespace: 'roles',
  subject: 'Roles',
  screens: [
    { path: paths.roles, load: () => import('./roles/RolesPage'), title: 'titles.roles' },
    {
      path: paths.permissions,
      load: () => import('./permissions/PermissionList'),
      title: 'titles.permissions'
    }
  ]
})
