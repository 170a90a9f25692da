#!/bin/sh
# The fixed-address deployment of docs/deployment.md ("Four steps at fixed addresses"), run as written: the
# backends, the pipeline services, the config naming them, the gateway. Then a check: wait for
# /readyz and every backend up in /v1/routes, send one small note through svc-default-pipeline, print a summary (counts, never the
# text), and stop everything, the gateway first. Exit 0 only if the note came back annotated.
#
#   SVC_PORT_BASE     first backend port (default 10100): events BASE, processors BASE+1,
#                     svc-rtf-to-text BASE+11, svc-default-pipeline BASE+12
#   SVC_GATEWAY_PORT  gateway port (default 8080)
#   SVC_GATEWAY_HOST  gateway listen address (default the config's, 0.0.0.0)
#   SVC_READY_WITHIN  seconds to wait for /readyz (default 90)
# With the defaults the files in config/ are used as they are; with other ports, copies of them
# with the addresses rewritten (tests use this to keep clear of a stack a developer runs).
set -eu
cd "$(dirname "$0")/.."
# The processor host reads $SVC_CONFIG too (nlp.lexicons); only the gateway gets one here.
unset SVC_CONFIG

base=${SVC_PORT_BASE:-10100}
gateway_port=${SVC_GATEWAY_PORT:-8080}
events_port=$base
processors_port=$((base + 1))
rtf_port=$((base + 11))
default_port=$((base + 12))

rtf_def=config/pipelines/svc-rtf-to-text.yaml
default_def=config/pipelines/svc-default-pipeline.yaml
fixed_config=config/svcConfig.fixed.yaml
work=''
gateway_host=${SVC_GATEWAY_HOST:-}
if [ "$base" != 10100 ] || [ "$gateway_port" != 8080 ] || [ -n "$gateway_host" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/svc-four-step.XXXXXX")
  for f in "$rtf_def" "$default_def" "$fixed_config"; do
    sed -e "s/127\.0\.0\.1:10100$/127.0.0.1:$events_port/g" \
        -e "s/127\.0\.0\.1:10101$/127.0.0.1:$processors_port/g" \
        -e "s/127\.0\.0\.1:10111$/127.0.0.1:$rtf_port/g" \
        -e "s/127\.0\.0\.1:10112$/127.0.0.1:$default_port/g" \
        -e "s/^  port: 8080$/  port: $gateway_port/" \
        -e "s/^  host: 0\.0\.0\.0$/  host: ${gateway_host:-0.0.0.0}/" \
        "$f" > "$work/$(basename "$f")"
  done
  rtf_def=$work/svc-rtf-to-text.yaml
  default_def=$work/svc-default-pipeline.yaml
  fixed_config=$work/svcConfig.fixed.yaml
fi

pids=''
stop_all() {
  # The gateway first, so requests in flight finish; then the backends.
  if [ -n "$pids" ]; then echo "== stopping (gateway first)"; fi
  for pid in $pids; do
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  pids=''
  if [ -n "$work" ]; then rm -rf "$work"; fi
}
trap 'stop_all' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
started() { pids="$1 $pids"; }

echo "== 1. backends: events on $events_port, processors on $processors_port"
node bin/svc.js events --port "$events_port" &
started $!
node bin/svc.js processors --events "127.0.0.1:$events_port" --port "$processors_port" &
started $!

echo "== 2. pipeline services: svc-rtf-to-text on $rtf_port, svc-default-pipeline on $default_port"
node bin/svc.js pipeline --config "$rtf_def" --port "$rtf_port" &
started $!
node bin/svc.js pipeline --config "$default_def" --port "$default_port" &
started $!

echo "== 3. the config naming them: $fixed_config"

echo "== 4. the gateway on $gateway_port"
SVC_CONFIG=$fixed_config node --initial-old-space-size=128 bin/svc.js gateway &
started $!

# The check, in node (no curl needed): readiness, one note, a summary without the text.
node --input-type=module - "http://127.0.0.1:$gateway_port" "${SVC_READY_WITHIN:-90}" "$pids" <<'EOF'
const [url, withinS, pidList] = process.argv.slice(2)
const alive = (pid) => { try { process.kill(Number(pid), 0); return true } catch { return false } }
const pids = pidList.trim().split(/\s+/)
const deadline = Date.now() + Number(withinS) * 1000
let last = 'no answer'
for (;;) {
  const dead = pids.filter((p) => !alive(p))
  if (dead.length) { console.error(`four-step: a process exited early (pid ${dead.join(', ')})`); process.exit(1) }
  try {
    // The gateway ready, then every backend it routes seen up by its health checks.
    const r = await fetch(`${url}/readyz`)
    if (r.status === 200) {
      const routes = await (await fetch(`${url}/v1/routes`)).json()
      const down = [routes.events, ...routes.processors, ...routes.pipelines].filter((b) => !b?.health?.up)
      if (down.length === 0) break
      last = `backends not up yet: ${down.map((b) => `${b?.identifier}: ${b?.health?.status}`).join(', ')}`
    } else last = `${r.status} ${(await r.text()).slice(0, 300)}`
  } catch (err) { last = err.cause?.code ?? err.message }
  if (Date.now() > deadline) { console.error(`four-step: not ready within ${withinS} s (${last})`); process.exit(1) }
  await new Promise((r) => setTimeout(r, 250))
}
console.log(`== ready: ${url}/readyz is 200 and every backend is up`)
const note = 'CHIEF COMPLAINT: Chest pain.\n\nHISTORY OF PRESENT ILLNESS: The patient is a 54 year old woman with chest pain for two days. ' +
  'She denies fever or shortness of breath. Her mother had breast cancer.\n\nMEDICATIONS: Aspirin 81 mg daily.\n'
const body = { event: { event_id: `four-step-${process.pid}`, binaries: { rtf: Buffer.from(note).toString('base64') } }, params: { document_name: 'plaintext' } }
const r = await fetch(`${url}/v1/pipeline/svc-default-pipeline/process`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const json = await r.json()
const doc = json?.event?.documents?.plaintext
const indices = Object.fromEntries(Object.entries(doc?.label_indices ?? {}).map(([name, index]) => [name, index.labels.length]))
const summary = { status: r.status, characters: doc?.text?.length ?? 0, indices, components: (json?.result?.component_results ?? []).map((c) => c.identifier), elapsed: json?.result?.elapsed_time ?? null }
console.log(`== POST /v1/pipeline/svc-default-pipeline/process: ${r.status}`)
if (r.status !== 200) console.log(`   error: ${json?.message}`)
else {
  console.log(`   document plaintext: ${summary.characters} characters; components: ${summary.components.join(', ')}; ${summary.elapsed}`)
  for (const [name, n] of Object.entries(indices)) console.log(`   ${name}: ${n} labels`)
}
console.log(`FOUR_STEP_RESULT ${JSON.stringify(summary)}`)
process.exit(r.status === 200 && indices.sentences > 0 ? 0 : 1)
EOF
