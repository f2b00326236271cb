import {
  deleteViewAnswer,
  deleteViewParams,
  maxViewsPerList,
  newViewSchema,
  sameViewName,
  viewAnswer,
  viewChangeSchema,
  viewEndpoints,
  viewListAnswer,
  viewListParams
} from '@/@core/list/views/views.contract'
import { del, get, post, type RouteDef } from '../route'
import type { MockRequest } from '../request'
import { callerOf } from '../jwt/accounts'
import { badRequest, created, createStore, fail, nextId, notFound, ok, parse, problem } from '../utils'
import type { StoredView } from './data'

const store = createStore('views', () => import('./data').then((m) => m.createViews()), { fixedSize: true })

// With auth not enforced a call may carry no token: it then acts for the first demo account.
const demoOwner = 1

async function ownerOf(req: MockRequest): Promise<number> {
  const caller = await callerOf(req.headers)
  return caller === null || caller === 'invalid' ? demoOwner : caller.user.id
}

const shown = ({ owner: _owner, ...view }: StoredView) => view

function nameTaken(views: StoredView[], mine: (view: StoredView) => boolean, name: string, except = 0) {
  return views.some((view) => mine(view) && view.id !== except && sameViewName(view.name, name))
}

const taken = (name: string) =>
  fail(409, problem('taken', `A view of this list is already named "${name.trim()}"`, 'name'))

/** One default per list: choosing one clears the others. */
function clearDefaults(views: StoredView[], mine: (view: StoredView) => boolean) {
  for (const view of views) if (mine(view)) view.isDefault = false
}

/** The saved views, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    viewEndpoints.list,
    async (req) => {
      const { list } = parse(viewListParams, req.params)
      const owner = await ownerOf(req)
      const views = (await store.get()).filter((view) => view.owner === owner && view.list === list)
      return ok({ views: views.map(shown) })
    },
    { permission: 'signedIn', answer: viewListAnswer, extension: true, query: viewListParams }
  ),
  post(
    viewEndpoints.add,
    async (req) => {
      const fields = parse(newViewSchema, req.body)
      const owner = await ownerOf(req)
      const views = await store.get()
      const mine = (view: StoredView) => view.owner === owner && view.list === fields.list
      if (views.filter(mine).length >= maxViewsPerList)
        return badRequest(problem('tooManyViews', `A list keeps at most ${maxViewsPerList} views`))
      if (nameTaken(views, mine, fields.name)) return taken(fields.name)
      if (fields.isDefault) clearDefaults(views, mine)
      const view: StoredView = {
        ...fields,
        id: nextId(views),
        owner,
        isDefault: fields.isDefault ?? false,
        updatedAt: new Date().toISOString()
      }
      views.push(view)
      return created({ view: shown(view) })
    },
    { permission: 'signedIn', answer: viewAnswer, created: true, extension: true, body: newViewSchema }
  ),
  post(
    viewEndpoints.update,
    async (req) => {
      const { id, ...change } = parse(viewChangeSchema, req.body)
      const owner = await ownerOf(req)
      const views = await store.get()
      const view = views.find((row) => row.id === id && row.owner === owner)
      if (!view) return notFound('View')
      const mine = (other: StoredView) => other.owner === owner && other.list === view.list
      if (change.name !== undefined && nameTaken(views, mine, change.name, id)) return taken(change.name)
      if (change.isDefault) clearDefaults(views, mine)
      Object.assign(view, change, { updatedAt: new Date().toISOString() })
      return ok({ view: shown(view) })
    },
    { permission: 'signedIn', answer: viewAnswer, extension: true, body: viewChangeSchema }
  ),
  del(
    viewEndpoints.delete,
    async (req) => {
      const { id } = parse(deleteViewParams, req.params)
      const owner = await ownerOf(req)
      const views = await store.get()
      const index = views.findIndex((view) => view.id === id && view.owner === owner)
      if (index < 0) return notFound('View')
      views.splice(index, 1)
      return ok({})
    },
    { permission: 'signedIn', answer: deleteViewAnswer, extension: true, query: deleteViewParams }
  )
]
