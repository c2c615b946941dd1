/**
 * `npm run dev`: the server under `tsx watch` (restarts on a change in its source) on port 3000 with
 * the embedded database in `./data` and the demo auctions, and the web app on Vite's dev server with
 * hot module reload, which proxies `/api` and `/socket.io` to the server (apps/web/vite.config.ts).
 * Open the one address Vite prints (http://localhost:5173). Ctrl-C stops both; so does either one
 * exiting.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_PORT = '3000'; // the proxy target in apps/web/vite.config.ts
const WEB_PORT = process.env.DEV_WEB_PORT ?? '5173';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@bidxi/server'], {
    stdio: 'inherit',
    detached: true, // own process group, so stopping it stops tsx's and node's processes too
    env: {
      ...process.env,
      PORT: SERVER_PORT,
      HOST: '127.0.0.1',
      // Links in mails and the app's own address are Vite's, the one port a developer opens.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
      // Same data directory as `npm start` (the workspace script runs in apps/server).
      DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
      DEMO_AUCTIONS: process.env.DEMO_AUCTIONS ?? 'true',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@bidxi/web', '--', '--port', WEB_PORT, '--strictPort'], {
    stdio: 'inherit',
    detached: true,
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
