import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inDirections } from './session'

/** A new page load re-seeds the in-browser mock, so each test starts from fresh data. */

const permissionRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Permissions' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

inDirections('roles', ['ltr'], () => {
  test('adds, edits and deletes a role', async ({ page }) => {
    test.slow()
    await page.goto('/apps/roles')
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
    // The first visit of a run may wait for the route's code on a busy machine.
    await expect(page.getByRole('group', { name: 'Manager' })).toContainText('7 users', { timeout: 15000 })

    await page.getByRole('button', { name: 'Add New Role' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Role' })
    await add.getByLabel('Role name').fill('Auditor')
    await add.getByLabel('Read: Reporting').check()
    await add.getByRole('button', { name: 'Create role' }).click()
    await expect(page.getByText('Auditor was added.')).toBeVisible()
    await expect(add).toBeHidden()
    const auditor = page.getByRole('group', { name: 'Auditor' })
    await expect(auditor).toContainText('0 users')

    await auditor.getByRole('button', { name: 'Edit role Auditor' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Role' })
    await expect(edit.getByLabel('Read: Reporting')).toBeChecked()
    await edit.getByLabel('Select all').check()
    await edit.getByLabel('Role name').fill('Auditors')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Auditors was updated.')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect(page.getByRole('group', { name: 'Auditors' })).toBeVisible()

    await page.getByRole('button', { name: 'Delete role Auditors' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this role?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Auditors was deleted.')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Auditors' })).toBeHidden()
  })

  test('adds, renames and deletes a permission', async ({ page }) => {
    test.slow()
    await page.goto('/apps/permissions')
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()
    await expect(permissionRows(page)).toHaveCount(9)

    await page.getByRole('button', { name: 'Add Permission' }).click()
    const add = page.getByRole('dialog', { name: 'Add New Permission' })
    await add.getByLabel('Permission name').fill('Export Reports')
    await add.getByRole('button', { name: 'Create permission' }).click()
    await expect(page.getByText('Export Reports was added.')).toBeVisible()
    await expect(add).toBeHidden()
    await expect(permissionRows(page).first()).toContainText('Export Reports')
    await expect(permissionRows(page).first()).toContainText('Administrator')

    await page.getByRole('button', { name: 'Edit Export Reports' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Permission' })
    await expect(edit.getByText('Renaming can break the application')).toBeVisible()
    await edit.getByLabel('Permission name').fill('Export Statements')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Export Statements was renamed.')).toBeVisible()
    await expect(edit).toBeHidden()
    await expect(permissionRows(page).first()).toContainText('Export Statements')

    await page.getByRole('button', { name: 'Delete Export Statements' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this permission?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Export Statements was deleted.')).toBeVisible()
    await expect(permissionRows(page)).toHaveCount(9)

    await page.getByLabel('Assigned to').selectOption('support')
    await expect(permissionRows(page)).toHaveCount(3)
    await expect(page).toHaveURL(/assignedTo=support/)
    await page.reload()
    await expect(permissionRows(page)).toHaveCount(3)
  })
})
