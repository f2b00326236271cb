import { afterEach } from 'vitest'
// utils.ts imports no value from the adapter, axios or handlers, so a test that never uses the mock loads nothing more.
import { resetStores } from '@fake-db/utils'

// Every store back to its seed after every test, so the suite passes in any order.
afterEach(() => resetStores())
