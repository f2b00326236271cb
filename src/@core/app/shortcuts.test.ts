// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ariaKeyShortcuts, isTextField, singleKeyShortcut } from './shortcuts'

function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  Object.defineProperty(event, 'target', { value: target })
  return event
}

const element = (html: string) => {
  const host = document.createElement('div')
  host.innerHTML = html
  return host.firstElementChild!
}

describe('text fields', () => {
  it.each([
    ['<input>', true],
    ['<input type="email">', true],
    ['<input type="checkbox">', false],
    ['<input type="radio">', false],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<div role="combobox"></div>', true],
    ['<button>Go</button>', false],
    ['<a href="#x">x</a>', false]
  ])('%s is a text field: %s', (html, expected) => {
    expect(isTextField(element(html))).toBe(expected)
  })

  it('counts an editable region (an editor) as a text field', () => {
    const editor = element('<div contenteditable="true"></div>') as HTMLElement
    Object.defineProperty(editor, 'isContentEditable', { value: true })
    expect(isTextField(editor)).toBe(true)
  })
})

describe('single-key shortcuts', () => {
  it('finds ?, D and C outside text fields', () => {
    expect(singleKeyShortcut(press('?'), true)?.id).toBe('shortcuts')
    expect(singleKeyShortcut(press('d'), true)?.id).toBe('skin')
    expect(singleKeyShortcut(press('c'), true)?.id).toBe('customizer')
  })

  it('never takes a key typed in a field, with a modifier, held down, or when turned off', () => {
    expect(singleKeyShortcut(press('?', element('<input>')), true)).toBeUndefined()
    expect(singleKeyShortcut(press('d', element('<textarea></textarea>')), true)).toBeUndefined()
    expect(singleKeyShortcut(press('d', document.body, { ctrlKey: true }), true)).toBeUndefined()
    expect(singleKeyShortcut(press('c', document.body, { altKey: true }), true)).toBeUndefined()
    expect(singleKeyShortcut(press('d', document.body, { repeat: true }), true)).toBeUndefined()
    expect(singleKeyShortcut(press('?'), false)).toBeUndefined()
  })

  it('leaves a key another handler already took', () => {
    const event = press('?')
    event.preventDefault()
    expect(singleKeyShortcut(event, true)).toBeUndefined()
  })

  it('names the keys for aria-keyshortcuts, Mod as both Control and Meta', () => {
    expect(ariaKeyShortcuts('palette')).toBe('Control+K Meta+K')
    expect(ariaKeyShortcuts('shortcuts')).toBe('?')
  })
})
