/** The theme's colours, as Bootstrap names them (src/@core/scss/_variables.scss sets them). */
export const themeColors = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark'
] as const
