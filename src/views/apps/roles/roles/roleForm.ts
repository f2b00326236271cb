import { z } from 'zod/mini'
import { fullMatrix, grantSchema, modules, type Role } from '../contract'
import { uniqueName } from '../components/nameSchema'

export const roleFormSchema = (taken: readonly string[]) =>
  z.object({ name: uniqueName(taken), permissions: z.array(grantSchema).check(z.length(modules.length)) })

export interface RoleFormFields {
  name: string
  permissions: z.infer<typeof grantSchema>[]
}

export const roleFormValues = (role: Role | null): RoleFormFields => ({
  name: role?.name ?? '',
  permissions: fullMatrix(role?.permissions)
})
