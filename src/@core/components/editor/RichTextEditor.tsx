import { useEffect, useId, useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import TextAlign from '@tiptap/extension-text-align'
import { useTranslation } from 'react-i18next'
import { EditorToolbar } from './EditorToolbar'
import { safeLinkHref } from './safeLinkHref'
import './editor.scss'

export interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  label: string
  placeholder?: string
  invalid?: boolean
  describedBy?: string
  minHeight?: string
  readOnly?: boolean
  /** The full toolbar: headings, strike, code, quote, code block, pictures by address, undo and redo. */
  full?: boolean
}

/** Stored as '' so required-field checks see nothing. */
const emptyHtml = '<p></p>'
const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/** Its own chunk with TipTap: import it only from the screens that edit text. */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  invalid = false,
  describedBy,
  minHeight = '8rem',
  readOnly = false,
  full = false
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const toolbarId = useId()
  const [focused, setFocused] = useState(false)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        ...(full ? { heading: { levels: [1, 2, 3] } } : { heading: false, codeBlock: false }),
        // Not `protocols`: registering built-in schemes again warns once a second editor opens.
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => safeLinkHref(url) !== null }
      }),
      TextAlign.configure({ types: full ? ['heading', 'paragraph'] : ['paragraph'] }),
      ...(full ? [Image] : [])
    ],
    content: value || emptyHtml,
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-placeholder': placeholder ?? '',
        class: 'nl-editor-content',
        style: `min-height: ${minHeight}`
      }
    },
    onUpdate: ({ editor: current }) => onChange(toValue(current)),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false)
  })
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? true })

  useEffect(() => editor?.setEditable(!readOnly), [editor, readOnly])

  // The value the editor itself just reported is not set back, or typing would move the caret.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== toValue(editor))
      editor.commands.setContent(value || emptyHtml, { emitUpdate: false })
  }, [editor, value])

  return (
    <div
      className={`nl-editor form-control p-0${invalid ? ' is-invalid' : ''}${focused ? ' nl-editor-focused' : ''}`}
    >
      {editor && !readOnly && (
        <EditorToolbar editor={editor} id={toolbarId} label={t('editor.toolbar')} full={full} />
      )}
      <div className={`nl-editor-body${isEmpty ? ' nl-editor-empty' : ''}`}>
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}
