import { Bold, Italic, Redo2, Underline, Undo2 } from 'lucide-react'
import { Button, ButtonGroup, ButtonToolbar } from 'reactstrap'

/** Several groups in a row, such as an editor's toolbar. */
export default function ButtonToolbarDemo() {
  return (
    <ButtonToolbar aria-label="Text formatting" className="gap-2">
      <ButtonGroup aria-label="History">
        <Button color="secondary" outline aria-label="Undo">
          <Undo2 size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label="Redo">
          <Redo2 size={16} aria-hidden="true" />
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Style">
        <Button color="secondary" outline aria-label="Bold">
          <Bold size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label="Italic">
          <Italic size={16} aria-hidden="true" />
        </Button>
        <Button color="secondary" outline aria-label="Underline">
          <Underline size={16} aria-hidden="true" />
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Pages">
        <Button color="primary" outline>
          1
        </Button>
        <Button color="primary" outline>
          2
        </Button>
        <Button color="primary" outline>
          3
        </Button>
      </ButtonGroup>
    </ButtonToolbar>
  )
}
