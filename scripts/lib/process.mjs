// Child processes and readiness checks shared by the scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function run(command, args, { env = {}, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(' ')} terminó con ${signal ?? `código ${code}`}`));
    });
  });
}

export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} no respondió a tiempo (${last})`);
}

const WRAPPER_SHELLS = new Set(['sh', 'dash', 'bash']);

/** From Linux's /proc, or undefined elsewhere. */
function procInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { ppid, comm: readFileSync(`/proc/${pid}/comm`, 'utf8').trim() };
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Calls `stop` once the parent has gone (even by SIGKILL), so no orphan keeps its port; `npm start`
 * runs npm -> sh -c -> node, so a wrapper shell's parent is watched too.
 */
export function onParentExit(stop, intervalMs = 1000) {
  const parent = process.ppid;
  const watched = [parent];
  let info = procInfo(parent);
  while (info && WRAPPER_SHELLS.has(info.comm) && info.ppid > 1) {
    watched.push(info.ppid);
    info = procInfo(info.ppid);
  }
  const timer = setInterval(() => {
    if (process.ppid !== parent || !watched.every(alive)) {
      clearInterval(timer);
      stop();
    }
  }, intervalMs);
  timer.unref();
}

/**
 * One stop for Ctrl-C, SIGTERM or the parent's death: `cleanups` last first (a failure does not
 * stop the rest), then exit, at most `hardLimitMs` after the signal. Returns the stop function.
 */
export function stopOnSignals(cleanups, { hardLimitMs } = {}) {
  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    if (hardLimitMs) setTimeout(() => process.exit(code || 1), hardLimitMs).unref();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.warn('Error al detener:', error);
      }
    }
    process.exit(code);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  onParentExit(() => void stop(0));
  stop.isStopping = () => stopping;
  return stop;
}

/** Wraps `command` so the kernel sends it SIGTERM when this process dies (setpriv --pdeathsig). */
export function diesWithParent(command, args) {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));
  return setpriv ? [setpriv, ['--pdeathsig', 'SIGTERM', command, ...args]] : [command, args];
}
