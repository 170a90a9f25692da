// The CLI's one argument parser and one signal handler (src/commands/): every kind of value,
// every kind of bad word, one message style; and what `svc` prints for them.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { ArgumentError, parseArgs, parseArgsAndPositionals, required } from '../src/commands/args.js'
import { onStopSignal } from '../src/commands/signals.js'

const SPEC = {
  register: 'flag',
  name: 'string',
  tag: 'strings',
  host: 'host',
  port: 'port',
  ports: 'ports',
  count: 'integer',
  timeout: 'seconds',
  config: 'path',
  lexicon: 'paths',
  only: 'names',
} as const

const errorOf = (fn: () => unknown): unknown => {
  try {
    fn()
  } catch (err) {
    return err
  }
  return undefined
}

const bad = (message: string) => ({ name: 'SvcError', code: Status.INVALID_ARGUMENT, message })

t.test('each kind of value', async (t) => {
  t.strictSame(parseArgs('demo', [], SPEC), { register: false }, 'absent: flags false, the rest undefined')
  t.strictSame(
    parseArgs(
      'demo',
      [
        '--register',
        '--name',
        'x y',
        '--tag',
        'a',
        '--tag=b',
        '--host',
        '::1',
        '--port',
        '65535',
        '--ports',
        '0,1,2',
        '--count',
        '0',
        '--timeout',
        '1.5',
        '--config',
        'c.yaml',
        '--lexicon',
        'a.tsv',
        '--lexicon',
        'b.tsv',
        '--only',
        ' a, b ,,c',
      ],
      SPEC,
    ),
    {
      register: true,
      name: 'x y',
      tag: ['a', 'b'],
      host: '::1',
      port: 65535,
      ports: [0, 1, 2],
      count: 0,
      timeout: 1.5,
      config: 'c.yaml',
      lexicon: ['a.tsv', 'b.tsv'],
      only: ['a', 'b', 'c'],
    },
  )
  t.equal(
    parseArgs('demo', ['--port', '1', '--port', '2'], SPEC).port,
    2,
    'a single-valued option given twice: the last',
  )
})

t.test('positional arguments, where a command takes them (svc run PIPELINE PATH…), and URLs', async (t) => {
  const spec = { out: 'path', gateway: 'url', verbose: 'flag' } as const
  t.strictSame(
    parseArgsAndPositionals(
      'demo',
      ['p', 'a', '--out', 'o.jsonl', 'b', '--gateway=https://h:1/x', '--', '--odd', '-'],
      spec,
    ),
    {
      options: { out: 'o.jsonl', gateway: 'https://h:1/x', verbose: false },
      positionals: ['p', 'a', 'b', '--odd', '-'],
    },
  )
  t.match(
    errorOf(() => parseArgsAndPositionals('demo', ['p', '--nope'], spec)),
    bad('unknown option --nope'),
  )
  t.match(
    errorOf(() => parseArgsAndPositionals('demo', ['--gateway', 'localhost:8080'], spec)),
    bad('--gateway must be an http:// or https:// URL, got "localhost:8080"'),
  )
  t.match(
    errorOf(() => parseArgsAndPositionals('demo', ['--gateway', 'ftp://h'], spec)),
    bad('--gateway must be an http:// or https:// URL, got "ftp://h"'),
  )
  t.match(
    errorOf(() => parseArgs('demo', ['p'], spec)),
    bad('unexpected argument "p"'),
    'parseArgs still refuses them',
  )
})

t.test('bad words: one error naming the command, the option and the value', async (t) => {
  // A value of the wrong kind: the message says what the option takes and quotes the word.
  const takes: [option: string, what: string, words: string[]][] = [
    ['--port', 'an integer from 0 to 65535', ['70000', 'http', '-1', '8.5']],
    ['--ports', 'comma-separated integers from 0 to 65535', ['1,,2']],
    ['--count', 'an integer from 0 up', ['1e3']],
    ['--timeout', 'a number of seconds from 0 up', ['soon', '-2', '']],
    ['--host', 'a host name or IP address', ['', 'a b']],
    ['--config', 'a file path', ['']],
    ['--only', 'one or more comma-separated names', [' , ']],
  ]
  const rows: [string[], string][] = [
    ...takes.flatMap(([option, what, words]) =>
      words.map((word): [string[], string] => [[option, word], `${option} must be ${what}, got "${word}"`]),
    ),
    [['--count=-1'], '--count must be an integer from 0 up, got "-1"'],
    [['--bogus'], 'unknown option --bogus'],
    [['-x'], 'unknown option -x'],
    [['extra'], 'unexpected argument "extra"'],
    [['--', 'extra'], 'unexpected argument "extra"'],
    [['--port'], '--port needs a value'],
    [['--name', '--register'], '--name needs a value'],
    [['--register=yes'], '--register takes no value, got "yes"'],
  ]
  for (const [argv, message] of rows) {
    t.throws(() => parseArgs('demo', argv, SPEC), bad(message), argv.join(' '))
    t.type(
      errorOf(() => parseArgs('demo', argv, SPEC)),
      ArgumentError,
      'an ArgumentError, so svc prints it as it is',
    )
  }
  t.equal(
    parseArgs('demo', ['--name=--register'], SPEC).name,
    '--register',
    'a value that looks like an option, given inline',
  )
})

t.test('required', async (t) => {
  t.equal(required('demo', 'x', '--name N'), 'x')
  t.throws(() => required('demo', undefined, '--name N'), bad('--name N is required'))
  t.throws(() => required('demo', [], '--config FILE'), bad('--config FILE is required'))
})

t.test('onStopSignal: the shutdown runs once', async (t) => {
  const before = process.listenerCount('SIGTERM')
  const beforeInt = process.listenerCount('SIGINT')
  const calls: string[] = []
  onStopSignal((signal) => calls.push(signal))
  t.equal(process.listenerCount('SIGTERM'), before + 1)
  t.equal(process.listenerCount('SIGINT'), beforeInt + 1)
  process.emit('SIGINT', 'SIGINT')
  t.same(calls, ['SIGINT'])
  t.equal(process.listenerCount('SIGTERM'), before, 'handlers gone: a second signal has its default effect')
  t.equal(process.listenerCount('SIGINT'), beforeInt)

  const ignored: string[] = []
  const remove = onStopSignal((signal) => ignored.push(signal), { signals: ['SIGTERM', 'SIGHUP'], repeated: 'ignore' })
  process.emit('SIGHUP', 'SIGHUP')
  process.emit('SIGTERM', 'SIGTERM')
  t.same(ignored, ['SIGHUP'], 'a repeated signal is ignored')
  t.equal(process.listenerCount('SIGTERM'), before + 1, 'and the handler stays, so it cannot end the process')
  remove()
  t.equal(process.listenerCount('SIGTERM'), before, 'removed on request')
})

t.test('svc prints one line naming the command, once', async (t) => {
  const bin = fileURLToPath(new URL('../bin/svc.js', import.meta.url))
  const svc = async (...args: string[]) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c))
    const [code] = await once(child, 'exit')
    return { code, stderr }
  }
  const rows: [string[], string][] = [
    [
      ['events', '--port', '70000'],
      'svc: events: --port must be an integer from 0 to 65535, got "70000" (svc events --help lists its options)',
    ],
    [['gateway', '--bogus'], 'svc: gateway: unknown option --bogus (svc gateway --help lists its options)'],
    [
      ['up', '--port', 'x'],
      'svc: up: --port must be an integer from 0 to 65535, got "x" (svc up --help lists its options)',
    ],
    [
      ['processors', '--only', 'nope'],
      'svc: processors: unknown processors nope; available: svc-rtf, svc-sentences, svc-tokens, svc-sections, svc-concepts, svc-context',
    ],
    [
      ['pipeline', '--config', '/nonexistent/p.yaml'],
      'svc: pipeline: /nonexistent/p.yaml: cannot read pipeline definition (ENOENT)',
    ],
    [['nonsense'], 'svc: unknown command "nonsense" (svc --help lists the commands)'],
  ]
  for (const [args, line] of rows) {
    const { code, stderr } = await svc(...args)
    t.equal(code, 2, `${args.join(' ')}: exit code 2`)
    t.equal(stderr, line + '\n', `${args.join(' ')}: one line`)
  }
})
