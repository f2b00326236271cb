import { Gamepad2, Quote, Shirt, Utensils, Video, type LucideIcon } from 'lucide-react'
import type { BlogCategory } from '../contract'

const categoryColors: Record<BlogCategory, string> = {
  fashion: 'primary',
  food: 'warning',
  gaming: 'danger',
  quote: 'info',
  video: 'success'
}

export const categoryIcons: Record<BlogCategory, LucideIcon> = {
  fashion: Shirt,
  food: Utensils,
  gaming: Gamepad2,
  quote: Quote,
  video: Video
}

/** Subtle background, strong text: readable in both skins. */
export const categoryTone = (category: BlogCategory) =>
  `bg-${categoryColors[category]}-subtle text-${categoryColors[category]}-emphasis`
