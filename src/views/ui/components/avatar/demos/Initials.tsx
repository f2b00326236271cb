import { Avatar, type AvatarColor } from '@core/components/Avatar'

const people: [string, AvatarColor][] = [
  ['Priya Raman', 'primary'],
  ['Jonas Berg', 'secondary'],
  ['Amara Okafor', 'success'],
  ['Chloé Martin', 'danger'],
  ['Lukas Weber', 'warning'],
  ['Inga Solberg', 'info'],
  ['Tomás Silva', 'dark']
]

/** Without a picture the avatar shows the initials on a tint of the chosen colour. */
export default function AvatarInitials() {
  return (
    <div className="demo-row">
      {people.map(([name, color]) => (
        <Avatar key={name} name={name} color={color} size="lg" />
      ))}
    </div>
  )
}
