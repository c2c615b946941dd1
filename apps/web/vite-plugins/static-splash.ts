/**
 * Puts the splash screen, rendered to static HTML at build time, into index.html (hidden unless
 * public/splash-gate.js shows it), so `/` paints its content before the JavaScript has loaded.
 * See src/app/static-splash.ts for how the app takes over.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as SplashRender from '../src/app/static-splash.render';

const RENDER_MODULE = fileURLToPath(
  new URL('../src/app/static-splash.render.tsx', import.meta.url),
);
const SRC_DIR = fileURLToPath(new URL('../src', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';

export function staticSplash(): Plugin {
  return {
    name: 'bidxi-static-splash',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport<typeof SplashRender>(RENDER_MODULE, {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: { '@': SRC_DIR } },
      });
      if (!html.includes(ROOT_DIV)) throw new Error(`static-splash: ${ROOT_DIV} missing`);
      return {
        html: html.replace(
          ROOT_DIV,
          `<div id="static-splash">${module.renderStaticSplash()}</div>${ROOT_DIV}`,
        ),
        tags: [{ tag: 'script', attrs: { src: '/splash-gate.js' }, injectTo: 'head' }],
      };
    },
  };
}
