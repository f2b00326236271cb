import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
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

interface ToolButton {
  key: string
  icon: LucideIcon
  active: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

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

export function EditorToolbar({ editor, id, label }: { editor: Editor; id: string; label: string }) {
  const { t } = useTranslation()
  const [linkOpen, setLinkOpen] = useState(false)
  // Re-render on selection changes so the pressed states follow the caret.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: marks.map((button) => button.active(current)),
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

  const button = (key: string, Icon: LucideIcon, pressed: boolean, run: () => void, index: number) => (
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
        {marks.map((item, index) =>
          button(item.key, item.icon, state.marks[index] ?? false, () => item.run(editor), index)
        )}
        {button('link', Link2, state.link || linkOpen, () => setLinkOpen((open) => !open), 1)}
        {alignments.map(([name, Icon]) =>
          button(
            `align.${name}`,
            Icon,
            state.align === name,
            () => editor.chain().focus().setTextAlign(name).run(),
            1
          )
        )}
      </div>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  )
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation()
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''))
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!href.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      onDone()
      return
    }
    const safe = safeLinkHref(href)
    if (!safe) return setInvalid(true)
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run()
    onDone()
  }
  return (
    <form className="nl-editor-link d-flex gap-2 p-2" onSubmit={submit} noValidate>
      <input
        className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
        aria-label={t('editor.linkAddress')}
        placeholder="https://"
        value={href}
        ref={input}
        onChange={(event) => {
          setHref(event.target.value)
          setInvalid(false)
        }}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <button type="submit" className="btn btn-sm btn-primary">
        {t('editor.applyLink')}
      </button>
    </form>
  )
}
