// Run as a script, on the compiled code (dist/): prints how many bytes the old generation grew
// by while 20,000 small objects were made from an allocation site V8 had first seen outlive many
// young collections. Where V8 pretenures that site, they are born old (~2 MB); where it does not,
// young (~0). With the argument `stop`, stopPretenuring() runs first.
import { getHeapSpaceStatistics } from 'node:v8'
import { stopPretenuring } from '../../dist/src/heap.js'

if (process.argv[2] === 'stop') stopPretenuring()
const oldSpaceUsed = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size
const make = (i) => ({ id: i, span: [i, i + 1] })

// Objects from one site kept across young collections teach V8 that the site's objects live long.
let kept = []
for (let round = 0; round < 20; round++) {
  for (let i = 0; i < 100_000; i++) kept.push(make(i))
  if (kept.length > 400_000) kept = kept.slice(200_000)
}
kept = null
// Young garbage from elsewhere, so that the next young collection has run its decisions.
for (let i = 0; i < 50; i++) new Array(100_000)

const before = oldSpaceUsed()
const fresh = []
for (let i = 0; i < 20_000; i++) fresh.push(make(i))
console.log(oldSpaceUsed() - before)
