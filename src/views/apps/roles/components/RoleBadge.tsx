import { roleColor, useRoleLabel } from './useRoleLabel'

/** The subtle colours read well in both light and dark skins. */
export function RoleBadge({ name }: { name: string }) {
  const label = useRoleLabel()
  const color = roleColor(name)
  return <span className={`badge rounded-pill bg-${color}-subtle text-${color}-emphasis`}>{label(name)}</span>
}
