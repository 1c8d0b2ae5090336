// A dashboard form's text field as submitted: trimmed, '' when absent (or a file).
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
