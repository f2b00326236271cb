import { screen } from '@testing-library/react'
import { renderWithProviders } from '@tests/renderWithProviders'

/** Opens an extension page and finds one demo's card; the first load of a page's chunks can be slow. */
export async function openDemo(path: string, card: string) {
  const rendered = await renderWithProviders(path)
  const region = await screen.findByRole('region', { name: card }, { timeout: 30_000 })
  return { ...rendered, card: region }
}
