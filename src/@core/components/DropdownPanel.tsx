import { useEffect, useId, type ReactNode } from 'react'
import { DropdownMenu, type DropdownMenuProps } from 'reactstrap'

interface Props {
  menuProps?: Omit<DropdownMenuProps, 'children'>
  /** Opened from the keyboard: the first item takes focus, as reactstrap gives it when the menu was already loaded. */
  focusFirstItem: boolean
  children: ReactNode
}

/** LazyDropdown's open menu, with reactstrap's positioning (Popper). */
export default function DropdownPanel({ menuProps, focusFirstItem, children }: Props) {
  const ownId = useId()
  const id = (menuProps?.id as string | undefined) ?? ownId
  useEffect(() => {
    const menu = document.getElementById(id)
    if (focusFirstItem && menu && !menu.contains(document.activeElement))
      menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [id, focusFirstItem])
  return (
    <DropdownMenu {...menuProps} id={id}>
      {children}
    </DropdownMenu>
  )
}
