// The registry of built-in processors: modules that provide processors register a factory
// under the processor identifier when imported; `svc processors` hosts what is registered.
import { invalidArgument } from '../api/errors.js'
import type { AnyProcessor } from './processor-api.js'

export type ProcessorFactory = () => AnyProcessor

const factories = new Map<string, ProcessorFactory>()

/** Registers a factory; the id must equal the info.name of the processors it makes. */
export function registerProcessor(id: string, factory: ProcessorFactory): void {
  if (typeof id !== 'string' || id === '') throw invalidArgument('a processor id must be a non-empty string')
  if (typeof factory !== 'function') throw invalidArgument(`processor '${id}': the factory must be a function`)
  if (factories.has(id)) throw invalidArgument(`processor '${id}' is registered twice`)
  factories.set(id, factory)
}

/** The registered factories by processor id, in registration order (a copy). */
export function processorFactories(): Map<string, ProcessorFactory> {
  return new Map(factories)
}
