// Loads plugins named in the config: built-ins by name from plugins/, custom ones by path.
// A plugin whose module is missing, whose options are invalid, or that throws while loading is
// disabled with a logged reason; the gateway starts without it. A required plugin (auth by
// default: a gateway meant to check keys must not come up open) stops start-up instead.
import { existsSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PluginConfig } from '../config/config.js'
import { PLUGIN_OPTIONS } from '../schema/plugin-options.js'
import type { Plugin, PluginApi, PluginFactory } from './contract.js'

/** The plugins of plugins/, loaded by name; the config schema checks their options. */
export const BUILTIN_PLUGINS = Object.keys(PLUGIN_OPTIONS)

const BUILTIN_DIR = new URL('../../plugins/', import.meta.url)

/** A required plugin could not be loaded: the gateway does not start. */
export class PluginLoadError extends Error {
  constructor(
    readonly plugin: string,
    readonly reason: string,
  ) {
    super(`required plugin ${plugin} failed to load: ${reason} (set required: false to start without it)`)
    this.name = 'PluginLoadError'
  }
}

export interface LoadedPlugins {
  plugins: Plugin[]
  disabled: { name: string; reason: string }[]
}

function builtinUrl(name: string): URL | null {
  for (const ext of ['js', 'ts']) {
    const url = new URL(`${name}-plugin.${ext}`, BUILTIN_DIR)
    if (existsSync(url)) return url
  }
  return null
}

export async function loadPlugins(
  configs: readonly PluginConfig[],
  api: PluginApi,
  baseDir = process.cwd(),
): Promise<LoadedPlugins> {
  const plugins: Plugin[] = []
  const disabled: { name: string; reason: string }[] = []
  for (const pc of configs) {
    const label = pc.name ?? pc.path ?? '(unnamed)'
    if (pc.enabled === false) continue
    try {
      const url = pc.path
        ? pathToFileURL(isAbsolute(pc.path) ? pc.path : resolve(baseDir, pc.path))
        : builtinUrl(pc.name!)
      if (!url) throw new Error(`no built-in plugin named ${pc.name} (built-ins: ${BUILTIN_PLUGINS.join(', ')})`)
      const mod = (await import(url.href)) as { default?: unknown }
      const factory = mod.default
      if (typeof factory !== 'function') throw new Error('module has no default export of a plugin factory function')
      const plugin = await (factory as PluginFactory)(pc.options ?? {}, api)
      if (!plugin || typeof plugin.name !== 'string') throw new Error('factory did not return a plugin with a name')
      plugins.push(plugin)
      api.log('info', 'plugin loaded', { plugin: plugin.name })
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      if (pc.required ?? pc.name === 'auth') throw new PluginLoadError(label, reason)
      disabled.push({ name: label, reason })
      api.log('error', 'plugin disabled', { plugin: label, reason })
    }
  }
  return { plugins, disabled }
}
