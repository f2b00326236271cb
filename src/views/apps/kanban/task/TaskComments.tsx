import { useId, type KeyboardEvent } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'
import { PersonAvatar } from '@core/components/Avatar'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { mutate } from '@core/forms/mutate'
import { useDemoText } from '@core/hooks/useDemoText'
import { selectUserData } from '@/redux/auth'
import { asPerson } from '@/utility/people.contract'
import { useAppSelector } from '@/redux/hooks'
import { useUpdateBoardTaskMutation } from '../api'
import { taskLimits, type Task } from '../contract'
import type { TaskFormValues } from './taskForm'

export function TaskComments({ task }: { task: Task }) {
  const { t } = useTranslation('kanban')
  const demo = useDemoText('kanban')
  const id = useId()
  const user = useAppSelector(selectUserData)
  const { setValue } = useFormContext<TaskFormValues>()
  const text = useWatch<TaskFormValues, 'comment'>({ name: 'comment' })
  const [updateTask, { isLoading }] = useUpdateBoardTaskMutation()

  const post = async () => {
    const comment = text.trim()
    if (!comment || !user) return
    const comments = [...task.comments, { name: user.fullName, img: user.avatar, comment }].slice(
      -taskLimits.comments
    )
    const result = await mutate(updateTask({ id: task.id, comments }), {
      done: t('toasts.commentAdded'),
      failed: (message) => t('toasts.failed', { message })
    })
    if (!result.error) setValue('comment', '')
  }
  // The field sits inside the task form: Enter posts the comment instead of saving the form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey) return
    event.preventDefault()
    void post()
  }

  return (
    <section className="border-top pt-3 mt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('panel.comments')}
      </h3>
      {task.comments.length === 0 ? (
        <p className="small text-body-secondary">{t('panel.noComments')}</p>
      ) : (
        <ul className="list-unstyled mb-3">
          {task.comments.map((comment, index) => (
            <li key={index} className="d-flex gap-2 mb-2">
              <PersonAvatar person={asPerson(comment.name, comment.img)} size="sm" decorative />
              <div className="small">
                <span className="fw-semibold d-block">{comment.name}</span>
                <span className="text-break">
                  {demo(`tasks.${task.id}.comments.${index}`, comment.comment)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TextareaField
        id={`${id}-comment`}
        name="comment"
        label={t('panel.comment')}
        hideLabel
        rows={2}
        placeholder={t('panel.comment')}
        className=""
        onKeyDown={onKeyDown}
      />
      <Button
        type="button"
        color="primary"
        outline
        size="sm"
        className="mt-2"
        disabled={!text.trim() || isLoading}
        onClick={() => void post()}
      >
        {isLoading && <Spinner size="sm" className="me-1" aria-hidden="true" />}
        {t('panel.postComment')}
      </Button>
    </section>
  )
}
