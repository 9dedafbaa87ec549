// `npm start`: install what is needed, build the production app, serve it on 127.0.0.1 (with the headers of
// vite.config.ts `preview`: no other site may frame it, decision 0176).
import { spawn, execSync } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
console.log('[start] building the production app…');
execSync('node_modules/.bin/vite build', { stdio: 'inherit' });
const port = process.env.PORT ?? '4173';
console.log(`[start] serving on http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
