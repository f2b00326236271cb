import { lazy, Suspense } from 'react'
import { Bookmark } from 'lucide-react'
import { Spinner } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { assistantBuilt } from '../assistant/ask'
import { AskAssistant } from '../assistant/AskAssistant'
import { ToolPanel } from './ToolPanel'
import type { ColumnChoice } from './columns/arrange'
import { ColumnMenu } from './columns/ColumnMenu'
import type { ColumnLayoutControl } from './columns/useColumnLayout'
import { useSharedColumns } from './columns/useSharedColumns'
import { useViews } from './views/useViews'

/** What the list shows now, shared with the assistant by its Ask action. */
export interface ListView {
  /** The list's name. */
  label: string
  /** The list's state in the URL: search, filters, sort, page. */
  query: Record<string, string>
  /** The column sorted by and its direction, e.g. `name asc`. */
  sort: string
  /** Matching records on every page. */
  total: number
}

interface Props {
  listKey: string
  /** The list's current view, for its Ask action (none: no Ask). */
  view?: ListView
  choices: ColumnChoice[]
  columns: ColumnLayoutControl
  /** A change made here redraws the table, which keeps pointer-made widths to itself. */
  onLayoutChange: () => void
  measure: (id: string) => number
}

// Loaded when first opened: a list that is only read never pays for its controls.
const ViewsPanel = lazy(() => import('./views/ViewsPanel'))

/** The controls above every data list: how its columns look. */
export function ListTools({ listKey, view, choices, columns, onLayoutChange, measure }: Props) {
  const { t } = useTranslation('list')
  useSharedColumns(columns.adopt)
  const views = useViews(listKey, columns.adopt, onLayoutChange)
  const shownColumns = () => {
    const names = new Map(choices.map((choice) => [choice.id, choice.name]))
    const { order, hidden } = columns.layout
    return order.flatMap((id) => (hidden.includes(id) || !names.has(id) ? [] : [names.get(id)]))
  }
  return (
    <div className="nl-list-tools d-flex flex-wrap justify-content-end gap-2 px-3 pb-2">
      {view && assistantBuilt && (
        <AskAssistant
          look="outline"
          label={t('ask.label', { title: view.label })}
          text={t('ask.button')}
          question={t('ask.question', { title: view.label })}
          title={view.label}
          data={() => ({
            list: view.label,
            parameters: view.query,
            sort: view.sort,
            columns: shownColumns(),
            total: view.total
          })}
        />
      )}
      <ToolPanel label={t('views.menu')} icon={Bookmark}>
        <Suspense fallback={<Spinner size="sm" />}>
          <ViewsPanel
            list={listKey}
            views={views.views}
            query={views.query}
            layout={columns.layout}
            onApply={(view) => views.apply(view)}
            linkTo={views.linkTo}
          />
        </Suspense>
      </ToolPanel>
      <ColumnMenu choices={choices} columns={columns} onLayoutChange={onLayoutChange} measure={measure} />
    </div>
  )
}
