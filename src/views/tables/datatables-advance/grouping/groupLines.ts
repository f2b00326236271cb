import type { Employee } from '../../contract'
import { groupPath, type EmployeeGroup, type GroupLeaf } from '../../grouping.contract'

/** One line of the grouped table: a group's header (level 1 or 2) or an employee of an opened group. */
export type GroupLine =
  | { kind: 'group'; group: GroupLeaf; path: string; level: 1 | 2; leaf: boolean; expanded: boolean }
  | { kind: 'row'; row: Employee; level: 2 | 3 }

/**
 * The page's lines in order. A first-level group of two-column grouping shows its inner groups when expanded (in
 * the browser); a leaf shows its rows when opened (the server sends them).
 */
export function groupLines(
  groups: readonly EmployeeGroup[],
  nested: boolean,
  expanded: ReadonlySet<string>,
  open: ReadonlySet<string>
): GroupLine[] {
  const lines: GroupLine[] = []
  const leaf = (group: GroupLeaf, level: 1 | 2) => {
    const path = groupPath(group.key)
    lines.push({ kind: 'group', group, path, level, leaf: true, expanded: open.has(path) })
    if (open.has(path))
      for (const row of group.rows) lines.push({ kind: 'row', row, level: level === 1 ? 2 : 3 })
  }
  for (const group of groups) {
    if (!nested) {
      leaf(group, 1)
      continue
    }
    const path = groupPath(group.key)
    lines.push({ kind: 'group', group, path, level: 1, leaf: false, expanded: expanded.has(path) })
    if (expanded.has(path)) for (const inner of group.groups) leaf(inner, 2)
  }
  return lines
}
