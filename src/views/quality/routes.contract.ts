export const qualityPath = '/quality'

/** Where CI writes what it measured, beside the build's index.html. */
export const qualityReportFile = 'quality.json'
