/** Limits shared by the forms and their schemas (kept apart so the forms need not load zod). */
export const PASSWORD_MIN_LENGTH = 8
export const CODE_LENGTH = 6
