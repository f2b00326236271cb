import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Button, ButtonGroup } from 'reactstrap'

const views = ['Day', 'Week', 'Month'] as const

/** Related buttons joined; a group of toggles shows which one is on with `active` and `aria-pressed`. */
export default function ButtonGroups() {
  const { t } = useTranslation('components')
  const [view, setView] = useState<(typeof views)[number]>('Week')
  return (
    <div className="demo-row">
      <ButtonGroup aria-label={t('buttons.sample.alignment')}>
        <Button color="primary" outline>
          {t('buttons.sample.left')}
        </Button>
        <Button color="primary" outline>
          {t('buttons.sample.center')}
        </Button>
        <Button color="primary" outline>
          {t('buttons.sample.right')}
        </Button>
      </ButtonGroup>
      <ButtonGroup aria-label={t('buttons.sample.calendarView')}>
        {views.map((name) => (
          <Button
            key={name}
            color="primary"
            outline={view !== name}
            active={view === name}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {t(`buttons.sample.${name}`)}
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup vertical aria-label={t('buttons.sample.vertical')}>
        <Button color="secondary" outline>
          {t('buttons.sample.top')}
        </Button>
        <Button color="secondary" outline>
          {t('buttons.sample.middle')}
        </Button>
        <Button color="secondary" outline>
          {t('buttons.sample.bottom')}
        </Button>
      </ButtonGroup>
    </div>
  )
}
