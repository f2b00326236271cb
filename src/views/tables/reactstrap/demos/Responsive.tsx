import { useTranslation } from 'react-i18next'
import { Table } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { dateFormat } from '@/utility/format'

const months = Array.from({ length: 12 }, (_, month) => month)
const figures = [
  { key: 'harbour', base: 42 },
  { key: 'orchard', base: 17 },
  { key: 'lantern', base: 63 }
]

/** Wider than the screen: it scrolls sideways inside its box, the page does not. */
export default function ResponsiveTable() {
  const { t, i18n } = useTranslation('tables')
  const month = dateFormat(i18n.language, { month: 'short' })
  return (
    <ScrollRegion label={t('reactstrap.region')}>
      <Table bordered className="mb-0 text-nowrap">
        <thead>
          <tr>
            <th scope="col">{t('reactstrap.columns.project')}</th>
            {months.map((index) => (
              <th key={index} scope="col">
                {month.format(new Date(2025, index, 1))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map(({ key, base }) => (
            <tr key={key}>
              <th scope="row">{t(`reactstrap.projects.${key}`)}</th>
              {months.map((index) => (
                <td key={index}>{base + ((index * 7) % 13)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
