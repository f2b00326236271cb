import { requestChannel } from '../../app/requestChannel'

/** Other parts of the shell (the command palette, a shortcut) ask the customizer to open. */
const customizer = requestChannel()

export const openCustomizer = customizer.request
export const useCustomizerRequests = customizer.useRequests
