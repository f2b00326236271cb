import { Sparkles } from 'lucide-react'
import { askAssistant, sharedData } from './ask'
import './ask.scss'

interface Props {
  /** The button's accessible name and tooltip: "Ask the assistant about <title>". */
  label: string
  /** The short visible word, hidden at phone width where only the icon shows. */
  text: string
  /** The conversation's first question. */
  question: string
  title: string
  /** Read when clicked, so a card or list pays nothing for it until then. */
  data: () => unknown
  /** A quiet button in a card's header, or framed like the list toolbar's other buttons. */
  look?: 'quiet' | 'outline'
}

const looks = { quiet: 'nl-ask-quiet', outline: 'btn-outline-secondary' }

/** The Ask action of cards and lists: opens the assistant with a new conversation about this card's or list's data. */
export function AskAssistant({ label, text, question, title, data, look = 'quiet' }: Props) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${looks[look]} d-inline-flex align-items-center gap-1`}
      aria-label={label}
      aria-haspopup="dialog"
      title={label}
      onClick={() => askAssistant({ question, view: { title, data: sharedData(data()) } })}
    >
      <Sparkles size={16} aria-hidden="true" />
      <span className="nl-ask-text d-none d-sm-inline">{text}</span>
    </button>
  )
}
