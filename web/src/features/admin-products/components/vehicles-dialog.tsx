// Motorcycles: the list the garage, the guide and the fitment rows choose from. Each row can be
// edited or deleted (not while parts are fitted to it), and new ones added.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VEHICLE_TYPES } from '@domain/fitment'
import { type VehicleInput, vehicleSchema } from '@schemas/fitment'
import { errorText, year } from '@/components/admin/admin-format'
import { Modal } from '@/components/admin/modal'
import { FieldProblem, useSchemaForm } from '@/components/admin/schema-form'
import { type AdminVehicle, adminVehicles, useVehicleActions } from '../api/vehicles'

type Vehicle = AdminVehicle

export function VehiclesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'vehicles' })
  const { t: tc } = useTranslation('admin')
  const vehicles = useQuery(adminVehicles())
  const { save, remove } = useVehicleActions()
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  async function onSave(input: VehicleInput) {
    try {
      await save.mutateAsync({ id: editing === 'new' ? undefined : editing?.id, input })
      setMessage(t('saved', { name: `${input.make} ${input.model}` }))
      setEditing(null)
    } catch (e) {
      setMessage(t('saveFailed', { error: errorText(e) }))
    }
  }

  async function onDelete(v: Vehicle) {
    try {
      await remove.mutateAsync(v.id)
      setMessage(t('deleted', { name: [v.make, v.model, v.variant].filter(Boolean).join(' ') }))
    } catch (e) {
      setMessage(t('deleteFailed', { error: errorText(e) }))
    }
  }

  return (
    <Modal title={t('title')} onClose={onClose} wide>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
      {editing ? (
        <VehicleEditor
          current={editing === 'new' ? undefined : editing}
          busy={save.isPending}
          onSave={(input) => void onSave(input)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('add')}
          </button>
          {/* Its own scroller: five columns are wider than a phone's dialog. */}
          <div className="table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>{t('motorcycle')}</th>
                  <th>{t('years')}</th>
                  <th>{t('engine')}</th>
                  <th>{tc('common.edit')}</th>
                  <th>{tc('common.delete')}</th>
                </tr>
              </thead>
              <tbody>
                {vehicles.data?.map((v) => {
                  const name = [v.make, v.model, v.variant].filter(Boolean).join(' ')
                  return (
                    <tr key={v.id}>
                      <td>
                        {name}
                        <span className="muted small block" dir="rtl">
                          {[v.makeAr, v.modelAr].filter(Boolean).join(' ')}
                        </span>
                      </td>
                      <td className="nowrap">{`${year(v.firstYear)}–${year(v.lastYear)}`}</td>
                      <td>{`${t('cc', { n: v.engineCc })} ${v.engine}`}</td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          aria-label={t('editLabel', { name })}
                          onClick={() => setEditing(v)}
                        >
                          {tc('common.edit')}
                        </button>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-danger btn-sm"
                          aria-label={t('deleteLabel', { name })}
                          disabled={remove.isPending}
                          onClick={() => void onDelete(v)}
                        >
                          {tc('common.delete')}
                        </button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Modal>
  )
}

/** The row's fields that the schema edits (the row also carries its id, which it refuses). */
const editable = (v: Vehicle) =>
  Object.fromEntries(
    Object.keys(vehicleSchema.shape).map((key) => [key, v[key as keyof Vehicle]]),
  ) as VehicleInput

/** A motorcycle's fields, checked by the server's vehicle schema before it is sent. */
function VehicleEditor({
  current,
  busy,
  onSave,
  onCancel,
}: {
  current: Vehicle | undefined
  busy: boolean
  onSave: (input: VehicleInput) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'vehicles' })
  const { t: tc } = useTranslation('admin')
  const { register, handleSubmit, formState } = useSchemaForm(vehicleSchema, {
    defaultValues: current ? editable(current) : { type: 'Sport' },
  })
  const { errors } = formState
  return (
    <form className="form" onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate>
      <div className="field-row">
        <label className="field">
          {t('make')}
          <input maxLength={60} {...register('make')} />
          <FieldProblem error={errors.make} />
        </label>
        <label className="field">
          {t('makeAr')}
          <input dir="rtl" maxLength={60} {...register('makeAr')} />
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          {t('model')}
          <input maxLength={100} {...register('model')} />
          <FieldProblem error={errors.model} />
        </label>
        <label className="field">
          {t('modelAr')}
          <input dir="rtl" maxLength={100} {...register('modelAr')} />
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          {t('variant')}
          <input maxLength={60} {...register('variant')} />
        </label>
        <label className="field">
          {t('type')}
          <select {...register('type')}>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`, { defaultValue: type })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          {t('engineCc')}
          <input type="number" {...register('engineCc')} />
          <FieldProblem error={errors.engineCc} />
        </label>
        <label className="field">
          {t('engineLayout')}
          <input maxLength={60} {...register('engine')} />
        </label>
      </div>
      <div className="field-row">
        <label className="field">
          {t('firstYear')}
          <input type="number" {...register('firstYear')} />
          <FieldProblem error={errors.firstYear} />
        </label>
        <label className="field">
          {t('lastYear')}
          <input type="number" {...register('lastYear')} />
          <FieldProblem error={errors.lastYear} />
        </label>
      </div>
      <label className="checkbox-inline">
        <input type="checkbox" {...register('popular')} /> {t('popular')}
      </label>
      <div className="form-actions admin-modal-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {tc('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {tc('common.save')}
        </button>
      </div>
    </form>
  )
}
