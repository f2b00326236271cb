import { keptFiles } from './keptFiles'
import { browserShelf } from './shelf'

/** The uploaded files "Keep demo changes" keeps in this browser (the file manager writes, the customizer shows). */
export const browserKeptFiles = keptFiles(browserShelf)
