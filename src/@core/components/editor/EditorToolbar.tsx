import { useState, type KeyboardEvent } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Underline,
  type LucideIcon
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { arrowTarget } from '@core/hooks/arrowTarget'
import { safeLinkHref } from './safeLinkHref'
import { blockTools, historyTools, safeImageSrc, type ToolButton } from './tools'
import { UrlForm } from './UrlForm'

const marks: ToolButton[] = [
  {
    key: 'bold',
    icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run()
  },
  {
    key: 'italic',
    icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run()
  },
  {
    key: 'underline',
    icon: Underline,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run()
  },
  {
    key: 'bulletList',
    icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run()
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run()
  }
]

const alignments: [string, LucideIcon][] = [
  ['left', AlignLeft],
  ['center', AlignCenter],
  ['right', AlignRight],
  ['justify', AlignJustify]
]

interface EditorToolbarProps {
  editor: Editor
  id: string
  label: string
  /** Adds headings, strike, code, quote, code block, picture, undo and redo. */
  full?: boolean
}

export function EditorToolbar({ editor, id, label, full = false }: EditorToolbarProps) {
  const { t } = useTranslation()
  const [form, setForm] = useState<'link' | 'image' | null>(null)
  const tools = full ? [...blockTools, ...marks] : marks
  const toggle = (name: 'link' | 'image') => setForm((open) => (open === name ? null : name))
  // Re-render on selection changes so the pressed states follow the caret.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: tools.map((button) => button.active(current)),
      align: alignments.find(([name]) => current.isActive({ textAlign: name }))?.[0] ?? 'left',
      link: current.isActive('link')
    })
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button')]
    const next = arrowTarget(
      event,
      buttons.indexOf(document.activeElement as HTMLButtonElement),
      buttons.length
    )
    if (next === undefined) return
    event.preventDefault()
    buttons[next]?.focus()
  }

  // Undo and redo are actions, not toggles: `pressed` undefined leaves aria-pressed out.
  const button = (
    key: string,
    Icon: LucideIcon,
    pressed: boolean | undefined,
    run: () => void,
    index: number
  ) => (
    <button
      key={key}
      type="button"
      className={`btn btn-sm${pressed ? ' active' : ''}`}
      aria-pressed={pressed}
      aria-label={t(`editor.${key}`)}
      title={t(`editor.${key}`)}
      tabIndex={index === 0 ? 0 : -1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <Icon size={16} aria-hidden />
    </button>
  )

  return (
    <>
      <div role="toolbar" id={id} aria-label={label} className="nl-editor-toolbar" onKeyDown={onKeyDown}>
        {tools.map((item, index) =>
          button(item.key, item.icon, state.marks[index] ?? false, () => item.run(editor), index)
        )}
        {button('link', Link2, state.link || form === 'link', () => toggle('link'), 1)}
        {alignments.map(([name, Icon]) =>
          button(
            `align.${name}`,
            Icon,
            state.align === name,
            () => editor.chain().focus().setTextAlign(name).run(),
            1
          )
        )}
        {full && button('image', ImagePlus, form === 'image', () => toggle('image'), 1)}
        {full &&
          historyTools.map((item) => button(item.key, item.icon, undefined, () => item.run(editor), 1))}
      </div>
      {form === 'link' && (
        <UrlForm
          label={t('editor.linkAddress')}
          initial={String(editor.getAttributes('link').href ?? '')}
          apply={(href) => setLink(editor, href)}
          onDone={() => setForm(null)}
        />
      )}
      {form === 'image' && (
        <UrlForm
          label={t('editor.imageAddress')}
          apply={(src) => addImage(editor, src)}
          onDone={() => setForm(null)}
        />
      )}
    </>
  )
}

function setLink(editor: Editor, href: string): boolean {
  if (!href.trim()) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    return true
  }
  const safe = safeLinkHref(href)
  if (safe) editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run()
  return safe !== null
}

function addImage(editor: Editor, src: string): boolean {
  const safe = safeImageSrc(src)
  if (safe) editor.chain().focus().setImage({ src: safe }).run()
  return safe !== null
}
