import { lazy, Suspense, type ComponentType } from 'react'
import { Card, CardBody } from 'reactstrap'
import { afterFirstPaint } from '@/utility/paint'
import { CardSkeleton } from './components/DataCard'

/**
 * A dashboard card whose code loads once the page is on screen. A dashboard paints its frame, its
 * greeting and a skeleton in each card's place straight away, and each card fills in as its code
 * (charts, data calls) arrives, instead of the first paint waiting for the code of every card. The
 * code is requested once the first screen has been shown, so that its evaluation does not delay it.
 */
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
      <Suspense fallback={<CardPlaceholder />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return LazyCard
}

/** The card's place while its code loads: the same skeleton a data card shows while its data does. */
function CardPlaceholder() {
  return (
    <Card className="data-card h-100">
      <CardBody>
        <CardSkeleton />
      </CardBody>
    </Card>
  )
}
