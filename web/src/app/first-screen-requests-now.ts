// Imported first by main.tsx, so this runs before any module that fetches (lib/first-screen-requests.ts).
import { FIRST_SCREEN_REQUESTS } from '@/lib/first-screen-requests'

window[FIRST_SCREEN_REQUESTS]?.()
