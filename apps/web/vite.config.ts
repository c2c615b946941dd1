// Vite build of the BidXI PWA: React, Tailwind v4 (tokens in src/styles.css) and the service worker.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { iconChunkGroup, lucideDirectImports } from './vite-plugins/lucide-icons';
import { startChunkGroup } from './vite-plugins/start-chunk';
import { staticSplash } from './vite-plugins/static-splash';

// Same values as --color-night-900 / --color-night-950 in src/styles.css (the manifest cannot read CSS).
const THEME_COLOR = '#0A1433';
const BACKGROUND_COLOR = '#050A1C';
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    lucideDirectImports(),
    react(),
    tailwindcss(),
    staticSplash(),
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers the worker itself (useRegisterSW) to show the update notice.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png', 'icons/favicon-32.png'],
      manifest: {
        id: '/',
        name: 'BidXI',
        short_name: 'BidXI',
        description:
          'Play IPL-style cricket player auctions live: build your XI, bid against friends and win prizes.',
        lang: 'en-IN',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['games', 'sports', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // API, API docs and the live socket always go to the network; nothing of theirs is cached.
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // Web push: the push and notificationclick handlers, beside the precache.
        importScripts: ['/push-sw.js'],
      },
    }),
    // Brotli and gzip copies next to each text asset; the server sends them to browsers that accept
    // them (@fastify/static preCompressed), so nothing is compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in production: they would publish the source; the server also
    // refuses to serve any .map file.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks keep them cached across releases.
        // Only libraries that always load together share a group: a group is one chunk, so a lazily
        // used library grouped with an eager one (zod with zustand, say) would join the first load.
        // zod and sonner are left to the default splitting (lazy chunks).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // What src/app/boot.tsx needs, apart from the libraries above: one chunk, not 20 small
            // ones (vite-plugins/start-chunk.ts).
            startChunkGroup(),
            // Icons: the shared ones in one chunk, the rest in one chunk per feature that draws them
            // (vite-plugins/lucide-icons.ts), not ~120 chunks of 0.2 KB each (every chunk is a
            // request and a modulepreload link the preload helper inserts one by one). An icon the
            // first load uses (refresh-cw, for the update notice) stays apart, or its chunk would join
            // the first load (FE-2 shows it). Lucide's own code (createLucideIcon) is a group of its
            // own, or an icon group would pull it out of the first load with it.
            {
              name: 'lucide',
              test: /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
              priority: 2,
            },
            iconChunkGroup(['refresh-cw']),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
