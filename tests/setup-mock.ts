import { afterEach } from 'vitest'
// utils.ts holds the store registry and plain helpers; it imports no value from the mock adapter,
// axios or the handlers, so a test that never uses the mock loads nothing more for this.
import { resetStores } from '@fake-db/utils'

// Every store back to its seed after every test: no test sees another's writes, so the suite
// passes in any order (CI runs it shuffled once).
afterEach(() => resetStores())
