import type { ReactNode } from 'react'
import type { InvoiceClient } from '../contract'

/** A client's address lines, each in <bdi>: addresses and phone numbers keep their order in a right-to-left page. */
export function ClientAddress({
  client,
  className,
  first
}: {
  client: InvoiceClient
  className: string
  first?: ReactNode
}) {
  return (
    <address className={className}>
      {first}
      {[client.company, client.address, client.country, client.contact, client.companyEmail]
        .filter(Boolean)
        .map((line) => (
          <div key={line}>
            <bdi>{line}</bdi>
          </div>
        ))}
    </address>
  )
}
