import { lazy, Suspense } from 'react'
import { Columns3 } from 'lucide-react'
import { Spinner } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { ToolPanel } from '../ToolPanel'
import type { ColumnChoice } from './arrange'
import { defaultLayout } from './layout.contract'
import type { ColumnLayoutControl } from './useColumnLayout'

// Loaded when first opened: a list that is only read never pays for its controls.
const ColumnPanel = lazy(() => import('./ColumnPanel'))

interface Props {
  choices: ColumnChoice[]
  columns: ColumnLayoutControl
  /** A change made here redraws the table, which keeps pointer-made widths to itself. */
  onLayoutChange: () => void
  measure: (id: string) => number
}

/** The Columns menu: show, hide, order, size and pin a list's columns, density; kept per user and list. */
export function ColumnMenu({ choices, columns, onLayoutChange, measure }: Props) {
  const { t } = useTranslation('list')
  return (
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
  )
}
