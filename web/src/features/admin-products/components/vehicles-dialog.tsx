// Motorcycles: the list the garage, the guide and the fitment rows choose from. Each row can be
// edited or deleted (not while parts are fitted to it), and new ones added.
import { useQuery } from '@tanstack/react-query'
import { type SubmitEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VEHICLE_TYPES } from '@domain/fitment'
import { errorText, year } from '@/components/admin/admin-format'
import { formText } from '@/components/admin/form-text'
import { Modal } from '@/components/admin/modal'
import {
  type AdminVehicle,
  adminVehicles,
  useVehicleActions,
  type VehicleForm,
} from '../api/vehicles'

type Vehicle = AdminVehicle

export function VehiclesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-products', { keyPrefix: 'vehicles' })
  const { t: tc } = useTranslation('admin')
  const vehicles = useQuery(adminVehicles())
  const { save, remove } = useVehicleActions()
  const [editing, setEditing] = useState<Vehicle | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => formText(form, name)
    const input: VehicleForm = {
      make: text('make'),
      makeAr: text('makeAr'),
      model: text('model'),
      modelAr: text('modelAr'),
      variant: text('variant'),
      engineCc: Number(text('engineCc')),
      engine: text('engine'),
      firstYear: Number(text('firstYear')),
      lastYear: Number(text('lastYear')),
      type: text('type') as VehicleForm['type'],
      popular: form.get('popular') === 'on',
    }
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

  const current = editing === 'new' ? undefined : (editing ?? undefined)
  return (
    <Modal title={t('title')} onClose={onClose} wide>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
      {editing ? (
        <form className="form" onSubmit={(e) => void onSubmit(e)}>
          <div className="field-row">
            <label className="field">
              {t('make')}
              <input name="make" required maxLength={60} defaultValue={current?.make} />
            </label>
            <label className="field">
              {t('makeAr')}
              <input name="makeAr" dir="rtl" maxLength={60} defaultValue={current?.makeAr} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              {t('model')}
              <input name="model" required maxLength={100} defaultValue={current?.model} />
            </label>
            <label className="field">
              {t('modelAr')}
              <input name="modelAr" dir="rtl" maxLength={100} defaultValue={current?.modelAr} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              {t('variant')}
              <input name="variant" maxLength={60} defaultValue={current?.variant} />
            </label>
            <label className="field">
              {t('type')}
              <select name="type" defaultValue={current?.type ?? 'Sport'}>
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
              <input
                name="engineCc"
                type="number"
                min="1"
                required
                defaultValue={current?.engineCc}
              />
            </label>
            <label className="field">
              {t('engineLayout')}
              <input name="engine" maxLength={60} defaultValue={current?.engine} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              {t('firstYear')}
              <input name="firstYear" type="number" required defaultValue={current?.firstYear} />
            </label>
            <label className="field">
              {t('lastYear')}
              <input name="lastYear" type="number" required defaultValue={current?.lastYear} />
            </label>
          </div>
          <label className="checkbox-inline">
            <input name="popular" type="checkbox" defaultChecked={current?.popular} />{' '}
            {t('popular')}
          </label>
          <div className="form-actions admin-modal-actions">
            <button type="button" className="btn btn-outline" onClick={() => setEditing(null)}>
              {tc('common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {tc('common.save')}
            </button>
          </div>
        </form>
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
