/** The demos' entries: ids, with their names in the `extensions` namespace under `drag-and-drop.sample.items`. */
export const tasks = ['brief', 'sketches', 'review', 'copy', 'launch'] as const
export const backlog = ['icons', 'pricing', 'onboarding'] as const
export const sprint = ['search', 'export'] as const
export const photos = ['fjord', 'harbour', 'forest', 'glacier', 'aurora', 'island'] as const
