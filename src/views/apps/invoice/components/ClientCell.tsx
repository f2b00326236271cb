import { Avatar } from '@core/components/Avatar'
import type { Invoice } from '../contract'

export function ClientCell({ invoice }: { invoice: Pick<Invoice, 'client' | 'avatar'> }) {
  const { client, avatar } = invoice
  return (
    <div className="d-flex align-items-center gap-2 py-2 text-truncate">
      <Avatar name={client.name} src={avatar} color="primary" size="sm" decorative />
      <div className="d-flex flex-column text-truncate">
        <span className="fw-semibold text-truncate">{client.name}</span>
        <small className="text-body-secondary text-truncate">{client.companyEmail || client.company}</small>
      </div>
    </div>
  )
}
