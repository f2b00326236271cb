import { Button } from 'reactstrap'

/** Full-width buttons: wrap them in a `d-grid`; `d-md-block` makes them inline from tablets up. */
export default function ButtonBlock() {
  return (
    <div className="d-grid gap-3">
      <div className="d-grid gap-2">
        <Button color="primary">Sign in</Button>
        <Button color="secondary" outline>
          Create an account
        </Button>
      </div>
      <div className="d-grid gap-2 d-md-block">
        <Button color="primary" className="me-md-2">
          Responsive
        </Button>
        <Button color="secondary" outline>
          Block on phones
        </Button>
      </div>
    </div>
  )
}
