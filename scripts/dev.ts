// `npm run dev`: the portal's server with reload (tsx watch) and the SPA on Vite's dev server,
// which proxies /graphql and /dev to the server. Open http://localhost:5173.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string): string => resolve(root, 'node_modules/.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/main.ts', '--dev'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit' }),
];
const stop = (): void => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
