import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { pwa } from './pwa'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: dir('.'),
  plugins: [react(), pwa()],
  resolve: {
    alias: {
      '@/': dir('./src/'),
      // Pure rules and schemas shared with the worker (they import nothing but zod).
      '@domain/': dir('../worker/domain/'),
      '@schemas/': dir('../worker/schemas/'),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
