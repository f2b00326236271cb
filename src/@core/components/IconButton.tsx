import { forwardRef, type ButtonHTMLAttributes } from 'react'
import type { LucideIcon } from 'lucide-react'

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'title' | 'aria-pressed'
> {
  icon: LucideIcon
  /** What the button does, for screen readers; also its tooltip unless `title` gives a shorter one. */
  label: string
  title?: string
  size?: 'sm'
  iconSize?: number
  iconClassName?: string
  /** A button that deletes, drawn in the danger colour when hovered. */
  danger?: boolean
  /** A toggle's state: a pressed toggle fills its icon. */
  pressed?: boolean
}

/** A button that shows only an icon: named for screen readers, with the name as its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  const {
    icon: Icon,
    label,
    title = label,
    size,
    iconSize = size === 'sm' ? 16 : 18,
    iconClassName,
    danger = false,
    pressed,
    className,
    type = 'button',
    ...button
  } = props
  const classes = ['btn', size && `btn-${size}`, 'btn-icon-action', danger && 'btn-icon-danger', className]
  return (
    <button
      {...button}
      ref={ref}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={pressed}
      title={title}
    >
      <Icon
        size={iconSize}
        aria-hidden="true"
        className={iconClassName}
        fill={pressed ? 'currentColor' : 'none'}
      />
    </button>
  )
})
