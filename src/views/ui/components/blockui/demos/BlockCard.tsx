import { useState } from 'react'
import { Button, Card, CardBody, CardTitle } from 'reactstrap'
import { BlockUi } from '@core/components/BlockUi'

/** Block one card while its content refreshes; the rest of the page stays usable. */
export default function BlockUiCard() {
  const [blocking, setBlocking] = useState(false)
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Button color="primary" onClick={() => setBlocking(true)} disabled={blocking}>
          Block card
        </Button>
        <Button color="secondary" outline onClick={() => setBlocking(false)} disabled={!blocking}>
          Unblock
        </Button>
      </div>
      <BlockUi blocking={blocking} message="Refreshing sales…" className="rounded">
        <Card className="border shadow-none mb-0">
          <CardBody>
            <CardTitle tag="h3" className="h6">
              Weekly sales
            </CardTitle>
            <p className="mb-0">
              Orders are up 12 % on last week, led by the new autumn range. Returns stayed under 2 %.
            </p>
          </CardBody>
        </Card>
      </BlockUi>
    </div>
  )
}
