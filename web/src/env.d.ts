// Build-time settings read through import.meta.env.
interface ImportMetaEnv {
  /** Origin of the worker when the web build is served from elsewhere (e.g. Pages); unset means same origin. */
  readonly VITE_API_BASE_URL?: string
}
