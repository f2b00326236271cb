import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { accesses, modules, type Grant } from '../contract'
import type { RoleFormFields } from './roleForm'

/** One row per module, a box per access; "select all" ticks or clears every box. */
export function PermissionMatrix() {
  const { t } = useTranslation('roles')
  const { register, setValue, control } = useFormContext<RoleFormFields>()
  const grants = useWatch({ control, name: 'permissions' })
  const all = grants.every((grant) => accesses.every((access) => grant[access]))
  const some = grants.some((grant) => accesses.some((access) => grant[access]))
  const selectAll = (checked: boolean) =>
    setValue(
      'permissions',
      grants.map((grant): Grant => ({
        module: grant.module,
        read: checked,
        write: checked,
        create: checked
      })),
      { shouldDirty: true }
    )

  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle role-matrix mb-0">
        <caption className="caption-top fw-semibold text-body">{t('roles.form.matrix')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roles.form.module')}</th>
            {accesses.map((access) => (
              <th scope="col" key={access}>
                {t(`roles.access.${access}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              {t('roles.form.administratorAccess')}
            </th>
            <td colSpan={accesses.length}>
              <div className="form-check mb-0">
                <input
                  id="role-select-all"
                  type="checkbox"
                  className="form-check-input"
                  checked={all}
                  ref={(box) => {
                    if (box) box.indeterminate = some && !all
                  }}
                  onChange={(event) => selectAll(event.target.checked)}
                />
                <label className="form-check-label" htmlFor="role-select-all">
                  {t('roles.form.selectAll')}
                </label>
              </div>
            </td>
          </tr>
          {modules.map((module, row) => (
            <tr key={module}>
              <th scope="row" className="fw-normal">
                {t(`roles.modules.${module}`)}
              </th>
              {accesses.map((access) => (
                <td key={access}>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('roles.form.grant', {
                      access: t(`roles.access.${access}`),
                      module: t(`roles.modules.${module}`)
                    })}
                    {...register(`permissions.${row}.${access}`)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
