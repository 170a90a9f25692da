// Runs backends as a child process of `svc up` (`svc backends`, see backends-child.ts): hands it
// its input on stdin, learns its address from the "listening on …" line, and restarts it with the
// same input (the same ports) if it dies. stdin stays open for the child's life: it is the
// child's lifeline, closed by the kernel however this process ends (even SIGKILL), and the child
// exits when it closes.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { unavailable } from '../api/errors.js'
import { withoutGatewayHeapOptions } from '../heap.js'
import type { Logger } from '../log.js'

const BIN = fileURLToPath(new URL('../../bin/svc.js', import.meta.url).href.replace('/dist/bin/', '/bin/'))
const LISTENING = /listening on (\S+)\s*$/
/** How a `svc` command says why it failed (commands/cli.ts): one line, on stderr. */
const FAILURE = /^svc: [^:]+: (.*)$/
const MAX_RESTARTS_PER_MINUTE = 5

export class BackendProcess {
  private child: ChildProcess | undefined
  private stopping = false
  private restarts: number[] = []
  address = ''
  /** The text of the listening line (e.g. "Processors a,b listening on …"). */
  banner = ''

  /** `input`: written to the child's stdin as the first line (its plan). */
  constructor(
    readonly name: string,
    private args: string[],
    private readonly input: string,
    private readonly log: Logger,
  ) {}

  /** Starts the child and resolves with its address once it listens. */
  start(): Promise<string> {
    return new Promise((resolve, reject) => {
      // A process group of its own: Ctrl-C in a terminal signals the whole foreground group,
      // and a backend closing at once would fail the requests the gateway is still finishing.
      // `svc up` stops its children itself, after the gateway.
      const child = spawn(process.execPath, [...withoutGatewayHeapOptions(process.execArgv), BIN, ...this.args], {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: process.env,
        detached: true,
      })
      this.child = child
      // The child may be gone before it reads its input; its exit says what happened.
      child.stdin!.on('error', () => {})
      child.stdin!.write(this.input + '\n')
      let listening = false
      let failure: string | undefined
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const m = LISTENING.exec(line)
        if (!listening && m) {
          listening = true
          this.address = m[1]
          this.banner = line
          resolve(m[1])
        } else {
          process.stdout.write(line + '\n')
        }
      })
      createInterface({ input: child.stderr! }).on('line', (line) => {
        // Its failure to start becomes this process's own one-line error; everything else passes.
        const m = listening ? null : FAILURE.exec(line)
        if (m) failure = m[1]
        else process.stderr.write(line + '\n')
      })
      child.once('exit', (code, signal) => {
        if (!listening) {
          reject(unavailable(failure ?? `${this.name} exited before listening (code ${code}, signal ${signal})`))
          return
        }
        if (this.stopping) return
        this.log('error', 'backend exited', { backend: this.name, code, signal })
        this.restart()
      })
    })
  }

  private restart(): void {
    const now = Date.now()
    this.restarts = this.restarts.filter((t) => now - t < 60_000)
    if (this.restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      this.log('error', 'backend keeps failing; not restarting', { backend: this.name })
      return
    }
    this.restarts.push(now)
    // The input names fixed ports (svc up chooses them), so the routes stay valid.
    setTimeout(() => {
      if (this.stopping) return
      this.start().then(
        () => this.log('info', 'backend restarted', { backend: this.name, address: this.address }),
        (err) => this.log('error', 'backend restart failed', { backend: this.name, error: (err as Error).message }),
      )
    }, 500).unref()
  }

  /** SIGTERM, then SIGKILL if it has not exited within graceMs. */
  stop(graceMs = 5000): Promise<void> {
    this.stopping = true
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  }
}
