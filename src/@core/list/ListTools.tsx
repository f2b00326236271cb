import { Columns3 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ToolPanel } from './ToolPanel'
import { ColumnPanel, type ColumnChoice } from './columns/ColumnPanel'
import { defaultLayout } from './columns/layout.contract'
import type { ColumnLayoutControl } from './columns/useColumnLayout'
import { useSharedColumns } from './columns/useSharedColumns'

interface Props {
  choices: ColumnChoice[]
  columns: ColumnLayoutControl
  /** A change made here redraws the table, which keeps pointer-made widths to itself. */
  onLayoutChange: () => void
  measure: (id: string) => number
}

/** The controls above every data list: how its columns look. */
export function ListTools({ choices, columns, onLayoutChange, measure }: Props) {
  const { t } = useTranslation('list')
  useSharedColumns(columns.adopt)
  return (
    <div className="nl-list-tools d-flex flex-wrap justify-content-end gap-2 px-3 pb-2">
      <ToolPanel label={t('columns.menu')} icon={Columns3}>
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
      </ToolPanel>
    </div>
  )
}
