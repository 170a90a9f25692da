// The Redis event store's operations as Lua scripts: each RPC is one script, so each runs
// atomically in Redis whatever other events service instances do meanwhile (only_create_new,
// lease ids, caps). The rules are the memory store's (event-store.ts); the layout:
//
//   <prefix>e:<event id>  hash, one per event:
//     #n next lease id · #s entry sequence · #t last touched (ms) · #u leases without a duration
//     #x earliest and #m latest end of the leases with one (absent when none)
//     l:<lease id>          "<seq>:<end ms>:<created>:<token>" (end 0: no duration; created 1
//                           when this open made the event; token: the open's, see below)
//     m:<key> b:<name> d:<document>          metadata value, binary data, document text
//     x:<document byte length>:<document><index name>   a label index (GetLabelsResponse bytes)
//     o<field>              "<seq>[:<info>]" beside each entry: the order entries were added in
//                           (what the memory store's Maps keep), and for d: the text length in
//                           offset units and the adding call's token, for x: G or C (the index type)
//   <prefix>deadlines     sorted set: event id → the time it expires (inf: never); its size is
//                         the number of events, and a sweep pops what has ended
//   <prefix>sizes         hash: event id → bytes charged to it (kept apart from the event's own
//                         hash, so that the total stays right when Redis expired that first)
//   <prefix>bytes         the total bytes charged, for the byte cap
//
// Every event hash also gets a Redis TTL a minute past its deadline: should no instance sweep,
// Redis frees the memory itself. The prefix holds a hash tag ({events}), so every key lands in
// one slot and the scripts stay atomic on a Redis Cluster too.
//
// Each script takes KEYS = event hash, deadlines, sizes, bytes and ARGV = event id, now (ms;
// '' = Redis's clock), idle timeout (ms; 0 = never), byte cap (0 = none), event key prefix,
// deadline (ms on Redis's clock; '' = none), then its own arguments. It answers a list: 'ok' and
// the result, or an outcome code (and a number) that the store turns into the memory store's
// error.
//
// Run after its deadline (Redis was hung or slow and the caller has had its answer), a script
// changes nothing and answers 'expired'. Every script may run twice for one call (the store
// repeats a call whose connection closed before the answer): puts replace with the same value,
// and the two that would otherwise differ, OpenEvent and AddDocument, carry a token unique to the
// call, stored with their effect, so that a repeat finds it and answers what the first run did.

const PRELUDE = `
local E, DL, SZ, TOTAL = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local id = ARGV[1]
local deadline = tonumber(ARGV[6])
if deadline then
  local t = redis.call('TIME')
  if tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) > deadline then return {'expired'} end
end
local now = tonumber(ARGV[2])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local idle = tonumber(ARGV[3])
local maxBytes = tonumber(ARGV[4])
local eventPrefix = ARGV[5]
local ENTRY = 32
local KEY_GRACE = 60000
local RECLAIM = 1000
local INT32_MAX = 2147483647

local function int(n) return string.format('%d', n) end

local function hmget(key, fields)
  local out = {}
  for i = 1, #fields, 1000 do
    local vals = redis.call('HMGET', key, unpack(fields, i, math.min(i + 999, #fields)))
    for j = 1, #vals do out[#out + 1] = vals[j] end
  end
  return out
end

local function dropEvent(key, member)
  local b = tonumber(redis.call('HGET', SZ, member) or '0')
  redis.call('DEL', key)
  redis.call('ZREM', DL, member)
  redis.call('HDEL', SZ, member)
  if b ~= 0 then redis.call('DECRBY', TOTAL, int(b)) end
end

local function sweep(limit)
  local ended = redis.call('ZRANGEBYSCORE', DL, '-inf', int(now), 'LIMIT', 0, limit)
  for _, member in ipairs(ended) do dropEvent(eventPrefix .. member, member) end
  return #ended
end

local function readLeases()
  local fields = {}
  for _, f in ipairs(redis.call('HKEYS', E)) do
    if string.sub(f, 1, 2) == 'l:' then fields[#fields + 1] = f end
  end
  local list = {}
  local vals = hmget(E, fields)
  for i, f in ipairs(fields) do
    local seq, ends, created, token = string.match(vals[i], '^(%d+):(%d+):?(%d?):?(.*)$')
    list[i] = { field = f, seq = tonumber(seq), ends = tonumber(ends), created = tonumber(created) or 0, token = token }
  end
  return list
end

local function summarize(list)
  local u, x, m = 0, nil, nil
  for _, l in ipairs(list) do
    if l.ends == 0 then
      u = u + 1
    else
      if not x or l.ends < x then x = l.ends end
      if not m or l.ends > m then m = l.ends end
    end
  end
  redis.call('HSET', E, '#u', u)
  if x then redis.call('HSET', E, '#x', int(x), '#m', int(m)) else redis.call('HDEL', E, '#x', '#m') end
end

local function live()
  local score = redis.call('ZSCORE', DL, id)
  if not score then return false end
  if tonumber(score) <= now then
    dropEvent(E, id)
    return false
  end
  local x = tonumber(redis.call('HGET', E, '#x'))
  if x and x <= now then
    local kept = {}
    for _, l in ipairs(readLeases()) do
      if l.ends ~= 0 and l.ends <= now then redis.call('HDEL', E, l.field) else kept[#kept + 1] = l end
    end
    summarize(kept)
  end
  return true
end

local function touch()
  redis.call('HSET', E, '#t', int(now))
  local f = redis.call('HMGET', E, '#u', '#m')
  local untimed, latest = tonumber(f[1]) or 0, tonumber(f[2])
  local ends = latest or -1
  if untimed > 0 then
    if idle == 0 then
      redis.call('ZADD', DL, '+inf', id)
      redis.call('PERSIST', E)
      return
    end
    if now + idle > ends then ends = now + idle end
  end
  redis.call('ZADD', DL, int(ends), id)
  redis.call('PEXPIRE', E, int(ends - now + KEY_GRACE))
end

local function charge(delta)
  if delta > 0 and maxBytes > 0 then
    local total = tonumber(redis.call('GET', TOTAL) or '0')
    if total + delta > maxBytes then
      sweep(RECLAIM)
      total = tonumber(redis.call('GET', TOTAL) or '0')
      if total + delta > maxBytes then return false end
    end
  end
  if delta ~= 0 then
    redis.call('HINCRBY', SZ, id, int(delta))
    redis.call('INCRBY', TOTAL, int(delta))
  end
  return true
end

local function entries(prefix)
  local n = #prefix
  local fields = {}
  for _, f in ipairs(redis.call('HKEYS', E)) do
    if string.sub(f, 1, n) == prefix then fields[#fields + 1] = f end
  end
  local list = {}
  local vals = hmget(E, fields)
  for i, f in ipairs(fields) do
    local v = vals[i]
    local sep = string.find(v, ':', 1, true)
    list[i] = { name = string.sub(f, n + 1), seq = tonumber(sep and string.sub(v, 1, sep - 1) or v), info = sep and string.sub(v, sep + 1) or '' }
  end
  table.sort(list, function(a, b) return a.seq < b.seq end)
  return list
end

-- The answer of a names script: 'ok', then the entry names in the order first added.
local function okNames(prefix)
  local out = {'ok'}
  for _, e in ipairs(entries(prefix)) do out[#out + 1] = e.name end
  return out
end

-- Answers what the calling script answers: {'ok'}, or {'full_bytes', bytes} when the cap refuses.
local function put(field, name, value, info)
  local order = 'o' .. field
  local prev = redis.call('HGET', E, order)
  local delta
  if prev then delta = #value - redis.call('HSTRLEN', E, field) else delta = ENTRY + #name + #value end
  if not charge(delta) then return {'full_bytes', delta} end
  local seq
  if prev then
    local sep = string.find(prev, ':', 1, true)
    seq = sep and string.sub(prev, 1, sep - 1) or prev
  else
    seq = int(redis.call('HINCRBY', E, '#s', 1))
  end
  if info ~= '' then seq = seq .. ':' .. info end
  redis.call('HSET', E, field, value, order, seq)
  return {'ok'}
end

local function document(name)
  if name == '' then return nil, 'empty_document_name' end
  local info = redis.call('HGET', E, 'od:' .. name)
  if not info then return nil, 'no_document' end
  return info
end

-- A document's order entry is "<seq>:<text length>:<token>".
local function docLength(info)
  return string.match(info, '^%d+:(%d+)')
end

local function docToken(info)
  return string.match(info, '^%d+:%d+:(.*)$')
end

local function labelsField(doc, index)
  return 'x:' .. #doc .. ':' .. doc .. index
end
`

/** A script: its name (the ioredis command it becomes), its body after the prelude, and how it may be run. */
export interface StoreScript {
  readonly name: string
  readonly lua: string
  /** Stores what a caller gave: under durability=replicated, a replica confirms it before the answer. */
  readonly writes: boolean
  /** A second run would do more than the first (CloseEvent would release another lease): never repeated. */
  readonly once: boolean
}

type Kind = 'read' | 'write' | 'write once'

function script(name: string, body: string, kind: Kind = 'read'): StoreScript {
  return { name, lua: PRELUDE + body, writes: kind !== 'read', once: kind === 'write once' }
}

/** A script on one live event: an event that has ended answers no_event, and any call renews its idle deadline. */
function eventScript(name: string, body: string, kind: Kind = 'read'): StoreScript {
  return script(
    name,
    `
if not live() then return {'no_event'} end
touch()
${body}`,
    kind,
  )
}

/**
 * A script on one document of a live event, named by ARGV[7]: an empty or unknown name answers
 * its outcome code; `info` holds the document's order entry ("<seq>:<text length>:<token>").
 */
function documentScript(name: string, body: string, kind: Kind = 'read'): StoreScript {
  return eventScript(
    name,
    `
local info, missing = document(ARGV[7])
if missing then return {missing} end
${body}`,
    kind,
  )
}

/** The number of KEYS every script takes. */
export const SCRIPT_KEYS = 4

export const SCRIPTS = {
  /**
   * ARGV: only_create_new ('1'/'0'), lease duration ms, events cap, bytes of a new event, the
   * call's token: a lease that carries it is this call's, taken by an earlier run.
   */
  open: script(
    'svcEventsOpen',
    `
local created = 0
local token = ARGV[11]
if live() then
  if token ~= '' then
    for _, l in ipairs(readLeases()) do
      if l.token == token then
        touch()
        return {'ok', l.created, tonumber(string.sub(l.field, 3))}
      end
    end
  end
  if ARGV[7] == '1' then return {'event_exists'} end
else
  local maxEvents = tonumber(ARGV[9])
  if maxEvents > 0 and redis.call('ZCARD', DL) >= maxEvents then
    sweep(RECLAIM)
    local held = redis.call('ZCARD', DL)
    if held >= maxEvents then return {'full_events', held} end
  end
  redis.call('DEL', E)
  local base = tonumber(ARGV[10])
  if not charge(base) then return {'full_bytes', base} end
  redis.call('HSET', E, '#n', 1, '#s', 0, '#u', 0)
  created = 1
end
local lease = tonumber(redis.call('HGET', E, '#n'))
while redis.call('HEXISTS', E, 'l:' .. int(lease)) == 1 do
  if lease >= INT32_MAX then lease = 1 else lease = lease + 1 end
end
redis.call('HSET', E, '#n', lease >= INT32_MAX and 1 or lease + 1)
local seq = int(redis.call('HINCRBY', E, '#s', 1))
local mark = ':' .. created .. ':' .. token
local duration = tonumber(ARGV[8])
if duration > 0 then
  local ends = now + duration
  redis.call('HSET', E, 'l:' .. int(lease), seq .. ':' .. int(ends) .. mark)
  local f = redis.call('HMGET', E, '#x', '#m')
  local x, m = tonumber(f[1]), tonumber(f[2])
  if not x or ends < x then redis.call('HSET', E, '#x', int(ends)) end
  if not m or ends > m then redis.call('HSET', E, '#m', int(ends)) end
else
  redis.call('HSET', E, 'l:' .. int(lease), seq .. ':0' .. mark)
  redis.call('HINCRBY', E, '#u', 1)
end
touch()
return {'ok', created, lease}
`,
    'write',
  ),

  /** ARGV: lease id (0: the newest lease without a duration, else the newest). */
  close: script(
    'svcEventsClose',
    `
if not live() then return {'no_event'} end
local list = readLeases()
local wanted = tonumber(ARGV[7])
local chosen
if wanted == 0 then
  local newest, newestUntimed
  for _, l in ipairs(list) do
    if not newest or l.seq > newest.seq then newest = l end
    if l.ends == 0 and (not newestUntimed or l.seq > newestUntimed.seq) then newestUntimed = l end
  end
  chosen = newestUntimed or newest
else
  for _, l in ipairs(list) do
    if l.field == 'l:' .. ARGV[7] then chosen = l end
  end
end
if not chosen then
  touch()
  return {'ok', 0}
end
redis.call('HDEL', E, chosen.field)
local kept = {}
for _, l in ipairs(list) do
  if l ~= chosen then kept[#kept + 1] = l end
end
if #kept == 0 then
  dropEvent(E, id)
  return {'ok', 1}
end
summarize(kept)
touch()
return {'ok', 0}
`,
    'write once',
  ),

  /** Answers 'ok', then key, value, key, value, … in the order first added. */
  metadata: eventScript(
    'svcEventsMetadata',
    `
local out = {'ok'}
local list = entries('om:')
local fields = {}
for i, e in ipairs(list) do fields[i] = 'm:' .. e.name end
local vals = hmget(E, fields)
for i, e in ipairs(list) do
  out[#out + 1] = e.name
  out[#out + 1] = vals[i]
end
return out
`,
  ),

  /** ARGV: key, value. */
  addMetadata: eventScript(
    'svcEventsAddMetadata',
    `
return put('m:' .. ARGV[7], ARGV[7], ARGV[8], '')
`,
    'write',
  ),

  binaryNames: eventScript(
    'svcEventsBinaryNames',
    `
return okNames('ob:')
`,
  ),

  /** ARGV: name, data. */
  addBinary: eventScript(
    'svcEventsAddBinary',
    `
return put('b:' .. ARGV[7], ARGV[7], ARGV[8], '')
`,
    'write',
  ),

  /** ARGV: name. */
  binary: eventScript(
    'svcEventsBinary',
    `
local data = redis.call('HGET', E, 'b:' .. ARGV[7])
if not data then return {'no_binary'} end
return {'ok', data}
`,
  ),

  /** ARGV: document name, text, text length in offset units, the call's token (a document that carries it is this call's). */
  addDocument: eventScript(
    'svcEventsAddDocument',
    `
local held = redis.call('HGET', E, 'od:' .. ARGV[7])
if held then
  if ARGV[10] ~= '' and docToken(held) == ARGV[10] then return {'ok'} end
  return {'document_exists'}
end
return put('d:' .. ARGV[7], ARGV[7], ARGV[8], ARGV[9] .. ':' .. ARGV[10])
`,
    'write',
  ),

  documentNames: eventScript(
    'svcEventsDocumentNames',
    `
return okNames('od:')
`,
  ),

  /** ARGV: document name. */
  text: documentScript(
    'svcEventsText',
    `
return {'ok', redis.call('HGET', E, 'd:' .. ARGV[7])}
`,
  ),

  /** ARGV: document name. Answers 'ok', then the text length in offset units. */
  textLength: documentScript(
    'svcEventsTextLength',
    `
return {'ok', docLength(info)}
`,
  ),

  /** ARGV: document name. Answers 'ok', then index name, type (G or C), … in the order first added. */
  indexInfo: documentScript(
    'svcEventsIndexInfo',
    `
local out = {'ok'}
for _, e in ipairs(entries('o' .. labelsField(ARGV[7], ''))) do
  out[#out + 1] = e.name
  out[#out + 1] = e.info
end
return out
`,
  ),

  /**
   * ARGV: document name, index name, index bytes, type (G or C), the text length the labels were
   * checked against: 'document_changed' when the document now has another (the event was
   * deleted and made again meanwhile).
   */
  addLabels: documentScript(
    'svcEventsAddLabels',
    `
if docLength(info) ~= ARGV[11] then return {'document_changed'} end
return put(labelsField(ARGV[7], ARGV[8]), ARGV[8], ARGV[9], ARGV[10])
`,
    'write',
  ),

  /** ARGV: document name, index name. */
  labels: documentScript(
    'svcEventsLabels',
    `
local data = redis.call('HGET', E, labelsField(ARGV[7], ARGV[8]))
if not data then return {'no_index'} end
return {'ok', data}
`,
  ),

  /** ARGV: most events to free. The event key is not used. */
  sweep: script(
    'svcEventsSweep',
    `
return {'ok', sweep(tonumber(ARGV[7]))}
`,
  ),

  /** The events held: those whose deadline is still ahead. The event key is not used. */
  size: script(
    'svcEventsSize',
    `
return {'ok', redis.call('ZCOUNT', DL, '(' .. int(now), '+inf')}
`,
  ),
} as const satisfies Record<string, StoreScript>
