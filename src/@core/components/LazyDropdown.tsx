import { lazy, Suspense, useState, type ReactNode } from 'react'
import {
  Dropdown,
  DropdownToggle,
  type DropdownMenuProps,
  type DropdownProps,
  type DropdownToggleProps
} from 'reactstrap'

const loadPanel = () => import('./DropdownPanel')
// The menu and its positioning library (Popper) load when a toggle is first pointed at or focused, not with the page.
const DropdownPanel = lazy(loadPanel)

export interface LazyDropdownProps extends Omit<DropdownProps, 'isOpen' | 'toggle' | 'children'> {
  /** reactstrap's DropdownToggle props: its class, name and content. */
  toggleProps: DropdownToggleProps
  /** reactstrap's DropdownMenu props but its content: `end`, a class, `container: 'body'` where a box would clip it. */
  menuProps?: Omit<DropdownMenuProps, 'children'>
  /** Open, for a menu whose owner opens or closes it too; uncontrolled without it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The menu's content, rendered only while it is open. */
  children: () => ReactNode
}

/** A dropdown whose menu code loads on first use: closed, it is its toggle alone. */
export function LazyDropdown({
  toggleProps,
  menuProps,
  open: controlledOpen,
  onOpenChange,
  children,
  ...dropdownProps
}: LazyDropdownProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const [openedByKey, setOpenedByKey] = useState(false)
  const open = controlledOpen ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  return (
    <Dropdown {...dropdownProps} isOpen={open} toggle={() => setOpen(!open)}>
      <DropdownToggle
        {...toggleProps}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onPointerDown={() => setOpenedByKey(false)}
        onKeyDown={() => setOpenedByKey(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <DropdownPanel menuProps={menuProps} focusFirstItem={openedByKey && dropdownProps.a11y !== false}>
            {children()}
          </DropdownPanel>
        </Suspense>
      )}
    </Dropdown>
  )
}
