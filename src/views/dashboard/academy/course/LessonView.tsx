import { BookOpen, ListChecks } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CaptionedVideo } from '@widgets/player/CaptionedVideo'
import type { Lesson } from '../contract'

/** A video lesson plays in the media player; a reading or a quiz says what it is. */
export function LessonView({ lesson }: { lesson: Lesson }) {
  return lesson.kind === 'video' ? <CaptionedVideo /> : <OtherLesson lesson={lesson} />
}

function OtherLesson({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('academy')
  const Icon = lesson.kind === 'quiz' ? ListChecks : BookOpen
  return (
    <div className="text-center py-5 bg-body-tertiary rounded">
      <Icon size={40} className="text-primary mb-3" aria-hidden="true" />
      <p className="mb-0">{t(`course.about.${lesson.kind}`, { count: lesson.minutes })}</p>
    </div>
  )
}
