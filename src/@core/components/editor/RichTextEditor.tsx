import { useEffect, useId, useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import TextAlign from '@tiptap/extension-text-align'
import { useTranslation } from 'react-i18next'
import { EditorToolbar } from './EditorToolbar'
import './editor.scss'

export interface RichTextEditorProps {
  /** The HTML the editor starts with (and is reset to when it changes from outside). */
  value: string
  onChange: (html: string) => void
  /** The accessible name of the editing area (usually the text of a visible label). */
  label: string
  placeholder?: string
  invalid?: boolean
  /** Id of an element describing the field (its error message). */
  describedBy?: string
  minHeight?: string
}

/** An empty document, as TipTap writes it: stored as '' so required-field checks see nothing. */
const emptyHtml = '<p></p>'
const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/**
 * The template's one rich-text field (TipTap): bold, italic, underline, lists, links and alignment.
 * Its HTML is stored as typed; wherever it is shown again it goes through SafeHtml, like all HTML
 * from data. Lives in its own chunk with TipTap: import it only from the screens that edit text.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  placeholder,
  invalid = false,
  describedBy,
  minHeight = '8rem'
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const toolbarId = useId()
  const [focused, setFocused] = useState(false)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }
      }),
      TextAlign.configure({ types: ['paragraph'] })
    ],
    content: value || emptyHtml,
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

  // A new value from outside (a reset form, a reply prefilled) replaces the document; the value the
  // editor itself just reported does not, or typing would move the caret.
  // A destroyed editor (unmounted while its panel closes) has no schema left to serialize with.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== toValue(editor))
      editor.commands.setContent(value || emptyHtml, { emitUpdate: false })
  }, [editor, value])

  return (
    <div
      className={`nl-editor form-control p-0${invalid ? ' is-invalid' : ''}${focused ? ' nl-editor-focused' : ''}`}
    >
      {editor && <EditorToolbar editor={editor} id={toolbarId} label={t('editor.toolbar')} />}
      <div className={`nl-editor-body${isEmpty ? ' nl-editor-empty' : ''}`}>
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}
