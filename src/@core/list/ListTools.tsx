import { lazy, Suspense } from 'react'
import { Bookmark, Columns3 } from 'lucide-react'
import { Spinner } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { ToolPanel } from './ToolPanel'
import type { ColumnChoice } from './columns/arrange'
import { defaultLayout } from './columns/layout.contract'
import type { ColumnLayoutControl } from './columns/useColumnLayout'
import { useSharedColumns } from './columns/useSharedColumns'
import { useViews } from './views/useViews'

interface Props {
  listKey: string
  choices: ColumnChoice[]
  columns: ColumnLayoutControl
  /** A change made here redraws the table, which keeps pointer-made widths to itself. */
  onLayoutChange: () => void
  measure: (id: string) => number
}

// Loaded when first opened: a list that is only read never pays for its controls.
const ColumnPanel = lazy(() => import('./columns/ColumnPanel'))
const ViewsPanel = lazy(() => import('./views/ViewsPanel'))

/** The controls above every data list: how its columns look. */
export function ListTools({ listKey, choices, columns, onLayoutChange, measure }: Props) {
  const { t } = useTranslation('list')
  useSharedColumns(columns.adopt)
  const views = useViews(listKey, columns.adopt, onLayoutChange)
  return (
    <div className="nl-list-tools d-flex flex-wrap justify-content-end gap-2 px-3 pb-2">
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
      <ToolPanel label={t('columns.menu')} icon={Columns3}>
        <Suspense fallback={<Spinner size="sm" />}>
          <ColumnPanel
            choices={choices}
            layout={columns.layout}
            measure={measure}
            onChange={(layout) => {
              columns.setLayout(layout)
              onLayoutChange()
            }}
            onReset={() => {
              columns.setLayout(defaultLayout(choices.map((choice) => choice.id)))
              onLayoutChange()
            }}
          />
        </Suspense>
      </ToolPanel>
    </div>
  )
}
