import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

/** `size` on the dropdown sizes its toggle: large, default, small. */
export default function DropdownSizes() {
  return (
    <div className="demo-row">
      {(
        [
          ['lg', 'Large'],
          [undefined, 'Default'],
          ['sm', 'Small']
        ] as const
      ).map(([size, label]) => (
        <UncontrolledDropdown key={label} size={size}>
          <DropdownToggle caret color="secondary">
            {label}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem>Newest first</DropdownItem>
            <DropdownItem>Oldest first</DropdownItem>
            <DropdownItem>By name</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}
