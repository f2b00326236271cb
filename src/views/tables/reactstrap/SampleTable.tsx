import { useTranslation } from 'react-i18next'
import { Table, type TableProps } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { projects, statusColor } from './projects'

/** The page's sample projects in a reactstrap Table with the look given by `props`. */
export function SampleTable(props: TableProps) {
  const { t } = useTranslation('tables')
  return (
    <ScrollRegion label={t('reactstrap.region')}>
      <Table {...props} className="mb-0">
        <thead>
          <tr>
            <th scope="col">{t('reactstrap.columns.project')}</th>
            <th scope="col">{t('reactstrap.columns.lead')}</th>
            <th scope="col">{t('reactstrap.columns.members')}</th>
            <th scope="col">{t('reactstrap.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {projects.map(({ key, lead, members, status }) => (
            <tr key={key}>
              <th scope="row">{t(`reactstrap.projects.${key}`)}</th>
              <td>{lead.name}</td>
              <td>{members}</td>
              <td>
                <span className={`badge rounded-pill text-bg-${statusColor[status]}`}>
                  {t(`reactstrap.status.${status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
