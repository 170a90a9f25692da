// A port `svc up` chose free (bound on port 0, then released, so that a restarted backend comes
// back on the same address) can be taken by another process before the backend meant for it
// listens: on a busy host an outgoing connection or another listener on port 0 lands there now
// and then. The stack then starts again from a new plan, with new ports; a port the config fixed
// is never chosen again, so its failure stands.
import { portInUse } from '../api/errors.js'
import type { Logger } from '../log.js'
import type { StackPlan } from './stack-plan.js'

/** How many plans one start may use before a lost chosen port fails it. */
export const PLAN_ATTEMPTS = 3

/** Plans and starts; plans again when the start failed on a port the plan chose and lost. */
export async function startWithFreshPorts<T>(
  plan: () => Promise<StackPlan>,
  start: (plan: StackPlan) => Promise<T>,
  log: Logger,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const planned = await plan()
    try {
      return await start(planned)
    } catch (err) {
      const port = portInUse(err)
      if (attempt >= PLAN_ATTEMPTS || port === null || !planned.chosenPorts.includes(port)) throw err
      log('warn', 'a port chosen for a backend was taken before it listened; planning again', { port, attempt })
    }
  }
}
