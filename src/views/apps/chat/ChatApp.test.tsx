import '@fake-db'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '@/configs/i18n'
import { renderWithProviders } from '@tests/renderWithProviders'

const list = (name: 'Chats' | 'Contacts') => screen.getByRole('list', { name })
const names = (name: 'Chats' | 'Contacts') =>
  within(list(name))
    .getAllByRole('button')
    .map((item) => item.querySelector('.chat-list-name')!.textContent)
const item = (name: 'Chats' | 'Contacts', person: string) =>
  within(list(name)).getByRole('button', { name: new RegExp(person) })

async function openChat(path = '/apps/chat') {
  const view = await renderWithProviders(path)
  await waitFor(() => expect(list('Chats')).toBeInTheDocument())
  return view
}

describe('chat app', () => {
  it('lists the chats most recent first and the contacts without a chat, with a welcome state', async () => {
    await openChat()
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument()
    expect(names('Chats')).toEqual([
      'Selma Haugland',
      'Kwame Asante',
      'Mateo Rossi',
      'Ines Ferreira',
      'Freya Nilsen'
    ])
    expect(names('Contacts')).not.toContain('Selma Haugland')
    expect(names('Contacts')).toHaveLength(7)
    expect(screen.getByRole('heading', { name: 'Start a conversation' })).toBeInTheDocument()
  })

  it('opening a chat shows its messages and clears its unseen count', async () => {
    const { user, router } = await openChat()
    expect(within(item('Chats', 'Mateo Rossi')).getByText('3 unread messages')).toBeInTheDocument()
    await user.click(item('Chats', 'Mateo Rossi'))
    expect(router.state.location.search).toBe('?contact=6')
    const log = await screen.findByRole('log', { name: 'Messages with Mateo Rossi' })
    expect(within(log).getByText('Can you bring someone from the platform team?')).toBeInTheDocument()
    await waitFor(() => expect(within(item('Chats', 'Mateo Rossi')).queryByText(/unread/)).toBeNull())
  })

  it('sends with Enter, refuses a blank message, and moves the chat to the top', async () => {
    const { user } = await openChat('/apps/chat?contact=3')
    await screen.findByRole('log', { name: 'Messages with Ines Ferreira' })
    const box = screen.getByRole('textbox', { name: 'Message to Ines Ferreira' })
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    await user.type(box, '   {Enter}')
    // Not sent: the text stays (a sent message empties the box) and the order is unchanged.
    expect(box).toHaveValue('   ')
    expect(names('Chats')[0]).toBe('Selma Haugland')
    await user.clear(box)
    await user.type(box, 'Thanks for the notes{Shift>}{Enter}{/Shift}They helped a lot{Enter}')
    const log = screen.getByRole('log', { name: 'Messages with Ines Ferreira' })
    expect(await within(log).findByText(/They helped a lot/)).toBeInTheDocument()
    expect(within(log).getByText(/Thanks for the notes/).textContent).toBe(
      'Thanks for the notes\nThey helped a lot'
    )
    expect(box).toHaveValue('')
    await waitFor(() => expect(names('Chats')[0]).toBe('Ines Ferreira'))
  })

  it('a refused message toasts translated words, never the API wording', async () => {
    await openChat('/apps/chat?contact=3')
    await screen.findByRole('log', { name: 'Messages with Ines Ferreira' })
    const box = screen.getByRole('textbox', { name: 'Message to Ines Ferreira' })
    expect(box).toHaveAttribute('maxlength', '2000')
    // A pasted or scripted value can still exceed it: the server refuses and the screen explains.
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } })
    fireEvent.submit(box.closest('form')!)
    expect(await screen.findByText('The message was not sent: This value is too long.')).toBeInTheDocument()
    expect(screen.queryByText(/obj\.message|must be at most/)).toBeNull()
    expect(box).toHaveValue('x'.repeat(2001))
  })

  it('writing to a contact without a chat creates the chat at the top', async () => {
    const { user } = await openChat()
    await user.click(item('Contacts', 'Jonas Weber'))
    const log = await screen.findByRole('log', { name: 'Messages with Jonas Weber' })
    expect(within(log).getByText('No messages yet. Say hello to Jonas Weber!')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Message to Jonas Weber' }), 'Welcome to the team!')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await within(log).findByText('Welcome to the team!')).toBeInTheDocument()
    await waitFor(() => expect(names('Chats')[0]).toBe('Jonas Weber'))
    expect(names('Contacts')).not.toContain('Jonas Weber')
  })

  it('opens the contact panel and the profile panel, where the status can change', async () => {
    const { user } = await openChat('/apps/chat?contact=1')
    await user.click(await screen.findByRole('button', { name: 'Selma Haugland, View contact' }))
    const contact = await screen.findByRole('dialog', { name: 'Contact details' })
    expect(within(contact).getByText('selma.haugland@nordlight.example')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Your profile and settings' }))
    const profile = await screen.findByRole('dialog', { name: 'Your profile' })
    await user.click(within(profile).getByRole('radio', { name: 'Busy' }))
    expect(within(profile).getByRole('radio', { name: 'Busy' })).toBeChecked()
    expect(within(profile).getByRole('switch', { name: 'Two-step verification' })).toBeChecked()
  })

  it('says so when the address names an unknown contact, and searches the sidebar', async () => {
    const { user } = await openChat('/apps/chat?contact=999')
    expect(await screen.findByText('This contact does not exist (any more).')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'ra')
    expect(names('Chats')).toEqual(['Ines Ferreira'])
    expect(names('Contacts')).toEqual(['Priya Raman', 'Clara Dubois'])
  })

  it('searches the messages of the open chat', async () => {
    const { user } = await openChat('/apps/chat?contact=2')
    await user.click(await screen.findByRole('button', { name: 'Search in this chat' }))
    const search = screen.getByRole('searchbox', { name: 'Search messages' })
    expect(search).toHaveFocus()
    await user.type(search, 'staging')
    expect(screen.getByText('1 message matches.')).toBeInTheDocument()
    expect(within(screen.getByRole('log')).getAllByText(/./, { selector: 'p' })).toHaveLength(1)
  })

  describe('in French', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')))

    it('shows the seed roles, abouts and messages in French, and a message written by hand as written', async () => {
      const { user } = await openChat('/apps/chat?contact=6')
      await screen.findByRole('log', { name: 'Messages with Mateo Rossi' })
      await act(() => i18n.changeLanguage('fr'))
      const log = screen.getByRole('log')
      expect(
        await within(log).findByText('Tu peux venir avec quelqu’un de l’équipe plateforme ?')
      ).toBeInTheDocument()
      expect(within(log).queryByText('Can you bring someone from the platform team?')).toBeNull()
      expect(screen.getByText(/Responsable commercial ·/)).toBeInTheDocument()
      expect(
        screen.getByText('J’ai aussi ajouté les variantes du thème sombre. Dis-moi ce que tu en penses !')
      ).toBeInTheDocument()

      await user.type(screen.getByRole('textbox', { name: /Mateo Rossi/ }), 'Can you bring someone?{Enter}')
      expect(await within(log).findByText('Can you bring someone?')).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: /^Mateo Rossi, / }))
      expect(await screen.findByText('Toujours sur la route, toujours au téléphone.')).toBeInTheDocument()
    })

    it('searches the messages as the reader sees them', async () => {
      const { user } = await openChat('/apps/chat?contact=2')
      await screen.findByRole('log', { name: 'Messages with Kwame Asante' })
      await act(() => i18n.changeLanguage('fr'))
      await user.click(await screen.findByRole('button', { name: 'Rechercher dans cette discussion' }))
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher des messages' }), 'préproduction')
      expect(within(screen.getByRole('log')).getAllByText(/./, { selector: 'p' })).toHaveLength(1)
    })
  })
})
