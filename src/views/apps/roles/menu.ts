import { LockKeyhole, ShieldCheck, ShieldUser } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { rolesPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'roles',
  section: 'apps',
  items: [
    {
      id: 'roles-permissions',
      title: 'nav.rolesPermissions',
      icon: ShieldCheck,
      children: [
        { id: 'roles', title: 'nav.roles', icon: ShieldUser, navLink: paths.roles },
        { id: 'permissions', title: 'nav.permissions', icon: LockKeyhole, navLink: paths.permissions }
      ]
    }
  ]
})
