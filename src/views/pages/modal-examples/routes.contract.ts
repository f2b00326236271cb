export const modalExamplesPath = '/pages/modal-examples'

export const searchPages = [['Modal Examples', 'AppWindow', modalExamplesPath]] as const
