import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component and unit tests of the SPA in happy-dom; run with `npx vitest run --project @portal/web`.
export default defineProject({
  plugins: [react()],
  test: {
    name: '@portal/web',
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
  },
});
