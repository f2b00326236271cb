import { toVerticalMenu } from '@core/menu/menu'
import { menuSections } from '../sections'

export const verticalMenu = toVerticalMenu(menuSections)
