export function withoutMockBoot(source: string): string
export function withMockOff(source: string): string
export function withoutMissingSetup(source: string, exists: (file: string) => boolean): string
export function withoutServer(source: string): string
export const handlersFile: string
export function withoutMissingHandlers(source: string, missing: string[]): string
