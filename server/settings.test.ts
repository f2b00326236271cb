import { describe, expect, it } from 'vitest'
import { readSettings } from './settings'

describe('readSettings', () => {
  it('defaults to 127.0.0.1:3001, auth off, no delay', () => {
    expect(readSettings([], {})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      enforceAuth: false,
      delayMs: 0,
      corsOrigins: [],
      signUp: 'demo',
      model: null
    })
  })

  it('signs up clients with --enforce-auth, admins without, nobody with --register off', () => {
    expect(readSettings(['--enforce-auth'], {}).signUp).toBe('client')
    expect(readSettings([], {}).signUp).toBe('demo')
    expect(readSettings(['--enforce-auth', '--register', 'off'], {}).signUp).toBe('off')
    expect(readSettings([], { API_REGISTER: 'off' }).signUp).toBe('off')
    expect(() => readSettings(['--register', 'maybe'], {})).toThrow('register must be on or off')
  })

  it('takes the environment, and flags over it', () => {
    const env = {
      API_PORT: '3101',
      API_ENFORCE_AUTH: 'true',
      API_DELAY_MS: '250',
      API_CORS_ORIGINS: 'https://a.example, https://b.example'
    }
    expect(readSettings([], env)).toMatchObject({
      port: 3101,
      enforceAuth: true,
      delayMs: 250,
      corsOrigins: ['https://a.example', 'https://b.example']
    })
    expect(
      readSettings(['--port', '4000', '--delay', '0', '--cors-origin', 'https://c.example'], env)
    ).toMatchObject({
      port: 4000,
      delayMs: 0,
      corsOrigins: ['https://c.example']
    })
    expect(readSettings(['--enforce-auth'], {}).enforceAuth).toBe(true)
  })

  it('refuses unknown flags and malformed numbers', () => {
    expect(() => readSettings(['--prot', '1'], {})).toThrow(/--prot/)
    expect(() => readSettings(['--port', '70000'], {})).toThrow('port must be a whole number from 0 to 65535')
    expect(() => readSettings([], { API_DELAY_MS: '-5' })).toThrow(/delay must be a whole number/)
  })

  it('names the assistant model by flags or the environment, its key from the environment only', () => {
    const url = 'http://127.0.0.1:11434/v1'
    expect(readSettings(['--model-url', url, '--model', 'qwen'], {}).model).toEqual({ url, name: 'qwen' })
    const env = { API_MODEL_URL: url, API_MODEL: 'a', API_MODEL_KEY: 'sk-test' }
    expect(readSettings([], env).model).toEqual({ url, name: 'a', key: 'sk-test' })
    expect(readSettings(['--model', 'b'], env).model).toEqual({ url, name: 'b', key: 'sk-test' })
    expect(() => readSettings(['--model-url', url], {})).toThrow('--model-url and --model go together')
    expect(() => readSettings(['--model', 'x'], {})).toThrow('--model-url and --model go together')
    expect(() => readSettings(['--model-url', 'file:///etc', '--model', 'x'], {})).toThrow(/http\(s\) URL/)
    expect(() => readSettings(['--model-key', 'sk'], {})).toThrow(/--model-key/)
  })
})
