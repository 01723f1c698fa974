// `npm run dev`: the API server restarting on change (tsx watch) beside Vite's dev
// server with hot reload, which proxies /api and /objects to it. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/serve.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
