import { lazy, Suspense, type ComponentType } from 'react'
import { Card, CardBody } from 'reactstrap'
import { PanelBoundary } from '@core/components/PanelBoundary'
import { afterFirstPaint } from '@/utility/paint'
import { CardSkeleton } from './DataCard'

/** The first paint does not wait for every card's code: each card fills in once the first screen is shown. */
export function lazyCard<Props extends object>(
  load: () => Promise<ComponentType<Props>>
): ComponentType<Props> {
  // lazy() types its props through ref helpers a generic Props cannot satisfy: same props, restated.
  const Loaded = lazy(async () => {
    await afterFirstPaint()
    return { default: await load() }
  }) as unknown as ComponentType<Props>
  function LazyCard(props: Props) {
    return (
      <PanelBoundary>
        <Suspense fallback={<CardPlaceholder />}>
          <Loaded {...props} />
        </Suspense>
      </PanelBoundary>
    )
  }
  return LazyCard
}

function CardPlaceholder() {
  return (
    <Card className="data-card h-100">
      <CardBody>
        <CardSkeleton />
      </CardBody>
    </Card>
  )
}
