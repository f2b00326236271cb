/** A typed union, so a misspelt subject fails `tsc` instead of silently hiding a page. */

export type ShellSubject = 'Auth' | 'ACL' | 'Dashboard' | 'Misc' | 'PageLayout'

/** Each app adds its subject from its own app.ts: `interface AppSubjects { Invoice: true }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppSubjects {}

export type AbilitySubject = 'all' | ShellSubject | keyof AppSubjects
