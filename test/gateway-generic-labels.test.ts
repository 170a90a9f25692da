// Issue 10, failure 5: MTAP 1.x's REST label form. `POST …/labels/{index}` also accepts
// `{"generic_labels": …}` (it answered 400 "json_labels must be present"), and
// `GET …/labels/{index}?form=generic_labels` answers in that form, so clients written for MTAP's
// Go gateway can switch to ours. Either form reads back in the other, references included.
import t from 'tap'
import { Status } from '../src/api/status.js'
import { startEventsGateway } from './helpers/servers.js'

const TEXT = 'No 😀 fever today.'
const LABELS = '/v1/events/e/documents/d/labels'

const GENERIC = {
  is_distinct: true,
  labels: [
    { identifier: 0, start_index: 0, end_index: 2, fields: { negated: true, cui: 'C1' }, reference_ids: {} },
    {
      identifier: 1,
      start_index: 3,
      end_index: 4,
      fields: {},
      reference_ids: { head: 'tokens:0', all: ['tokens:1', 'tokens:2'] },
    },
    { identifier: 2, start_index: 5, end_index: 10, fields: { nested: { a: [1, null] } }, reference_ids: {} },
  ],
}
const FLAT = {
  is_distinct: true,
  labels: [
    { start_index: 0, end_index: 2, negated: true, cui: 'C1', reference_ids: {} },
    { start_index: 3, end_index: 4, reference_ids: { head: 'tokens:0', all: ['tokens:1', 'tokens:2'] } },
    { start_index: 5, end_index: 10, nested: { a: [1, null] }, reference_ids: {} },
  ],
}

async function setUp(t: Tap.Test) {
  const g = await startEventsGateway(t)
  t.equal((await g.req('POST', '/v1/events/e')).status, 200)
  t.equal((await g.req('POST', '/v1/events/e/documents/d', { text: TEXT })).status, 200)
  return g
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('POST generic_labels (regression: 400 json_labels must be present); GET answers either form', async (t) => {
  const { req } = await setUp(t)
  const posted = await req('POST', `${LABELS}/mtap`, { generic_labels: GENERIC })
  t.equal(posted.status, 200, posted.text)
  t.same(
    (await req('GET', `${LABELS}/mtap?form=generic_labels`)).json,
    { generic_labels: GENERIC },
    'generic in, generic out',
  )
  t.same(
    (await req('GET', `${LABELS}/mtap`)).json,
    { json_labels: FLAT },
    'and flat by default, references in their member',
  )
  t.same((await req('GET', `${LABELS}/mtap?form=json_labels`)).json, { json_labels: FLAT })
})

t.test('flat in, generic out: absent references read as {} there, and protobuf JSON may leave zeros out', async (t) => {
  const { req } = await setUp(t)
  const flat = {
    labels: [
      { start_index: 0, end_index: 2, cui: 'C1' },
      { start_index: 3, end_index: 4, reference_ids: { head: 'flat:0' } },
    ],
  }
  t.equal((await req('POST', `${LABELS}/flat`, { json_labels: flat })).status, 200)
  t.same((await req('GET', `${LABELS}/flat?form=generic_labels`)).json, {
    generic_labels: {
      is_distinct: false,
      labels: [
        { identifier: 0, start_index: 0, end_index: 2, fields: { cui: 'C1' }, reference_ids: {} },
        { identifier: 1, start_index: 3, end_index: 4, fields: {}, reference_ids: { head: 'flat:0' } },
      ],
    },
  })
  // What protobuf's JSON mapping may send: zero values and empty members left out.
  t.equal(
    (
      await req('POST', `${LABELS}/sparse`, {
        generic_labels: {
          labels: [{ end_index: 2 }, { identifier: 1, start_index: 1, end_index: 3, fields: { x: 1 } }],
        },
      })
    ).status,
    200,
  )
  t.same((await req('GET', `${LABELS}/sparse`)).json, {
    json_labels: {
      is_distinct: false,
      labels: [
        { start_index: 0, end_index: 2 },
        { start_index: 1, end_index: 3, x: 1 },
      ],
    },
  })
})

t.test('bad generic bodies and form values are 400s naming what was wrong', async (t) => {
  const { req } = await setUp(t)
  const bad = async (body: unknown, pattern: RegExp, name: string) => {
    const r = await req('POST', `${LABELS}/bad`, body)
    t.equal(r.status, 400, `${name}: 400`)
    t.equal(r.json.code, Status.INVALID_ARGUMENT, `${name}: INVALID_ARGUMENT`)
    t.match(r.json.message, pattern, `${name}: message`)
  }
  await bad(
    {},
    /^the body must be an object with one of json_labels \(flat labels\) and generic_labels \(MTAP's form\), not both/,
    'neither form',
  )
  await bad({ json_labels: FLAT, generic_labels: GENERIC }, /one of json_labels .* not both/, 'both forms')
  await bad({ generic_labels: [] }, /^generic_labels must be an object/, 'not an object')
  await bad(
    { generic_labels: { labels: [{ identifier: 1, start_index: 0, end_index: 1 }] } },
    /generic_labels\.labels\[0\]\.identifier must be 0, the label's position/,
    'identifier not the position',
  )
  await bad(
    { generic_labels: { labels: [{ start_index: 0, end_index: 1, fields: { reference_ids: 'x' } }] } },
    /fields\.reference_ids: a field cannot be named reference_ids/,
    'a field named like a member',
  )
  await bad(
    { generic_labels: { labels: [{ start_index: 0, end_index: 1, reference_ids: 'tokens:0' }] } },
    /labels\[0\]\.reference_ids must be an object of reference ids, e\.g\. .* \(got string\)/,
    'references not an object',
  )
  await bad(
    { generic_labels: { labels: [{ start_index: 0, end_index: 1, text: 'x' }] } },
    /labels\[0\]\.text is not a known member/,
    'a flat member in the generic form',
  )
  await bad(
    { generic_labels: { labels: [{ start_index: -1, end_index: 1 }] } },
    /generic_labels\.labels\[0\]\.start_index must be an integer from 0 to 4294967295/,
    'negative start',
  )
  const past = await req('POST', `${LABELS}/bad`, {
    generic_labels: { labels: [{ start_index: 0, end_index: [...TEXT].length + 1 }] },
  })
  t.equal(past.status, 400, 'past the end of the text (in code points)')
  const form = await req('GET', `${LABELS}/bad?form=mtap`)
  t.equal(form.status, 400)
  t.match(form.json.message, /the query parameter form must be json_labels or generic_labels/)
})
