/** A calendar sheet with the meetup's day ringed, a map pin and the guests; coloured by the theme. */
export function MeetupArt() {
  return (
    <svg
      viewBox="0 0 220 110"
      width="220"
      height="110"
      className="meetup-art"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="110" cy="104" rx="86" ry="5" className="meetup-art-shadow" />
      <rect x="58" y="16" width="92" height="82" rx="8" className="meetup-art-paper" />
      <path d="M58 24a8 8 0 0 1 8-8h76a8 8 0 0 1 8 8v10H58z" className="meetup-art-accent" />
      <path d="M78 10v12M130 10v12" className="meetup-art-ring" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={68 + col * 20}
            y={44 + row * 16}
            width="12"
            height="9"
            rx="2"
            className="meetup-art-day"
          />
        ))
      )}
      <circle cx="114" cy="64.5" r="10" className="meetup-art-ring" />
      <path d="M172 70c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28z" className="meetup-art-accent" />
      <circle cx="172" cy="42" r="6" className="meetup-art-paper" />
      {[30, 44].map((x, i) => (
        <g key={x} className={i ? 'meetup-art-guest' : 'meetup-art-accent'}>
          <circle cx={x} cy={70 - i * 6} r="7" />
          <path d={`M${x - 11} ${96 - i * 6}a11 11 0 0 1 22 0z`} />
        </g>
      ))}
    </svg>
  )
}
