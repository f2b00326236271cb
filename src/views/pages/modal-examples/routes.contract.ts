export const modalExamplesPath = '/pages/modal-examples'
