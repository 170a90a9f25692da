// Scripts and commands as child processes for the deployment tests: free ports, output lines
// to wait on, bounded waits for exit, and a teardown that leaves no process behind.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import type { Test } from 'tap'

/** A port free on 127.0.0.1 right now (bound on port 0, then released). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as { port: number }).port
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

/** A port on 127.0.0.1 that a listener holds until `t`'s teardown: for "address already in use". */
export async function takenPort(t: Test): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  t.teardown(() => new Promise<void>((r) => server.close(() => r())))
  return (server.address() as { port: number }).port
}

/** True if `port` can be bound on 127.0.0.1 now. */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer()
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (ok) await new Promise<void>((r) => server.close(() => r()))
  return ok
}

export interface Running {
  child: ChildProcess
  stdout: string[]
  stderr: string[]
  /** Resolves with the first stdout line matching, or rejects when the process exits first or withinMs passes. */
  waitForLine(re: RegExp, withinMs?: number): Promise<RegExpExecArray>
  /** Resolves with the exit code (or signal name) once exited, or null if not exited within withinMs. */
  waitForExit(withinMs: number): Promise<number | string | null>
  /** Processes it started (seen while it ran) that are still alive: orphans, once it exited. */
  leftovers(): number[]
}

export interface RunOptions extends SpawnOptions {
  /** 'pipe' for a process the test writes to (child.stdin); default 'ignore'. */
  stdin?: 'pipe' | 'ignore'
  /** Called with each line of stdout as it arrives. */
  onLine?: (line: string) => void
}

/**
 * Spawns a command in a process group of its own, so teardown can reach everything it started;
 * teardown ends whatever is still running (SIGTERM, then SIGKILL) including its descendants.
 */
export function run(t: Test, command: string, args: string[], opts: RunOptions = {}): Running {
  const { stdin = 'ignore', onLine, ...spawnOpts } = opts
  const child = spawn(command, args, { ...spawnOpts, stdio: [stdin, 'pipe', 'pipe'], detached: true })
  const stdout: string[] = []
  const stderr: string[] = []
  const waiters: { re: RegExp; resolve: (m: RegExpExecArray) => void }[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => {
    stdout.push(line)
    onLine?.(line)
    for (const w of [...waiters]) {
      const m = w.re.exec(line)
      if (m) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(m)
      }
    }
  })
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line))
  let exitValue: number | string | undefined
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      exitValue = code ?? signal ?? -1
      resolve(exitValue)
    })
  })
  // Descendants are collected while the process lives: once it is gone, they are orphans
  // whose parent is no longer known. Each is kept with its start time, so a pid reused by an
  // unrelated process is never mistaken for one of ours.
  const seen = new Map<number, string>()
  const note = () => {
    if (child.pid && exitValue === undefined) for (const p of descendants(child.pid)) seen.set(p.pid, p.start)
  }
  const collect = setInterval(note, 100)
  collect.unref()
  child.once('exit', () => clearInterval(collect))
  const leftovers = () => [...seen].filter(([pid, start]) => startTime(pid) === start).map(([pid]) => pid)
  t.teardown(async () => {
    clearInterval(collect)
    if (exitValue === undefined && child.pid) {
      note()
      kill(-child.pid, 'SIGTERM')
      const timer = setTimeout(() => kill(-child.pid!, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    for (const pid of leftovers()) kill(pid, 'SIGKILL')
  })

  return {
    child,
    stdout,
    stderr,
    waitForLine(re, withinMs = 60_000) {
      for (const line of stdout) {
        const m = re.exec(line)
        if (m) return Promise.resolve(m)
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no line ${re} within ${withinMs} ms\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.slice(-30).join('\n')}`,
              ),
            ),
          withinMs,
        )
        const waiter = {
          re,
          resolve: (m: RegExpExecArray) => {
            clearTimeout(timer)
            resolve(m)
          },
        }
        waiters.push(waiter)
        exited.then((code) => {
          if (!waiters.includes(waiter)) return
          clearTimeout(timer)
          reject(
            new Error(
              `exited (${code}) before printing ${re}\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.slice(-30).join('\n')}`,
            ),
          )
        })
      })
    },
    waitForExit(withinMs) {
      return Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), withinMs).unref())])
    },
    leftovers,
  }
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}

/** The start time of a live process (field 22 of /proc/PID/stat), or null if it is gone. */
function startTime(pid: number): string | null {
  try {
    return statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'))[19] ?? null
  } catch {
    return null
  }
}

/** The fields after the command name; the name may hold spaces and parentheses. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** Every live descendant of pid, with its start time (Linux /proc). */
export function descendants(pid: number): { pid: number; start: string }[] {
  const children = new Map<number, { pid: number; start: string }[]>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue
    try {
      const f = statFields(readFileSync(`/proc/${e}/stat`, 'utf8'))
      const ppid = Number(f[1])
      const list = children.get(ppid) ?? []
      list.push({ pid: Number(e), start: f[19]! })
      children.set(ppid, list)
    } catch {
      // exited meanwhile
    }
  }
  const out: { pid: number; start: string }[] = []
  const queue = [pid]
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c)
      queue.push(c.pid)
    }
  }
  return out
}

/** The command line of a running process, word by word (Linux: /proc/PID/cmdline). */
export function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
}
