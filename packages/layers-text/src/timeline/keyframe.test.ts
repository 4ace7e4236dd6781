import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { FILTER_DEFAULTS } from '../defaults'
import { type Keyframe, type ReadOptions, readKeyframe } from './keyframe'
import { clipCss, filterCss, toVars } from './tween-vars'

const entries: { path: string; message: string }[] = []
const opts = (o: Partial<ReadOptions> = {}): ReadOptions => ({
  level: 0,
  random: (a) => a,
  report: (path, message) => entries.push({ path, message }),
  ...o,
})
const read = (raw: RawRecord, o?: Partial<ReadOptions>) => readKeyframe(raw, opts(o), 'kf')

describe('keyframe → tween mapping', () => {
  it('every motion key maps to its GSAP property', () => {
    const kf = read({
      x: 1,
      y: 2,
      z: 3,
      sX: 4,
      sY: 5,
      skX: 6,
      skY: 7,
      o: 0.5,
      rX: 8,
      rY: 9,
      rZ: 10,
    })
    expect(toVars(kf, FILTER_DEFAULTS)).toEqual({
      x: 1,
      y: 2,
      z: 3,
      scaleX: 4,
      scaleY: 5,
      skewX: 6,
      skewY: 7,
      opacity: 0.5,
      rotationX: 8,
      rotationY: 9,
      rotation: 10,
    })
  })
  it('t, d and e are the start (ms), duration (ms) and ease; f stands in for a missing d', () => {
    const kf = read({ t: 450, d: 1000, e: 'power2.out' })
    expect([kf.start, kf.duration, kf.ease]).toEqual([450, 1000, 'power2.out'])
    expect(read({ f: 300 }).duration).toBe(300)
  })
  it('a keyframe with no d lasts 0.5 s (docs/behaviour.md §9 "duration 0.5 s"); the first one 0', () => {
    expect(read({}).duration).toBe(500)
    expect(read({}, { first: true }).duration).toBe(0)
  })
  it('a keyframe with no t starts where the previous one ended', () => {
    expect(read({ d: 200 }, { after: 700 }).start).toBe(700)
  })
  it('repeat is kept, -1 is endless, and it yoyos unless yoyo is false', () => {
    expect(read({ repeat: 2 })).toMatchObject({ repeat: 2, yoyo: true })
    expect(read({ repeat: -1, yoyo: false })).toMatchObject({ repeat: -1, yoyo: false })
  })
  it('filters blur (px), brightness, grayscale, sepia and invert become one CSS filter, the state so far filling the rest', () => {
    const kf = read({ blur: '10px', brightness: 50 })
    expect(toVars(kf, FILTER_DEFAULTS).filter).toBe(
      'blur(10px) brightness(50%) grayscale(0%) sepia(0%) invert(0%)',
    )
    expect(filterCss(FILTER_DEFAULTS)).toBe(
      'blur(0px) brightness(100%) grayscale(0%) sepia(0%) invert(0%)',
    )
    expect(
      toVars(read({ filter: { grayscale: 100, sepia: 20, invert: 30 } }), {
        ...FILTER_DEFAULTS,
        blur: 4,
      }).filter,
    ).toBe('blur(4px) brightness(100%) grayscale(100%) sepia(20%) invert(30%)')
  })
  it('col and bgcol become color and backgroundColor', () => {
    expect(toVars(read({ col: '#ff0000', bgcol: 'rgba(0,0,0,0.5)' }), FILTER_DEFAULTS)).toEqual({
      color: '#ff0000',
      backgroundColor: 'rgba(0,0,0,0.5)',
    })
  })
  it('clip is the percent shown, as an inset clip-path', () => {
    expect(toVars(read({ clip: 40 }), FILTER_DEFAULTS).clipPath).toBe(clipCss(40))
    expect(clipCss(40)).toBe('inset(0% 60% 0% 0%)')
  })
  it('per-level values take the device level, "#a" inheriting', () => {
    const raw = { y: ['50px', '#a', '#a', '#a', '20px'] }
    expect(read(raw, { level: 1 }).motion.y).toBe(50)
    expect(read(raw, { level: 4 }).motion.y).toBe(20)
  })
  it('% stays %, px and unitless are px', () => {
    expect(read({ x: '50%', y: '10px', z: 5 }).motion).toEqual({ x: '50%', y: 10, z: 5 })
  })
  it('px lengths scale with the layer grid; % and angles do not', () => {
    expect(read({ x: 100, y: '50px', z: '10%', rZ: 30 }, { scale: 0.5 }).motion).toEqual({
      x: 50,
      y: 25,
      z: '10%',
      rotation: 30,
    })
  })
  it('"inherit" takes the previous keyframe\'s value; on a first keyframe it keeps the current one', () => {
    const prev = read({ x: 30, o: 0.2, blur: 3, col: 'red' })
    const kf = read({ x: 'inherit', o: 'inherit', blur: 'inherit', col: 'inherit' }, { prev })
    expect(kf.motion).toEqual({ x: 30, opacity: 0.2 })
    expect(kf.filter).toEqual({ blur: 3 })
    expect(kf.colours).toEqual({ color: 'red' })
    expect(read({ o: 'inherit' }).motion).toEqual({})
  })
  it('random ranges are drawn once per read', () => {
    expect(
      read({ x: '{-50,50}', rZ: { a: 10, b: 90 } }, { random: (a, b) => (a + b) / 2 }).motion,
    ).toEqual({
      x: 0,
      rotation: 50,
    })
  })
  it('t "w<n>" is a waiting keyframe at n ms ("w" alone: where the previous one ended)', () => {
    entries.length = 0
    expect(read({ t: 'w0' })).toMatchObject({ start: 0, wait: true })
    expect(read({ t: 'w450', d: 100 })).toMatchObject({ start: 450, wait: true })
    expect(read({ t: 'w' }, { after: 300 })).toMatchObject({ start: 300, wait: true })
    expect(read({ t: 200 }).wait).toBeUndefined()
    expect(entries).toEqual([])
  })
  it('x and y take edge words: (left)/(right)/(top)/(bottom) are one own size; stage words are measured', () => {
    entries.length = 0
    const box = { left: 100, top: 50, width: 200, height: 40, stageWidth: 1000, stageHeight: 500 }
    const o = { measure: () => box }
    expect(read({ x: '(left)', y: '(bottom)' }, o).motion).toEqual({ x: '-100%', y: '100%' })
    const at = (raw: RawRecord, key: 'x' | 'y') => {
      const v = read(raw, o).motion[key]
      return typeof v === 'function' ? v(0, document.body) : v
    }
    expect(at({ x: 'left' }, 'x')).toBe(-300)
    expect(at({ x: ['right', '#a', '#a', '#a', '#a'] }, 'x')).toBe(900)
    expect(at({ y: 'top' }, 'y')).toBe(-90)
    expect(at({ y: 'bottom' }, 'y')).toBe(450)
    for (const word of ['mid', 'middle', 'center', 'c']) {
      expect(at({ x: word }, 'x')).toBe(300)
      expect(at({ y: word }, 'y')).toBe(180)
    }
    expect(entries).toEqual([])
    read({ x: 'top', z: 'left' }, o)
    expect(entries.map((e) => e.path)).toEqual(['kf.x', 'kf.z'])
  })
  it('split tracks read dir (middle is GSAP center) and sd', () => {
    expect(read({ dir: 'middle', sd: 50 })).toMatchObject({ direction: 'center', stagger: 50 })
    expect(read({ dir: 'random' }).direction).toBe('random')
  })
  it('nonsense values are reported with their path and left out; the rest still animates', () => {
    entries.length = 0
    const kf: Keyframe = read({
      x: 'wide',
      y: 10,
      o: true,
      d: -4,
      e: 'bouncy.nope',
      blur: '3deg',
      col: 5,
      dir: 'up',
    })
    expect(kf.motion).toEqual({ y: 10 })
    expect(kf.duration).toBe(500)
    expect(kf.ease).toBe('power3.inOut')
    expect(entries.map((e) => e.path)).toEqual([
      'kf.d',
      'kf.e',
      'kf.x',
      'kf.o',
      'kf.blur',
      'kf.col',
      'kf.dir',
    ])
    expect(entries[0]?.message).toBe('must be a number of ms; using 500')
  })
})
