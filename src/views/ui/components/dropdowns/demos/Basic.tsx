import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const colors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const

/** A toggle that opens a menu of actions; arrow keys move through the items, Escape closes. */
export default function DropdownBasic() {
  return (
    <div className="demo-row">
      {colors.map((color) => (
        <UncontrolledDropdown key={color}>
          <DropdownToggle caret color={color} className="text-capitalize">
            {color}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem header>Order #4021</DropdownItem>
            <DropdownItem>Mark as shipped</DropdownItem>
            <DropdownItem>Print label</DropdownItem>
            <DropdownItem disabled>Refund (paid by card)</DropdownItem>
            <DropdownItem divider />
            <DropdownItem>Archive</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}
