import { beforeAll, describe, expect, it } from 'vitest'
import { ensureI18n } from '@tests/renderWithProviders'
import i18n from '@/configs/i18n'
import { startBody } from './quote'
import type { EmailMessage } from '../contract'

beforeAll(ensureI18n)

const remote = 'https://tracker.example/cover.png'

describe('a quoted mail', () => {
  it('quotes a mail in the composer without its images from other hosts', async () => {
    const message = {
      from: { name: 'Mallory', email: 'm@tracker.example', avatar: '' },
      time: '2026-03-10T09:00:00.000Z',
      subject: 'Hi',
      message: `<p>Hello</p><img alt="pixel" src="${remote}"><img alt="own" src="/images/own.png">`
    } as EmailMessage
    await i18n.loadNamespaces('email')
    const body = startBody({ quote: { kind: 'reply', message } }, i18n.getFixedT('en', 'email'), 'en')
    expect(body).toContain('Hello')
    expect(body).toContain('/images/own.png')
    expect(body).not.toContain('tracker.example/cover')
  })
})
