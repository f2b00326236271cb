import { Button } from 'reactstrap'

/** `size="sm"` for dense tables, `size="lg"` for a page's single main action. */
export default function ButtonSizes() {
  return (
    <div className="d-grid gap-3">
      <div className="demo-row">
        <Button color="primary" size="lg">
          Large
        </Button>
        <Button color="primary">Default</Button>
        <Button color="primary" size="sm">
          Small
        </Button>
      </div>
      <div className="demo-row">
        <Button color="primary" outline size="lg">
          Large
        </Button>
        <Button color="primary" outline>
          Default
        </Button>
        <Button color="primary" outline size="sm">
          Small
        </Button>
      </div>
    </div>
  )
}
