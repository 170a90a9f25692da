/**
 * The examination measures of a normal function, which the guidelines make tests (pulses,
 * reflexes, range of motion), named by the part and the movement or sense examined rather than by
 * an eponym: a hand exam's tendons and sensation ("FDS and FDP intact", "two-point discrimination
 * 5 mm", "thumb flexion"), a joint's stability ("pivot shift"), the cranial nerves' parts
 * ("palatal elevation", "tongue protrusion"), the chest's breath sounds, and the frailty measures
 * of a surgical risk work-up ("5-m walk", "STS risk"). Movements are generated as joint x movement,
 * so no pairing a note might write is left out. Uncoded, as the tests of tests.ts are; read after
 * it, so its terms keep their concepts ("diminished breath sounds" stays the finding). Bare
 * "pupils" is left out: five sets leave "pupils equal and reactive" unannotated where one
 * annotates it.
 */

/** Joints and digits and the movements examined at each, as notes write them. */
const MOVEMENTS: readonly (readonly [string, readonly string[]])[] = [
  ['thumb', ['flexion', 'extension', 'opposition', 'abduction']],
  ['finger', ['flexion', 'extension', 'abduction']],
  ['wrist', ['flexion', 'extension']],
  ['elbow', ['flexion', 'extension']],
  ['shoulder', ['flexion', 'abduction', 'external rotation', 'internal rotation']],
  ['hip', ['flexion', 'extension', 'abduction']],
  ['knee', ['flexion', 'extension']],
  ['ankle', ['dorsiflexion', 'plantarflexion', 'plantar flexion']],
  ['great toe', ['extension', 'dorsiflexion']],
]

const MOVEMENT_TERMS = MOVEMENTS.flatMap(([part, moves]) => moves.map((move) => `${part} ${move}`)).join('; ')

export const EXAM_MANEUVER_TEST_LINES = `
strength testing | | ${MOVEMENT_TERMS}
flexor tendon function | | =FDS; =FDP; flexor digitorum superficialis; flexor digitorum profundus
two-point discrimination | | 2-point discrimination; two point discrimination; 2 point discrimination
pivot shift test | | pivot shift; pivot-shift
palatal elevation | | palate elevation; soft palate elevation
tongue protrusion | | tongue movement
breath sounds | | breath sound
capillary refill | | capillary fill time; =CFT
gait speed | | 5-m walk; 5-meter walk; 5 m walk; 5-meter walk test; 15-foot walk; 15-ft walk; walking speed
sts risk score | | sts risk; sts score; sts predicted mortality; sts prom; sts predicted risk of mortality
`
