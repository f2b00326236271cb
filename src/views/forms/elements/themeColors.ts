/** The theme colours the check, radio and switch demos paint with (`form-check-<colour>` in elements.scss). */
export const themeColors = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const
