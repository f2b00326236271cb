/** Removes the mock API and everything only it uses; returns the tests left out because they need a backend. */
export function pruneMock() {
  throw new Error('--no-mock is not supported yet')
}
