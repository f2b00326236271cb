import { Copy, Download, MoreVertical, Pencil, Share2, Trash2 } from 'lucide-react'
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const itemClass = 'd-flex align-items-center gap-2'

/** Items with icons, and an icon-only toggle for a row's actions. */
export default function DropdownWithIcons() {
  return (
    <div className="demo-row">
      <UncontrolledDropdown>
        <DropdownToggle caret color="primary" className="d-inline-flex align-items-center gap-2">
          <Share2 size={16} aria-hidden="true" /> Share
        </DropdownToggle>
        <DropdownMenu>
          <DropdownItem className={itemClass}>
            <Copy size={16} aria-hidden="true" /> Copy link
          </DropdownItem>
          <DropdownItem className={itemClass}>
            <Download size={16} aria-hidden="true" /> Download PDF
          </DropdownItem>
        </DropdownMenu>
      </UncontrolledDropdown>
      <UncontrolledDropdown>
        <DropdownToggle color="secondary" outline aria-label="Row actions">
          <MoreVertical size={16} aria-hidden="true" />
        </DropdownToggle>
        <DropdownMenu end>
          <DropdownItem className={itemClass}>
            <Pencil size={16} aria-hidden="true" /> Edit
          </DropdownItem>
          <DropdownItem className={`${itemClass} text-danger-emphasis`}>
            <Trash2 size={16} aria-hidden="true" /> Delete
          </DropdownItem>
        </DropdownMenu>
      </UncontrolledDropdown>
    </div>
  )
}
