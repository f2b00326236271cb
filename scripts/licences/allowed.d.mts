export function isPermissive(expression: string): boolean
