import type { AuthScene } from './scene'
import { check } from './marks'

export const twoStepsScene: AuthScene = {
  name: 'twoSteps',
  art: (
    <>
      <rect x="225" y="60" width="150" height="300" rx="26" className="art-paper" />
      <rect x="240" y="90" width="120" height="230" rx="10" className="art-field" />
      <rect x="280" y="72" width="40" height="6" rx="3" className="art-soft-fill" />
      <rect x="262" y="130" width="76" height="12" rx="6" className="art-soft-fill" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <circle
            key={`${row}-${col}`}
            cx={280 + col * 40}
            cy={180 + row * 34}
            r="9"
            className="art-accent"
          />
        ))
      )}
      <path d="M410 250 L460 270 V310 Q460 350 410 372 Q360 350 360 310 V270 Z" className="art-accent" />
      <g className="art-on-accent" transform="translate(410 312)">
        {check}
      </g>
    </>
  )
}
