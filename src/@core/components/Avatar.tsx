import { useRemoteImagesShown } from './data-image/remoteImages'
import { isOtherHost } from '@/utility/safeLink'
import type { Person } from '@/utility/people.contract'

export type AvatarColor = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark'
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl'

export interface AvatarProps {
  name: string
  src?: string
  color?: AvatarColor
  size?: AvatarSize
  decorative?: boolean
  className?: string
}

const pixels: Record<AvatarSize, number> = { sm: 26, md: 38, lg: 56, xl: 72 }

export function initialsOf(name: string | null | undefined): string {
  // Total on purpose: a name from data that is not a string shows '?' instead of crashing the page.
  const words = (typeof name === 'string' ? name : '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return `${first}${last}`.toUpperCase()
}

export function Avatar({
  name,
  src,
  color = 'primary',
  size = 'md',
  decorative = false,
  className = ''
}: AvatarProps) {
  const dimension = pixels[size]
  const style = { width: dimension, height: dimension, fontSize: dimension * 0.4 }
  // A picture from another host waits for the user's "Show images"; the initials stand in.
  const remoteShown = useRemoteImagesShown()
  if (src && (remoteShown || !isOtherHost(src))) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        width={dimension}
        height={dimension}
        className={`rounded-circle object-fit-cover flex-shrink-0 ${className}`}
      />
    )
  }
  return (
    <span
      className={`avatar-initials bg-${color}-subtle text-${color}-emphasis ${className}`}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name)}
    </span>
  )
}

/** A person of the team (or a stand-in): their picture, else their initials on their colour. */
export function PersonAvatar({
  person,
  ...props
}: Omit<AvatarProps, 'name' | 'src' | 'color'> & { person: Person }) {
  return <Avatar {...props} name={person.name} src={person.avatar} color={person.color} />
}
