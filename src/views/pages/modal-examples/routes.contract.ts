export const modalExamplesPath = '/pages/modal-examples'

export const searchPages = [['Modal Examples', 'PanelsTopLeft', modalExamplesPath]] as const
