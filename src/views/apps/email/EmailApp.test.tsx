import { mock } from '@fake-db'
import { act, screen, waitFor, within } from '@testing-library/react'
import { AxiosError, type AxiosResponse } from 'axios'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { http } from '@/utility/http'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

// jsdom has no layout: ProseMirror measures its selection, and empty rectangles are what a hidden element gives.
beforeAll(() => {
  const noRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= noRects
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  document.elementFromPoint ??= () => null
})

afterEach(() => {
  vi.restoreAllMocks()
})

// The first visit transforms the route chunk (and the composer's editor): slow on a busy machine.
const mailList = (view: string) => screen.getByRole('list', { name: `Mail in ${view}` })
const subjects = (view: string) =>
  within(mailList(view))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.nl-mail-subject')?.textContent)

async function composerReady() {
  const composer = await screen.findByRole('dialog', { name: 'New message' })
  await within(composer).findByRole('textbox', { name: 'Message' })
  await within(composer).findByLabelText('To')
  return composer
}

async function open(path: string, view: string) {
  const rendered = await renderWithProviders(path)
  await screen.findByRole('list', { name: `Mail in ${view}` })
  return rendered
}

describe('email', () => {
  it('lists the inbox newest first and switches folders and labels by link, keeping them in the URL', async () => {
    const { user, router } = await open('/apps/email', 'Inbox')
    expect(screen.getByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(crumbs).toHaveTextContent(/^Home\s*Apps\s*Email$/)
    expect(screen.getByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument()
    expect(subjects('Inbox')[0]).toBe('Harbour office: the floor plan is in')
    const folders = screen.getByRole('navigation', { name: 'Folders' })
    expect(within(folders).getByRole('link', { name: /^Inbox\s*5\s*unread$/ })).toHaveAttribute(
      'aria-current',
      'page'
    )

    await user.click(within(folders).getByRole('link', { name: /Sent/ }))
    await screen.findByRole('list', { name: 'Mail in Sent' })
    expect(router.state.location.pathname).toBe('/apps/email/sent')
    await waitFor(() => expect(subjects('Sent')).toContain('Re: Contract renewal'))

    await user.click(
      within(screen.getByRole('navigation', { name: 'Labels' })).getByRole('link', { name: 'Private' })
    )
    await screen.findByRole('list', { name: 'Mail in Private' })
    expect(router.state.location.pathname).toBe('/apps/email/label/private')
    await waitFor(() =>
      expect(subjects('Private')).toEqual([
        'Dinner at ours next week',
        'Contract renewal: two open points',
        'Team offsite ideas'
      ])
    )

    await user.click(within(folders).getByRole('link', { name: /Trash/ }))
    await screen.findByRole('list', { name: 'Mail in Trash' })
    // In the trash, moving to the inbox restores; the trash itself is not offered.
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    await user.click(await screen.findByRole('button', { name: 'Actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Inbox' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Trash' })).not.toBeInTheDocument()
  })

  it('searches sender or subject, debounced, into the URL, with an empty state', async () => {
    const { user, router } = await open('/apps/email', 'Inbox')
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'maren')
    await waitFor(() => expect(router.state.location.search).toBe('?q=maren'))
    await waitFor(() =>
      expect(subjects('Inbox')).toEqual([
        'Harbour office: the floor plan is in',
        'Movers booked for the 14th'
      ])
    )
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'zzz')
    expect(await screen.findByText('No mail matches “marenzzz”.')).toBeInTheDocument()
  })

  it('selects the page, then all 14 inbox mails across pages, moves them to spam in one call, undoes', async () => {
    const { user, router } = await open('/apps/email', 'Inbox')
    expect(subjects('Inbox')).toHaveLength(10)
    expect(screen.getByText('Mail 1–10 of 14')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    const bar = await screen.findByRole('group', { name: 'Selected rows' })
    expect(within(bar).getByRole('status')).toHaveTextContent('10 selected')
    await user.click(within(bar).getByRole('button', { name: 'Select all 14 matching' }))
    expect(within(bar).getByRole('status')).toHaveTextContent('14 selected')
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(subjects('Inbox')).toHaveLength(4)
    expect(screen.getByRole('checkbox', { name: 'Select every row of this page' })).toBeChecked()
    const calls = mock.history.post?.length ?? 0
    await user.click(within(bar).getByRole('button', { name: 'Actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Spam' }))
    const dialog = screen.getByRole('dialog', { name: 'Move to: Spam' })
    expect(dialog).toHaveTextContent('Move the 14 selected mails to Spam?')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('14 rows changed.')).toBeInTheDocument()
    expect(mock.history.post!.slice(calls).map((call) => call.url)).toEqual(['/apps/email/bulk-update'])
    expect(await screen.findByText('Your inbox is empty. Enjoy the quiet!')).toBeInTheDocument()
    const spam = () =>
      within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name: /Spam/ })
    await waitFor(() => expect(spam()).toHaveTextContent(/Spam\s*6 unread/))

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Put back as they were.')).toBeInTheDocument()
    await waitFor(() => expect(subjects('Inbox')).toHaveLength(4))
    await waitFor(() => expect(spam()).toHaveTextContent(/Spam\s*1 unread/))
  })

  it('reports the draft a move refused, with its reason, moves the others, keeps the draft selected', async () => {
    const { user } = await open('/apps/email/label/company', 'Company')
    const listed = subjects('Company')
    expect(listed).toContain('Palette feedback')
    await user.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }))
    const bar = await screen.findByRole('group', { name: 'Selected rows' })
    await user.click(within(bar).getByRole('button', { name: 'Actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Inbox' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Move to: Inbox' })).getByRole('button', { name: 'Apply' })
    )
    expect(
      await screen.findByText(`${listed.length - 1} changed, 1 refused: see the list above the table.`)
    ).toBeInTheDocument()
    const report = screen.getByRole('alert')
    expect(report).toHaveTextContent(
      'Palette feedback: A draft moves only to the trash, and no mail moves into the drafts.'
    )
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selected')
    const draft = screen.getByRole('checkbox', { name: 'Select Palette feedback' })
    expect(draft).toBeChecked()
    draft.focus()
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    )
  })

  it('opens a mail (marked read), walks to the next and previous one, and goes back', async () => {
    const { user, router } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('link', { name: /Harbour office: the floor plan is in/ }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Harbour office: the floor plan is in' })
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?mail=1')
    expect(screen.getByRole('link', { name: 'Open harbour-sketch.svg' })).toHaveAttribute(
      'href',
      '/files/email/harbour-sketch.svg'
    )
    const messages = screen.getAllByRole('article')
    expect(messages).toHaveLength(3)
    expect(within(messages[2]!).queryByRole('button', { expanded: false })).not.toBeInTheDocument()
    await user.click(within(messages[0]!).getByRole('button', { expanded: false }))
    expect(
      screen.getByText('Maren, is the plan coming this week? The movers want dates.')
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name: /Inbox/ })
      ).toHaveTextContent(/Inbox\s*4 unread/)
    )

    expect(screen.getByRole('button', { name: 'Previous mail' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next mail' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Q3 budget numbers for review' })
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?mail=2')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous mail' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Previous mail' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Harbour office: the floor plan is in' })
    ).toBeInTheDocument()

    await act(() => i18n.changeLanguage('fr'))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bureau du port : le plan est arrivé' })
    ).toBeInTheDocument()
    expect(screen.getByText(/Les architectes ont envoyé le/)).toBeInTheDocument()
    await act(() => i18n.changeLanguage('en'))

    await user.click(screen.getByRole('button', { name: 'Back to the list' }))
    await screen.findByRole('list', { name: 'Mail in Inbox' })
  })

  it('closes the open mail when it leaves the view (deleted to the trash)', async () => {
    const { user, router } = await renderWithProviders('/apps/email?mail=3')
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday climbing?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Mail moved to the trash.')).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Mail in Inbox' })
    expect(router.state.location.search).toBe('')
    expect(subjects('Inbox')).not.toContain('Saturday climbing?')
  })

  it('composes and sends a mail to a picked contact and a typed address; it lands in Sent', async () => {
    const { user } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    const composer = await composerReady()
    await user.click(within(composer).getByRole('button', { name: 'Send' }))
    expect(within(composer).getByText('Add at least one recipient.')).toBeInTheDocument()

    const to = within(composer).getByLabelText('To')
    await user.type(to, 'Kwame')
    await user.click(await screen.findByRole('option', { name: /Kwame Mensah/ }))
    await user.type(to, 'nope')
    expect(screen.getByText('Type a full e-mail address, like name@example.com')).toBeInTheDocument()
    await user.clear(to)
    await user.type(to, 'crew@x.example{Enter}')
    await user.type(within(composer).getByLabelText('Subject'), 'Ropes')
    await user.upload(
      within(composer).getByTestId('composer-files'),
      new File(['knots'], 'knots.txt', { type: 'text/plain' })
    )
    expect(within(composer).getByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'knots.txt (5 B)'
    )
    await user.type(within(composer).getByRole('textbox', { name: 'Message' }), 'I will bring the long rope.')
    await user.click(within(composer).getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('Message sent.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument()
    await user.click(
      within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name: /Sent/ })
    )
    await screen.findByRole('list', { name: 'Mail in Sent' })
    await waitFor(() => expect(subjects('Sent')[0]).toBe('Ropes'))
    const sent = within(mailList('Sent')).getAllByRole('listitem')[0]!
    expect(sent).toHaveTextContent('Kwame Mensah')
    expect(within(sent).getByRole('img', { name: 'Has attachments' })).toBeInTheDocument()
  }, 40_000)

  it('continues a draft in the composer; once sent, the draft leaves the Draft folder', async () => {
    const { user } = await renderWithProviders('/apps/email/draft?mail=20')
    expect(await screen.findByRole('heading', { level: 2, name: 'Thursday' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue editing' }))
    const composer = await composerReady()
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Thursday')
    expect(within(composer).getByText('Nora Castellanos')).toBeInTheDocument()
    await user.click(within(composer).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message sent.')).toBeInTheDocument()
    const drafts = within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
      name: /Draft/
    })
    await waitFor(() => expect(drafts).toHaveTextContent(/Draft\s*2 drafts/))
  }, 30_000)

  it('saves a draft that has no recipient yet', async () => {
    const { user } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    const composer = await composerReady()
    await user.type(within(composer).getByLabelText('Subject'), 'Packing list')
    await user.click(within(composer).getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(screen.queryByText('Add at least one recipient.')).toBeNull()
    const drafts = within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
      name: /Draft/
    })
    await waitFor(() => expect(drafts).toHaveTextContent(/Draft\s*4 drafts/))
  }, 30_000)

  it('asks before leaving the mail app with a message being written, and stays when told', async () => {
    const { user, router } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    const composer = await composerReady()
    await user.type(within(composer).getByLabelText('Subject'), 'Half a thought')
    await act(() => router.navigate('/apps/email/sent'))
    await screen.findByRole('list', { name: 'Mail in Sent' })
    await act(() => router.navigate('/apps/invoice/list'))
    const question = await screen.findByRole('dialog', { name: 'Discard this message?' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/apps/email/sent')
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Half a thought')
  }, 30_000)

  it('keeps the composer and shows the refusal when the send is refused', async () => {
    const refusal = new AxiosError('Request failed with status code 503', 'ERR_BAD_RESPONSE')
    refusal.response = { status: 503, data: { error: 'The mail server is resting.' } } as AxiosResponse
    const { user } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    const composer = await composerReady()
    await user.type(within(composer).getByLabelText('To'), 'crew@x.example{Enter}')
    await user.type(within(composer).getByLabelText('Subject'), 'Ropes')
    const request = http.request.bind(http)
    vi.spyOn(http, 'request').mockImplementation((config) =>
      config.url === '/apps/email/send-email' ? Promise.reject(refusal) : request(config)
    )
    await user.click(within(composer).getByRole('button', { name: 'Send' }))
    expect(await within(composer).findByRole('alert')).toHaveTextContent(
      'That did not work: The mail server is resting.'
    )
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Ropes')
  }, 30_000)

  it('asks before closing a composer with text in it', async () => {
    const { user } = await open('/apps/email', 'Inbox')
    await user.click(screen.getByRole('button', { name: 'Compose' }))
    const composer = await composerReady()
    await user.type(within(composer).getByLabelText('Subject'), 'Half a thought')
    await user.click(within(composer).getByRole('button', { name: 'Close' }))
    const question = await screen.findByRole('dialog', { name: 'Discard this message?' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(within(composer).getByLabelText('Subject')).toHaveValue('Half a thought')
    await user.click(within(composer).getByRole('button', { name: 'Close' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this message?' })).getByRole('button', {
        name: 'Discard'
      })
    )
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Half a thought|New message/ })).not.toBeInTheDocument()
    )
  })

  it('says so for an unknown folder or label', async () => {
    await renderWithProviders('/apps/email/archive')
    expect(
      await screen.findByRole('heading', { name: 'This mail folder does not exist' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute('href', '/apps/email')
  })
})
