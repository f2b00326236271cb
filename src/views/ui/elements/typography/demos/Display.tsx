/** Display headings: larger and lighter, for a landing page's hero or a dashboard's big number. */
export default function TypographyDisplay() {
  return (
    <div className="d-grid gap-2">
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <p key={level} className={`display-${level} mb-0`}>
          Display {level}
        </p>
      ))}
    </div>
  )
}
