import type { gsap } from 'gsap'
import { MOTION_KEYS } from './keyframe'

/**
 * The tween vars the scenes give GSAP that its CSS plugin folds into the transform (tween-vars.ts:
 * the motion keys but opacity, and a track's origin and perspective): the first tween of an
 * element with one of them reads its computed transform, a layout when the page changed since.
 */
const TRANSFORM_VARS = new Set<string>([
  ...Object.values(MOTION_KEYS)
    .map(([name]) => name)
    .filter((name) => name !== 'opacity'),
  'transformOrigin',
  'transformPerspective',
])

/**
 * The elements `scenes` move a transform of: GSAP will read their computed transform, so the
 * timelines read them all at once, before any tween writes (./index.ts). An element the scenes
 * only fade or colour is never read, and a slide of such layers forces no layout as it is built.
 */
export function transformTargets(scenes: readonly gsap.core.Timeline[]): Set<Element> {
  const out = new Set<Element>()
  for (const scene of scenes)
    for (const child of scene.getChildren(true, true, false)) {
      if (!Object.keys(child.vars).some((k) => TRANSFORM_VARS.has(k))) continue
      for (const el of (child as gsap.core.Tween).targets()) if (el instanceof Element) out.add(el)
    }
  return out
}
