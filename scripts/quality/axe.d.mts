export function axeFindings(logFile: string): Map<string, { light: number | null; dark: number | null }>
