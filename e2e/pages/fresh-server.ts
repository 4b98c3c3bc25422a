import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/node-flags.mjs';

/**
 * A server of its own for one spec file, on a fresh data directory with the demo seed:
 * the shell's gate and permission tests need the demo shop as seeded (agreements unsigned,
 * no return address), whatever the other spec files of the run have done to the shared one.
 */
export interface FreshServer {
  baseURL: string;
  stop(): Promise<void>;
}

// The compiled server, as npm start runs it (npm run build builds it).
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const e2eDir = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** `env` adds to the server's environment (SIMULATOR_CLOCK=1, say). */
export async function startFreshServer(env: Record<string, string> = {}): Promise<FreshServer> {
  const port = 8300 + Math.floor(Math.random() * 600);
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-e2e-shell-'));
  // The server's embedded PostgreSQL runs as the user postgres when the tests run as root.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: e2eDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', ...env },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/health`, child, 90_000);
  } catch (err) {
    child.kill();
    throw err;
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
