import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ensureI18n } from '@tests/renderWithProviders'
import { afterEach, describe, expect, it } from 'vitest'
import { SafeHtml } from './SafeHtml'
import { resetRemoteImages } from './data-image/remoteImages'
import { sanitizeHtml } from '@/utility/sanitize'

type Flags = { __pwned?: string[] }
const flags = window as unknown as Flags

afterEach(() => {
  delete flags.__pwned
  resetRemoteImages()
})

describe('SafeHtml', () => {
  it('renders an image with onerror and a javascript: link without running either', async () => {
    const html = [
      '<p>Hello <strong>there</strong></p>',
      '<img src="x" onerror="(window.__pwned ||= []).push(\'img\')">',
      '<a href="javascript:(window.__pwned ||= []).push(\'link\')">click</a>',
      '<script>(window.__pwned ||= []).push("script")</script>',
      '<svg><animate onbegin="(window.__pwned ||= []).push(\'svg\')"/></svg>'
    ].join('')
    const { container, getByText } = render(<SafeHtml html={html} />)

    expect(container.querySelector('strong')).toHaveTextContent('there')
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('x')
    expect(image.hasAttribute('onerror')).toBe(false)
    fireEvent.error(image)
    const link = getByText('click')
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    fireEvent.click(link)
    expect(container.querySelector('script, [onbegin]')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(flags.__pwned).toBeUndefined()
  })

  it('keeps ordinary markup and makes new-tab links unable to reach window.opener', () => {
    expect(sanitizeHtml('<a href="/apps/invoice/list" target="_blank">x</a>')).toMatch(
      /^<a (?=.*target="_blank")(?=.*rel="noopener noreferrer")(?=.*href="\/apps\/invoice\/list").*>x<\/a>$/
    )
  })

  it('keeps no named target, stylesheet, form or pinned overlay', () => {
    const html = [
      '<a href="/x" target="evilwin">named</a>',
      '<area href="/x" target="_blank">',
      '<style>.navbar { display: none }</style>',
      '<form action="https://evil.example"><input type="password" name="p"><button>Go</button></form>',
      '<div style="position: fixed; inset: 0">cover</div>',
      '<p style="color: red">kept</p>'
    ].join('')
    const box = document.createElement('div')
    box.innerHTML = sanitizeHtml(html)
    expect(box.querySelector('[target]')).toBeNull()
    expect(box.querySelector('style, form, input, button')).toBeNull()
    expect(box.querySelector('div')?.hasAttribute('style')).toBe(false)
    expect(box.querySelector('p')?.getAttribute('style')).toBe('color: red')
  })

  it('holds back images from other hosts until the reader asks; same-origin and inline ones load', async () => {
    await ensureI18n()
    const html = [
      '<img alt="tracker" src="https://tracker.example/pixel.gif">',
      '<img alt="protocol-relative" src="//cdn.example/a.png">',
      '<img alt="own" src="/images/logo.png">',
      '<img alt="inline" src="data:image/png;base64,iVBORw0KGgo=">',
      '<p style="background: url(https://tracker.example/bg.png)">styled</p>'
    ].join('')
    const { container } = render(<SafeHtml html={html} holdRemoteImages />)
    const src = (alt: string) => screen.getByAltText(alt).getAttribute('src')
    expect(src('tracker')).toBeNull()
    expect(src('protocol-relative')).toBeNull()
    expect(src('own')).toBe('/images/logo.png')
    expect(src('inline')).toMatch(/^data:image\/png/)
    expect(container.innerHTML).not.toContain('tracker.example')
    expect(screen.getByText('3 images from other sites are not shown.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show images' }))
    expect(src('tracker')).toBe('https://tracker.example/pixel.gif')
    expect(src('protocol-relative')).toBe('//cdn.example/a.png')
    expect(screen.queryByRole('button', { name: 'Show images' })).not.toBeInTheDocument()
  })

  it('loads every image where nothing asks to hold them back', () => {
    render(<SafeHtml html={'<img alt="remote" src="https://img.example/a.png">'} />)
    expect(screen.getByAltText('remote')).toHaveAttribute('src', 'https://img.example/a.png')
  })

  it('keeps only inline styles that leave content in its box', () => {
    const box = document.createElement('div')
    box.innerHTML = sanitizeHtml(
      [
        '<a id="cover" href="/x" style="display: block; transform: scale(40); color: blue">link</a>',
        '<div id="pulled" style="margin: -400px 0 0 -200px; padding: 4px">pulled</div>',
        '<p id="moved" style="top: -10px; left: 0; inset: 0; z-index: 9; float: left; translate: 0 -90px">p</p>',
        '<span id="sly" style="margin-top: calc(0px - 100vh); text-indent: -9999px; font-weight: bold">s</span>',
        '<div id="shown" style="display: contents; font-style: italic">d</div>'
      ].join('')
    )
    const style = (id: string) => box.querySelector(`#${id}`)?.getAttribute('style') ?? ''
    expect(style('cover')).not.toMatch(/transform|scale/)
    expect(style('cover')).toMatch(/display: block/)
    expect(style('cover')).toMatch(/color: blue/)
    expect(style('pulled')).not.toMatch(/-\d/)
    expect(style('pulled')).toMatch(/padding/)
    expect(box.querySelector('#moved')?.hasAttribute('style')).toBe(false)
    expect(style('sly')).toBe('font-weight: bold')
    expect(style('shown')).toBe('font-style: italic')
  })

  it('draws the HTML inside its own box, clipped, contained', () => {
    const { container } = render(<SafeHtml html="<p>x</p>" className="body" />)
    const box = container.querySelector('.body') as HTMLElement
    expect(box.style.contain).toBe('content')
    expect(box.style.overflow).toBe('hidden')
  })
})
