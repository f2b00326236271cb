import { createSlice } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { injectSlice, makeStore } from './store'

describe('injectSlice', () => {
  it("puts a lazily loaded slice's state into a store made before it, with no action of its own", () => {
    const store = makeStore()
    const late = createSlice({ name: 'lateComer', initialState: { ready: true }, reducers: {} })
    expect(store.getState()).not.toHaveProperty('lateComer')
    injectSlice(late)
    expect(store.getState()).toHaveProperty('lateComer', { ready: true })
  })
})
