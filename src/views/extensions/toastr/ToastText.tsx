/** A toast's title and message, one above the other. */
export function ToastText({ title, text }: { title: string; text: string }) {
  return (
    <span className="d-grid">
      <strong>{title}</strong>
      <span className="small">{text}</span>
    </span>
  )
}
