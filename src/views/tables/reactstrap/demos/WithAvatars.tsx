import { Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, Table } from 'reactstrap'
import { ScrollRegion } from '@core/components/ScrollRegion'
import { PersonAvatar } from '@core/components/Avatar'
import { notify } from '@core/components/toast'
import { projects, statusColor } from '../projects'

/** People with their pictures, and one button per action with the row's name in its label. */
export default function TableWithAvatars() {
  const { t } = useTranslation('tables')
  return (
    <ScrollRegion label={t('reactstrap.region')}>
      <Table hover className="mb-0 align-middle">
        <thead>
          <tr>
            <th scope="col">{t('reactstrap.columns.lead')}</th>
            <th scope="col">{t('reactstrap.columns.project')}</th>
            <th scope="col">{t('reactstrap.columns.status')}</th>
            <th scope="col">{t('reactstrap.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {projects.map(({ key, lead, status }) => {
            const project = t(`reactstrap.projects.${key}`)
            return (
              <tr key={key}>
                <td>
                  <div className="d-flex align-items-center gap-2">
                    <PersonAvatar person={lead} size="sm" decorative />
                    <span className="text-nowrap">{lead.name}</span>
                  </div>
                </td>
                <td>{project}</td>
                <td>
                  <span className={`badge rounded-pill text-bg-${statusColor[status]}`}>
                    {t(`reactstrap.status.${status}`)}
                  </span>
                </td>
                <td className="text-nowrap">
                  <Button
                    color="link"
                    className="p-1"
                    aria-label={t('reactstrap.edit', { project })}
                    onClick={() => notify.info(t('reactstrap.editing', { project }))}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    color="link"
                    className="p-1 text-danger"
                    aria-label={t('reactstrap.delete', { project })}
                    onClick={() => notify.info(t('reactstrap.deleting', { project }))}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
