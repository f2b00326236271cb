import { Download, Heart, Plus, Settings, Trash2 } from 'lucide-react'
import { Button } from 'reactstrap'

/** An icon before or after the label; an icon-only button is named with `aria-label`. */
export default function ButtonWithIcons() {
  return (
    <div className="demo-row">
      <Button color="primary" className="d-inline-flex align-items-center gap-2">
        <Plus size={16} aria-hidden="true" /> Add user
      </Button>
      <Button color="secondary" outline className="d-inline-flex align-items-center gap-2">
        Export <Download size={16} aria-hidden="true" />
      </Button>
      <Button color="danger" aria-label="Delete">
        <Trash2 size={16} aria-hidden="true" />
      </Button>
      <Button color="secondary" outline aria-label="Settings">
        <Settings size={16} aria-hidden="true" />
      </Button>
      <Button color="flat-danger" className="rounded-circle" aria-label="Like">
        <Heart size={16} aria-hidden="true" />
      </Button>
    </div>
  )
}
