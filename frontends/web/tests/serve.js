// @ts-check
// Starts `cubist serve` on a free port with a fresh database for the whole run, and
// stops it afterwards. The binary is target/debug/cubist unless CUBIST_BIN names one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default async function serve() {
  const bin = process.env.CUBIST_BIN || resolve(here, '../../../target/debug/cubist');
  const dir = mkdtempSync(join(tmpdir(), 'cubist-web-'));
  const server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--db', `sqlite:${join(dir, 'games.db')}`,
    // Every page and request of the run comes from one address; the limits per address
    // are tested in the server's own suite, not here.
    '--rate', '1000', '--burst', '5000', '--sign-ups-per-hour', '1000'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CUBIST_DATA_DIR: dir, RUST_LOG: process.env.RUST_LOG || 'warn' },
  });
  const url = await new Promise((ok, fail) => {
    let out = '';
    server.on('exit', (code) => fail(new Error(`cubist serve exited (${code}) before serving: ${out}`)));
    server.stdout?.on('data', (chunk) => {
      out += chunk;
      const found = /serving at (http:\/\/\S+?)\/?\s/.exec(out);
      if (found) ok(found[1]);
    });
  });
  process.env.CUBIST_URL = String(url);
  // For tests that act on the site's database from the command line (`cubist admin`).
  process.env.CUBIST_SERVED_BIN = bin;
  process.env.CUBIST_SERVED_DB = `sqlite:${join(dir, 'games.db')}`;
  return async () => {
    server.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  };
}
