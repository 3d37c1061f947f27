#!/usr/bin/env node
// The project's own entry points: `npm start`, `npm test`, `npm run bench`, `npm run replay`,
// `npm run build`. Uses only Node's built-ins, because on a fresh clone nothing else is installed
// yet: it installs what is missing (npm packages, Debian packages for the WASM build and the
// browser tests), builds what is stale, then does the job.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const log = (msg) => console.log(`\x1b[36m[designmaker]\x1b[0m ${msg}`);

function run(cmd, args, opts = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n[designmaker] '${[cmd, ...args].join(' ')}' failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  return Date.now() - t0;
}

const mtime = (p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0);

// onnxruntime-node's install script would download CUDA files (unreachable here; the CPU
// binaries are inside the package): skipped, also through .npmrc for a plain `npm install`.
const npmEnv = { env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' } };

function ensureNpmPackages() {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(join(root, marker))) {
    // `npm install`, not `npm ci`: lockfiles written with omit-lockfile-registry-resolved list no
    // platform-specific optional packages, which `npm ci` then refuses as out of sync.
    log('installing npm packages');
    run('npm', ['install', '--no-audit', '--no-fund'], npmEnv);
  } else if (mtime('package-lock.json') > mtime(marker) + 1000) {
    log('package-lock.json changed: npm install');
    run('npm', ['install', '--no-audit', '--no-fund'], npmEnv);
  }
  ensureNativeAddons();
}

/**
 * argon2's prebuilt binary crashes on load on some machines (seen here: SIGSEGV), and npm 11 does
 * not run its install script, so it is always compiled from source once, with npm's bundled
 * node-gyp against the machine's Node headers (no download).
 */
function ensureNativeAddons() {
  const addon = join(root, 'node_modules/argon2');
  if (!existsSync(addon) || existsSync(join(addon, 'build/Release/argon2.node'))) return;
  const npmCli = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? process.env.npm_execpath : '/usr/lib/node_modules/npm/bin/npm-cli.js';
  const gyp = join(dirname(dirname(npmCli)), 'node_modules/node-gyp/bin/node-gyp.js');
  const prefix = dirname(dirname(process.execPath)); // the headers installed beside this node
  const nodedir = process.env.npm_config_nodedir || (existsSync(join(prefix, 'include/node/node.h')) ? prefix : undefined);
  log('compiling argon2 from source (its prebuilt binary is not trusted)');
  run(process.execPath, [gyp, 'rebuild', '--loglevel=error', ...(nodedir ? [`--nodedir=${nodedir}`] : [])], { cwd: addon, stdio: ['ignore', 'ignore', 'inherit'] });
}

function aptInstall(pkgs, why) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`[designmaker] ${why} needs the Debian packages: ${pkgs.join(' ')}. Install them (as root: apt-get install -y ${pkgs.join(' ')}) and run again.`);
    process.exit(1);
  }
  log(`installing Debian packages for ${why}: ${pkgs.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const first = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
  if (first.status !== 0) {
    run('apt-get', ['update'], { env });
    run('apt-get', ['install', '-y', '--no-install-recommends', ...pkgs], { env });
  }
}

function ensureChromium() {
  // the e2e suite reads exports with poppler's pdftotext/pdffonts and ffmpeg's ffprobe
  const tools = [['/usr/bin/pdftotext', 'poppler-utils'], ['/usr/bin/ffprobe', 'ffmpeg']].filter(([bin]) => !existsSync(bin)).map(([, pkg]) => pkg);
  if (tools.length) aptInstall(tools, 'the export checks of the browser tests');
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (!existsSync('/usr/bin/chromium')) aptInstall(['chromium'], 'the browser tests');
}

/** MP4 export encodes with Debian's ffmpeg (the server's renderer pipes its frames into it). */
function ensureFfmpeg() {
  if (!existsSync('/usr/bin/ffmpeg')) aptInstall(['ffmpeg'], 'MP4 export');
}

/**
 * Builds through Nx (project.json at the root: wasm -> server and web, and the web/e2e
 * type-checks), two tasks at a time, each skipped when its inputs match Nx's local cache.
 */
function nx(target) {
  const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false' };
  return run(bin('nx'), ['run', `designmaker:${target}`, '--outputStyle=stream'], { env });
}

function build() {
  ensureNpmPackages();
  const t = nx('build');
  log(`engine, server and web app built (${t} ms)`);
  mockupContent();
  ensureFfmpeg();
}

/** The mockup photographs (made by the project's generator once per content version, ~1 min). */
function mockupContent() {
  const t = run(process.execPath, ['libs/server/mockups/dist/content/generate.js']);
  log(`mockup content ready (${t} ms)`);
}

function buildServer() {
  const t = nx('server');
  log(`server built (${t} ms)`);
}

function serve() {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { cwd: root, stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/** Suites that run after the others, by themselves. */
const ALONE = ['libs/server/platform/src/event-store/event-store.test.ts'];
const jestArgs = ['--experimental-vm-modules', '--no-warnings', join(root, 'node_modules/jest/bin/jest.js')];

const commands = {
  build,
  start() {
    const t0 = Date.now();
    build();
    log(`ready to serve after ${((Date.now() - t0) / 1000).toFixed(1)} s of install/build checks`);
    serve();
  },
  test(extra) {
    const t0 = Date.now();
    ensureNpmPackages();
    // the server is type-checked by its build; the web app and the e2e specs are checked too
    // (Vite and Playwright strip types without checking them), and ESLint looks at everything
    const tc = nx('check');
    log(`built, web app and e2e specs type-checked, lint clean (${tc} ms)`);
    mockupContent();
    ensureFfmpeg();
    ensureChromium();
    log(process.env.DATABASE_URL ? 'integration suites run on PGlite and on PostgreSQL (DATABASE_URL)' : 'integration suites run on PGlite (set DATABASE_URL to add PostgreSQL)');
    const env = { env: { ...process.env, NODE_ENV: 'test' } };
    if (extra.length) run(process.execPath, [...jestArgs, '--ci', ...extra], env);
    else {
      // the subscribers' proof reads up to PostgreSQL's in-flight horizon, which is cluster-wide:
      // another suite's long transaction (a catalog seed) would hold it back, so it runs alone
      run(process.execPath, [...jestArgs, '--ci', '--testPathIgnorePatterns', ...ALONE, '/node_modules/', '/dist/', '<rootDir>/apps/e2e/'], env);
      run(process.execPath, [...jestArgs, '--ci', ...ALONE], env);
    }
    mkdirSync(join(root, 'apps/e2e/artifacts'), { recursive: true });
    run(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts']);
    log(`all tests passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  },
  bench(extra) {
    build(); // some benches drive the built server in Chromium
    run(bin('tsx'), ['tools/bench/run-all.ts', ...extra]);
  },
  admin(extra) {
    ensureNpmPackages();
    buildServer();
    run(process.execPath, ['apps/api/dist/admin.js', ...extra]);
  },
  replay(extra) {
    ensureNpmPackages();
    buildServer();
    run(process.execPath, ['apps/api/dist/replay.js', ...extra]);
  },
};

const [name = 'start', ...extra] = process.argv.slice(2);
if (!commands[name]) {
  console.error(`Unknown command '${name}'. Use one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
commands[name](extra);
