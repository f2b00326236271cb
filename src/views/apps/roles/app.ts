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
  menu: { section: 'apps', group: { title: 'nav.rolesPermissions', icon: 'ShieldCheck' } },
  screens: [
    {
      path: paths.roles,
      load: () => import('./roles/RolesPage'),
      title: 'titles.roles',
      icon: 'ShieldCheck',
      menu: { title: 'nav.roles', icon: 'ShieldUser' }
    },
    {
      path: paths.permissions,
      load: () => import('./permissions/PermissionList'),
      title: 'titles.permissions',
      icon: 'Lock',
      menu: { title: 'nav.permissions', icon: 'LockKeyhole' }
    }
  ]
})
