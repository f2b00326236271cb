import { toHorizontalMenu } from '@core/menu/menu'
import { menuSections } from '../sections'

export const horizontalMenu = toHorizontalMenu(menuSections)
