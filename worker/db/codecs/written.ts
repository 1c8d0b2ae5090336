/** A backup entry as written: every field present, none left to the reader's defaults. */
export type Written<T> = Required<T>
