import { withCreateIntent } from '@core/app/commands'
import { defineApp } from '@core/app/defineApp'
import { fileManagerPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    FileManager: true
  }
}

export const fileManagerApp = defineApp({
  namespace: 'fileManager',
  uses: ['player'],
  subject: 'FileManager',
  menu: { section: 'apps' },
  create: {
    title: 'commands.create',
    keywords: 'commands.keywords',
    icon: 'FolderPlus',
    to: withCreateIntent(paths.home)
  },
  screens: [
    {
      path: paths.home,
      load: () => import('./FileManagerApp'),
      title: 'title',
      icon: 'FolderOpen',
      menu: { title: 'nav.fileManager' }
    }
  ]
})
