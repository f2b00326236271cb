import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ensureI18n } from '@tests/renderWithProviders'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Avatar } from '../Avatar'
import { DataImage } from './DataImage'
import { resetRemoteImages } from './remoteImages'

beforeAll(ensureI18n)
afterEach(resetRemoteImages)

const remote = 'https://tracker.example/cover.png'

function Screen() {
  return (
    <>
      <DataImage src={remote} alt="cover" width={320} height={140} />
      <DataImage src="/images/own.png" alt="own" />
      <DataImage src="data:image/png;base64,iVBORw0KGgo=" alt="inline" />
      <Avatar name="Mallory Quinn" src="https://tracker.example/face.png" />
    </>
  )
}

describe('pictures from data', () => {
  it('holds back pictures from other hosts until the user asks, then shows them all', async () => {
    render(<Screen />)
    expect(screen.queryByAltText('cover')).toBeNull()
    expect(screen.getByAltText('own')).toHaveAttribute('src', '/images/own.png')
    expect(screen.getByAltText('inline')).toHaveAttribute('src', expect.stringMatching(/^data:/))
    expect(screen.getByRole('img', { name: 'Mallory Quinn' })).toHaveTextContent('MQ')
    expect(document.body.innerHTML).not.toContain('tracker.example')

    await userEvent.click(screen.getByRole('button', { name: 'Show images' }))
    expect(screen.getByAltText('cover')).toHaveAttribute('src', remote)
    expect(screen.getByAltText('Mallory Quinn')).toHaveAttribute('src', 'https://tracker.example/face.png')
  })
})
