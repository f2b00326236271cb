import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

/** A row takes a theme colour through its `table-<colour>` class. */
export default function ContextualTable() {
  const { t } = useTranslation(['tables', 'demo'])
  return (
    <ScrollRegion label={t('reactstrap.region')}>
      <Table className="mb-0">
        <thead>
          <tr>
            <th scope="col">{t('reactstrap.columns.class')}</th>
            <th scope="col">{t('reactstrap.columns.use')}</th>
          </tr>
        </thead>
        <tbody>
          {colors.map((color) => (
            <tr key={color} className={`table-${color}`}>
              <th scope="row">{t(`demo:colors.${color}`)}</th>
              <td>{t(`reactstrap.uses.${color}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
