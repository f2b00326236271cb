/** The new area's plain-data paths and its contract: the record, the add body, the list's parameters and answers. */

export const routesContract = ({
  camel,
  kebab
}) => `/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */

export const ${camel}Paths = {
  list: '/apps/${kebab}/list'
} as const
`

export const contract = ({ camel, kebab, one }) => `import { z } from 'zod/mini'
import { keptList, type Sent } from '@/utility/answer.contract'
import { limits, zRequiredText, zText } from '@/utility/contract'
import { columnSort, paging, text, type ListValues } from '@/utility/list.contract'

export const endpoints = {
  list: '/api/${kebab}/list',
  add: '/api/${kebab}/add'
} as const

export const ${one.camel}Schema = z.object({
  id: z.int(),
  title: zRequiredText(),
  details: zText(limits.text)
})
export type ${one.pascal} = z.infer<typeof ${one.camel}Schema>

/** What the add form sends: every field but the id, which the server gives. */
export const new${one.pascal}Schema = z.omit(${one.camel}Schema, { id: true })
export type New${one.pascal} = z.input<typeof new${one.pascal}Schema>

export const ${one.camel}ListParams = {
  q: text(),
  ...paging(10),
  ...columnSort(['id', 'title'] as const, 'id', 'desc')
}
export type ${one.pascal}ListParams = Partial<ListValues<typeof ${one.camel}ListParams>>

export const ${one.camel}ListAnswer = keptList(
  z.object({ total: z.int().check(z.minimum(0)), ${camel}: z.array(${one.camel}Schema) }),
  '${camel}'
)
export type ${one.pascal}ListResponse = Sent<typeof ${one.camel}ListAnswer>

export const saved${one.pascal}Answer = z.object({ ${one.camel}: ${one.camel}Schema })
`

export const app = ({ camel, pascal }) => `import { defineApp } from '@core/app/defineApp'
import { ${camel}Paths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    ${pascal}: true
  }
}

export const ${camel}App = defineApp({
  namespace: '${camel}',
  subject: '${pascal}',
  menu: { section: 'apps' },
  screens: [
    {
      path: paths.list,
      load: () => import('./${pascal}List'),
      title: 'titles.list',
      icon: 'List',
      menu: { title: 'nav.${camel}' }
    }
  ]
})
`

export const api = ({
  camel,
  pascal,
  one
}) => `import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { New${one.pascal}, ${one.pascal}ListParams } from './contract'
import { endpoints, ${one.camel}ListAnswer, saved${one.pascal}Answer } from './contract'

// An add refetches the lists it may change.
const list = { type: '${pascal}', id: 'LIST' } as const

export const ${camel}Api = api.enhanceEndpoints({ addTagTypes: ['${pascal}'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    get${pascal}: build.query<Answer<typeof ${one.camel}ListAnswer>, ${one.pascal}ListParams>({
      ...answeredBy(${one.camel}ListAnswer),
      query: (params) => ({ url: endpoints.list, params }),
      providesTags: [list]
    }),
    add${one.pascal}: build.mutation<Answer<typeof saved${one.pascal}Answer>, New${one.pascal}>({
      ...answeredBy(saved${one.pascal}Answer),
      query: (${one.camel}) => ({ url: endpoints.add, method: 'post', data: ${one.camel} }),
      invalidatesTags: [list]
    })
  })
})

export const { useGet${pascal}Query, useAdd${one.pascal}Mutation } = ${camel}Api
`
