export function narrowApiGuide(source: string, answered: string[]): string
