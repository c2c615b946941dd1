// Runs before `npm run start:prod` (start a built server, no install or build): stops with a clear
// message when the dependencies are not installed, and warns when there is no web build to serve.
// Plain JavaScript so that it runs on whatever `node` the machine has before `npm install`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installed = existsSync(path.join(root, 'node_modules/.bin/tsx'));
if (!installed) {
  console.error(
    'BidXI is not installed here: run `npm start` (installs, builds the web app and starts),\n' +
      'or `npm install --include=dev && npm run build` once and then `npm run start:prod`.',
  );
  process.exit(1);
}
const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.warn(
    `No web build in ${webDist}: the server will answer the API only. ` +
      'Run `npm run build` first to serve the web app.',
  );
}
