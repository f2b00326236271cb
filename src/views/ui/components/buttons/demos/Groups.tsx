import { useState } from 'react'
import { Button, ButtonGroup } from 'reactstrap'

const views = ['Day', 'Week', 'Month'] as const

/** Related buttons joined; a group of toggles shows which one is on with `active` and `aria-pressed`. */
export default function ButtonGroups() {
  const [view, setView] = useState<(typeof views)[number]>('Week')
  return (
    <div className="demo-row">
      <ButtonGroup aria-label="Text alignment">
        <Button color="primary" outline>
          Left
        </Button>
        <Button color="primary" outline>
          Center
        </Button>
        <Button color="primary" outline>
          Right
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Calendar view">
        {views.map((name) => (
          <Button
            key={name}
            color="primary"
            outline={view !== name}
            active={view === name}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {name}
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup vertical aria-label="Vertical group">
        <Button color="secondary" outline>
          Top
        </Button>
        <Button color="secondary" outline>
          Middle
        </Button>
        <Button color="secondary" outline>
          Bottom
        </Button>
      </ButtonGroup>
    </div>
  )
}
