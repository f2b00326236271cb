/** CASL subjects: a typed union, so a misspelt subject in a route, a menu entry or a check fails
 *  `tsc` instead of silently hiding a page. */

/** The shell's own areas. */
export type ShellSubject = 'Auth' | 'ACL' | 'Dashboard' | 'Misc' | 'PageLayout'

/** Each app adds its subject from its own app.ts, where it declares itself:
 *  `declare module '@/configs/acl/subjects' { interface AppSubjects { Invoice: true } }` */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppSubjects {}

/** CASL's `all` (every subject), a shell area or an app. */
export type AbilitySubject = 'all' | ShellSubject | keyof AppSubjects
