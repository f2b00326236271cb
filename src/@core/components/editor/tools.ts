import type { Editor } from '@tiptap/react'
import {
  Code,
  Heading1,
  Heading2,
  Heading3,
  Pilcrow,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon
} from 'lucide-react'

export interface ToolButton {
  key: string
  icon: LucideIcon
  active: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

const headings = ([1, 2, 3] as const).map((level, index): ToolButton => ({
  key: `heading${level}`,
  icon: [Heading1, Heading2, Heading3][index] ?? Heading1,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run()
}))

/** The full toolbar's extra buttons before the marks: paragraph, headings, strike, code, quote, code block. */
export const blockTools: ToolButton[] = [
  {
    key: 'paragraph',
    icon: Pilcrow,
    active: (e) => e.isActive('paragraph'),
    run: (e) => e.chain().focus().setParagraph().run()
  },
  ...headings,
  {
    key: 'strike',
    icon: Strikethrough,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run()
  },
  {
    key: 'code',
    icon: Code,
    active: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run()
  },
  {
    key: 'blockquote',
    icon: Quote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run()
  },
  {
    key: 'codeBlock',
    icon: SquareCode,
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run()
  }
]

/** The full toolbar's last buttons. */
export const historyTools: Omit<ToolButton, 'active'>[] = [
  { key: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() }
]

/** A picture's address: http(s) only. */
export function safeImageSrc(input: string): string | null {
  try {
    const url = new URL(input.trim())
    return ['http:', 'https:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}
