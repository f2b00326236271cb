import { expect, setPreferences, test } from './fixtures'
import { signInAs } from './session'

/** The mock lives in the page, so every test starts from the seed data. */

// The first request loads the mock's seed module: give a busy machine time for it.
const firstLoad = { timeout: 15_000 }
// A 1×1 transparent PNG.
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64'
)

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
  await setPreferences(page, { skin: 'light', direction: 'ltr' })
})

test('blog: posts a comment that shows under the post', async ({ page }) => {
  await page.goto('/pages/blog/list')
  await page.getByRole('link', { name: 'Read more: Why we still play couch co-op games' }).click(firstLoad)
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/3$/)
  const form = page.getByRole('form', { name: 'Leave a comment' })
  await form.getByLabel('Name').fill('Rosa Lind')
  await form.getByLabel('E-mail').fill('rosa@example.com')
  await form.getByLabel('Comment').fill('Friday co-op nights are the best.')
  await form.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('Comment posted.')).toBeVisible()
  const comments = page.getByRole('region', { name: '2 comments' })
  await expect(comments.getByText('Friday co-op nights are the best.')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('')
})

test('blog: edits a post, with a new picture, and the detail shows the change', async ({ page }) => {
  await page.goto('/pages/blog/edit/2')
  const title = page.getByLabel('Title')
  await expect(title).toHaveValue('Rye sourdough, start to finish in a small kitchen', firstLoad)
  await title.fill('Rye bread for beginners')
  await expect(page.getByLabel('Slug')).toHaveValue('rye-bread-for-beginners')
  await page.getByLabel('Categories').click()
  await page.getByRole('option', { name: 'Video' }).click()
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'loaf.png', mimeType: 'image/png', buffer: pixel })
  await expect(page.getByText('loaf.png')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', /^blob:/)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Post saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/2$/)
  const post = page.getByRole('article')
  // The detail screen's code loads for the first time here.
  await expect(post.getByRole('heading', { name: 'Rye bread for beginners' })).toBeVisible(firstLoad)
  await expect(post.getByRole('link', { name: 'Video' })).toBeVisible()
  await expect(post.locator('img').first()).toHaveAttribute('src', /^data:image\/png;base64,/)
})
