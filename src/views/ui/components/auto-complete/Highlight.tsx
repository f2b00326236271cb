export function Highlight({ text, match }: { text: string; match: string }) {
  const at = match ? text.toLowerCase().indexOf(match.toLowerCase()) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark className="typeahead-match">{text.slice(at, at + match.length)}</mark>
      {text.slice(at + match.length)}
    </>
  )
}
