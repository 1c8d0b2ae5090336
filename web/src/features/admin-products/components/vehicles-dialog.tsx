// Motorcycles: the list the garage, the guide and the fitment rows choose from. Each row can be
// edited or deleted (not while parts are fitted to it), and new ones added.
import { useQuery } from '@tanstack/react-query'
import { type SubmitEvent, useState } from 'react'
import { VEHICLE_TYPES } from '@domain/fitment'
import { errorText } from '@/components/admin/admin-format'
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
      setMessage(`Saved ${input.make} ${input.model}.`)
      setEditing(null)
    } catch (e) {
      setMessage(`Failed to save: ${errorText(e)}`)
    }
  }

  async function onDelete(v: Vehicle) {
    try {
      await remove.mutateAsync(v.id)
      setMessage(`Deleted ${[v.make, v.model, v.variant].filter(Boolean).join(' ')}.`)
    } catch (e) {
      setMessage(`Failed to delete: ${errorText(e)}`)
    }
  }

  const current = editing === 'new' ? undefined : (editing ?? undefined)
  return (
    <Modal title="Motorcycles" onClose={onClose} wide>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
      {editing ? (
        <form className="form" onSubmit={(e) => void onSubmit(e)}>
          <div className="field-row">
            <label className="field">
              Make
              <input name="make" required maxLength={60} defaultValue={current?.make} />
            </label>
            <label className="field">
              Arabic make
              <input name="makeAr" dir="rtl" maxLength={60} defaultValue={current?.makeAr} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              Model
              <input name="model" required maxLength={100} defaultValue={current?.model} />
            </label>
            <label className="field">
              Arabic model
              <input name="modelAr" dir="rtl" maxLength={100} defaultValue={current?.modelAr} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              Variant (blank: the model)
              <input name="variant" maxLength={60} defaultValue={current?.variant} />
            </label>
            <label className="field">
              Type
              <select name="type" defaultValue={current?.type ?? 'Sport'}>
                {VEHICLE_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              Engine (cc)
              <input
                name="engineCc"
                type="number"
                min="1"
                required
                defaultValue={current?.engineCc}
              />
            </label>
            <label className="field">
              Engine layout
              <input name="engine" maxLength={60} defaultValue={current?.engine} />
            </label>
          </div>
          <div className="field-row">
            <label className="field">
              First year
              <input name="firstYear" type="number" required defaultValue={current?.firstYear} />
            </label>
            <label className="field">
              Last year
              <input name="lastYear" type="number" required defaultValue={current?.lastYear} />
            </label>
          </div>
          <label className="checkbox-inline">
            <input name="popular" type="checkbox" defaultChecked={current?.popular} /> Fully
            Supported (popular)
          </label>
          <div className="form-actions admin-modal-actions">
            <button type="button" className="btn btn-outline" onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              Save
            </button>
          </div>
        </form>
      ) : (
        <>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + Add Motorcycle
          </button>
          <table className="admin-table">
            <thead>
              <tr>
                <th>Motorcycle</th>
                <th>Years</th>
                <th>Engine</th>
                <th>Edit</th>
                <th>Delete</th>
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
                    <td className="nowrap">{`${v.firstYear}–${v.lastYear}`}</td>
                    <td>{`${v.engineCc}cc ${v.engine}`}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={`Edit ${name}`}
                        onClick={() => setEditing(v)}
                      >
                        Edit
                      </button>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Delete ${name}`}
                        disabled={remove.isPending}
                        onClick={() => void onDelete(v)}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  )
}
