import '@fake-db'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerWith } from '@tests/answers'
import { renderWithProviders } from '@tests/renderWithProviders'

describe('a failed read', () => {
  it('shows a list failure in translated words, not the API wording', async () => {
    answerWith(['/apps/email/emails'], 400, () => ({ error: 'folder must be one of inbox, sent' }))
    await renderWithProviders('/apps/email')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the data: the server refused the request.')
    expect(alert).not.toHaveTextContent('folder must be')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows a record failure in translated words, not the server message', async () => {
    answerWith(['/api/invoice/invoices/5001'], 500, () => ({ error: 'TypeError: rows is undefined' }))
    await renderWithProviders('/apps/invoice/preview/5001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the data: the server had a problem.')
    expect(alert).not.toHaveTextContent('TypeError')
  })
})
