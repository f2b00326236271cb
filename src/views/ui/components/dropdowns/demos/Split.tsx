import { Button, DropdownItem, DropdownMenu, DropdownToggle, UncontrolledButtonDropdown } from 'reactstrap'

/** A main action with its variants in the menu beside it. */
export default function DropdownSplit() {
  return (
    <div className="demo-row">
      {(['primary', 'success', 'danger'] as const).map((color) => (
        <UncontrolledButtonDropdown key={color}>
          <Button color={color}>
            {color === 'primary' ? 'Save' : color === 'success' ? 'Publish' : 'Delete'}
          </Button>
          <DropdownToggle split caret color={color} aria-label="More options" />
          <DropdownMenu>
            <DropdownItem>Save as draft</DropdownItem>
            <DropdownItem>Save and close</DropdownItem>
            <DropdownItem>Save a copy</DropdownItem>
          </DropdownMenu>
        </UncontrolledButtonDropdown>
      ))}
    </div>
  )
}
