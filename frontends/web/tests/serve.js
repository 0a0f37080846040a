// @ts-check
// Starts `cubist serve` on a free port with a fresh database for the whole run, and
// stops it afterwards. The binary is target/debug/cubist unless CUBIST_BIN names one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The hand-checked puzzles served in the browser suite, whose solutions the tests know. */
export const PUZZLES = resolve(here, '../../server/tests/server/puzzle_fixture.jsonl');

/**
 * `cubist serve` from `bin` on database `db` (or a fresh SQLite file when null), with
 * limits wide enough for one address making every request of a run, serving the
 * puzzles of `PUZZLES`: its address, its database and how to stop it. The limits per address are tested in the server's own
 * suite, not here.
 * @param {string} bin
 * @param {string|null} db
 */
export async function startServe(bin, db) {
  const dir = mkdtempSync(join(tmpdir(), 'cubist-web-'));
  const database = db ?? `sqlite:${join(dir, 'games.db')}`;
  const server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--db', database,
    '--rate', '1000', '--burst', '5000', '--sign-ups-per-hour', '1000',
    '--network-sign-ups-per-hour', '1000', '--puzzles', PUZZLES,
    // Every page of the suite is one address and a few accounts, each starting many
    // games against the computer and seeking: the caps on running games and open
    // seeks per address are lifted.
    '--address-computer-games', '10000', '--account-computer-games', '10000',
    '--open-seeks-per-address', '10000',
    // Reviews at a quick level: the suite checks how a review shows, not its strength.
    '--review-level', 'mcts:iterations=200'], {
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
  return {
    url: String(url),
    db: database,
    stop: async () => {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGINT');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function serve() {
  const bin = process.env.CUBIST_BIN || resolve(here, '../../../target/debug/cubist');
  const served = await startServe(bin, null);
  process.env.CUBIST_URL = served.url;
  // For tests that act on the site's database from the command line (`cubist admin`).
  process.env.CUBIST_SERVED_BIN = bin;
  process.env.CUBIST_SERVED_DB = served.db;
  return served.stop;
}
