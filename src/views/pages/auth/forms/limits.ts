/** Kept apart from the schemas so the forms need not load zod. */
export const PASSWORD_MIN_LENGTH = 8
export const CODE_LENGTH = 6
