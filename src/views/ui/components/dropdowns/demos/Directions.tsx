import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'

const directions = [
  ['up', 'Drop up'],
  ['down', 'Drop down'],
  ['start', 'Drop start'],
  ['end', 'Drop end']
] as const

/** `direction`: where the menu opens; start and end follow the reading direction. */
export default function DropdownDirections() {
  return (
    <div className="demo-row py-5 justify-content-center">
      {directions.map(([direction, label]) => (
        <UncontrolledDropdown key={direction} direction={direction}>
          <DropdownToggle caret color="primary" outline>
            {label}
          </DropdownToggle>
          <DropdownMenu>
            <DropdownItem>Rename</DropdownItem>
            <DropdownItem>Duplicate</DropdownItem>
            <DropdownItem>Move to…</DropdownItem>
          </DropdownMenu>
        </UncontrolledDropdown>
      ))}
    </div>
  )
}
