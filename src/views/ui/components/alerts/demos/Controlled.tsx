import { useState } from 'react'
import { Button } from 'reactstrap'
import { Alert } from '@core/components/overlays'

/** `isOpen` and `toggle` in your state: close it, then bring it back. */
export default function AlertControlled() {
  const [visible, setVisible] = useState(true)
  return (
    <div>
      <Alert color="info" isOpen={visible} toggle={() => setVisible(false)}>
        Two-factor sign-in is now available for your account.
      </Alert>
      <Button color="primary" outline onClick={() => setVisible(true)} disabled={visible}>
        Show the alert again
      </Button>
    </div>
  )
}
