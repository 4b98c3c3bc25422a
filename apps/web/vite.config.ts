import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathOnlyCalls } from './path-only-calls.ts';
import { precompress } from './precompress.ts';

// In development the calls go to a running server; in production the server serves dist/ itself.
const apiTarget = process.env.SC_API_URL ?? 'http://127.0.0.1:8080';
/** How many lazily loaded screens must use a library for it to go in the shared chunk. */
const UI_COMMON_SCREENS = 30;

export default defineConfig({
  plugins: [pathOnlyCalls(), react(), precompress()],
  server: {
    proxy: { '/oms': apiTarget, '/health': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries of the first load in their own chunks: they change far less often than our code.
        // Lazily loaded libraries (antd Result, …) stay with the screens that need them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // Our own code of the first load as one chunk beside the entry rather than seven small
            // ones (the call client, the function codes, the strings' set-up, vite's preload helper,
            // …): each request costs its headers. Only the matching modules: what they import stays
            // where it is (zod, which the web's calls leave unused, must not come along).
            {
              name: 'start',
              test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]|vite[\\/]preload-helper/,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            // The sign-in pages' frame and plain widgets (docs/architecture.md), one chunk beside
            // /login's own rather than eight small ones. Their dependencies stay where they are (the
            // strings' set-up is on the first load of every page), so this chunk loads with the
            // sign-in pages only.
            {
              name: 'sign-in',
              includeDependenciesRecursively: false,
              test: /[\\/]areas[\\/]account[\\/](AuthLayout|LanguageSwitch|LoginField|PlainButton|PlainIcon|icon-shapes|InlineAlert|TextLink|login-path|LoginForm)(\.module\.css|\.tsx?)$/,
            },
            // The libraries most screens share (antd's core, its icons' base, dayjs, the query
            // client, …), as one chunk: left to the default splitting they came as a hundred chunks
            // of one to ten kilobytes, one for each set of screens sharing them, and the first
            // screen after sign-in waited for them six requests at a time (Lighthouse on
            // /dashboard/index: 117 requests, LCP 1.4 s; with this chunk 56, LCP 1.1 s, for as many
            // bytes). A library fewer screens use stays with them.
            {
              name: 'ui-common',
              test: /node_modules[\\/]/,
              minShareCount: UI_COMMON_SCREENS,
            },
          ],
        },
      },
    },
  },
});
