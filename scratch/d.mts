import { buildOpenApi } from '../src/gateway/openapi.ts'
import { ROUTES } from '../src/gateway/routes/route-list.ts'
const doc = buildOpenApi(ROUTES, { version: 'x', security: [{ schemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'an API key of the auth plugin: authorization: Bearer <key>' } }, open: [] }] })
const bad: string[] = []
const visit = (n: unknown, path: string) => {
  if (Array.isArray(n)) return n.forEach((x, i) => visit(x, path + '/' + i))
  if (n && typeof n === 'object') for (const [k, v] of Object.entries(n)) { if ((k === 'description' || k === 'summary') && typeof v === 'string') { const outside = v.replace(/`[^`]*`/g, ''); if (/[<>]/.test(outside) || /[*_]{1,2}\w/.test(outside)) bad.push(path + ': ' + v.slice(0, 140)) } else visit(v, path + '/' + k) }
}
visit(doc, '')
console.log(bad.join('\n'))
