// Structured logging to stderr, one JSON object a line. Callers pass ids, names, sizes and
// timings; never document text, label contents or binaries.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void

export function createLogger(
  component: string,
  minLevel: LogLevel = (process.env.SVC_LOG_LEVEL as LogLevel) || 'info',
  out: (line: string) => void = (l) => process.stderr.write(l),
): Logger {
  const min = RANK[minLevel] ?? RANK.info
  return (level, msg, fields) => {
    if (RANK[level] < min) return
    out(JSON.stringify({ time: new Date().toISOString(), level, component, msg, ...fields }) + '\n')
  }
}
