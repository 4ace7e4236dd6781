// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { factoryOf, pluginKey, registryOf, resolvePlugins } from './registry'

const plugin = (name: string) => () => ({ name, options: {}, setup: () => undefined })
const registry = { 'layers-text': plugin('layersText'), nav: plugin('nav') }

describe('plugin registry: plugins chosen by name', () => {
  it('folds camelCase, snake_case and case into the package name', () => {
    expect(['layersText', 'layers_text', 'LAYERS-TEXT'].map(pluginKey)).toEqual([
      'layers-text',
      'layers-text',
      'layers-text',
    ])
  })

  it('without names every plugin is made, fresh on each call', () => {
    const a = resolvePlugins(registry)
    expect(a.map((p) => p.name)).toEqual(['layersText', 'nav'])
    expect(resolvePlugins(registry)[0]).not.toBe(a[0])
  })

  it('with names only those, and an unknown name is handed to the caller', () => {
    const unknown: string[] = []
    const got = resolvePlugins(registry, ['nav', 'lottie'], (n) => unknown.push(n))
    expect(got.map((p) => p.name)).toEqual(['nav'])
    expect(unknown).toEqual(['lottie'])
  })

  it('a package without its factory yet is left out of the registry', () => {
    const reg = registryOf({
      media: factoryOf({ layersMediaPart: {} }, 'layersMedia'),
      nav: plugin('nav'),
    })
    expect(Object.keys(reg)).toEqual(['nav'])
  })
})
