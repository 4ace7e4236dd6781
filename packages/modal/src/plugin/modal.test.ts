import { contractModule, describePluginContract } from '@strata/core/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MODAL_CLASS, MODAL_CLOSE_CLASS, MODAL_WRAPPER_CLASS, MODAL_Z_INDEX } from '../index'
import { modal } from './modal'
import { mountModal } from './test-modal'

// The pop-up's chunk (loaded once the module is ready) and the trigger watchers' (the contract's
// plugin has a trigger), read before the contract's fake timers: under them vitest's module loader waits on a timer of
// its own, and the pop-up's came in only after the contract had ended, so it never made a pop-up.
beforeAll(() => Promise.all([import('./popup'), import('../triggers/watch-triggers')]))

const module = contractModule()
describePluginContract('modal', () => modal({ trigger: 't:1000;so:200;e:promo:open;ha:true' }), {
  module,
})
describePluginContract('modal', () => modal({ popup: false }), { module })

let cleanup = () => {}
afterEach(() => {
  cleanup()
  cleanup = () => {}
  vi.restoreAllMocks()
})

async function start(...args: Parameters<typeof mountModal>) {
  const m = await mountModal(...args)
  cleanup = m.done
  return m
}

describe('modal mode (docs/behaviour.md §2.2, §4.5)', () => {
  it('Modal: hidden, then visible on open, then hidden on close', async () => {
    const { api, slider, run, root } = await start()
    const events: string[] = []
    slider.on('modal:open', ({ alias }) => events.push(`open ${alias}`))
    slider.on('modal:close', ({ alias }) => events.push(`close ${alias}`))
    const dialog = api.dialog() as HTMLDialogElement
    expect(api.state()).toBe('hidden')
    expect(dialog.open).toBe(false)
    expect(root.parentElement?.classList.contains(MODAL_WRAPPER_CLASS)).toBe(true)
    const opened = api.open()
    expect(api.state()).toBe('visible')
    expect(dialog.open).toBe(true)
    await run(1000)
    await opened
    expect(dialog.style.opacity).toBe('1')
    const closed = api.close()
    expect(api.state()).toBe('visible')
    await run(1000)
    await closed
    expect(api.state()).toBe('hidden')
    expect(dialog.open).toBe(false)
    expect(events).toEqual(['open promo', 'close promo'])
  })

  it('is a native dialog with aria-modal, labelled by the module title, z-index 999999, a close control', async () => {
    const { api } = await start()
    const dialog = api.dialog() as HTMLDialogElement
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog.classList.contains(MODAL_CLASS)).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-label')).toBe('Summer offer')
    expect(dialog.style.zIndex).toBe(`${MODAL_Z_INDEX}`)
    expect(dialog.querySelector(`.${MODAL_CLOSE_CLASS}`)?.getAttribute('aria-label')).toBe('Close')
  })

  it('the underlay takes bg; alignment left/center/right and top/middle/bottom', async () => {
    const { api } = await start({}, { modal: { bg: 'rgb(0, 0, 0)', h: 'right', v: 'bottom' } })
    const { style } = api.dialog() as HTMLDialogElement
    expect(style.background).toContain('rgb(0, 0, 0)')
    expect(style.justifyContent).toBe('flex-end')
    expect(style.alignItems).toBe('flex-end')
  })

  it('a bg that would write more CSS into the dialog is refused: the pop-up still shows', async () => {
    const { api, run } = await start({}, { modal: { bg: 'red;display:none', sp: 0 } })
    const { style } = api.dialog() as HTMLDialogElement
    expect(style.display).toBe('flex')
    expect(style.background).not.toContain('red')
    void api.open()
    await run(16)
    expect(style.display).toBe('flex')
  })

  it("the trigger string's look keys win over settings.modal", async () => {
    const { api } = await start({ trigger: 'h:left;v:top' }, { modal: { h: 'right' } })
    const { style } = api.dialog() as HTMLDialogElement
    expect(style.justifyContent).toBe('flex-start')
    expect(style.alignItems).toBe('flex-start')
  })

  it("a trigger's whole-word look keys win too; those it does not name keep settings.modal's", async () => {
    const { api } = await start(
      { trigger: 'background:rgb(1, 2, 3);vertical:bottom' },
      { modal: { bg: 'rgb(9, 9, 9)', h: 'right', v: 'top' } },
    )
    const { style } = api.dialog() as HTMLDialogElement
    expect(style.background).toContain('rgb(1, 2, 3)')
    expect(style.alignItems).toBe('flex-end')
    expect(style.justifyContent).toBe('flex-end')
  })

  it('Esc (the dialog cancel event), a click on the underlay and the close control close it', async () => {
    const { api, run } = await start({}, { modal: { sp: 200 } })
    const dialog = api.dialog() as HTMLDialogElement
    const closeBy = async (act: () => void) => {
      void api.open()
      await run(200)
      act()
      await run(200)
      return api.state()
    }
    expect(
      await closeBy(() => dialog.dispatchEvent(new Event('cancel', { cancelable: true }))),
    ).toBe('hidden')
    expect(
      await closeBy(() => dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }))),
    ).toBe('hidden')
    expect(
      await closeBy(() => dialog.querySelector<HTMLElement>(`.${MODAL_CLOSE_CLASS}`)?.click()),
    ).toBe('hidden')
  })

  it('a close event left over from an earlier close does not close a new open', async () => {
    const { api } = await start({}, {}, { reducedMotion: true })
    await api.open()
    await api.close()
    await api.open()
    api.dialog()?.dispatchEvent(new Event('close'))
    expect(api.state()).toBe('visible')
    expect(api.dialog()?.open).toBe(true)
  })

  it('a click inside the module is not a click on the underlay', async () => {
    const { api, run, root } = await start({}, { modal: { sp: 100 } })
    void api.open()
    await run(100)
    root.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await run(100)
    expect(api.state()).toBe('visible')
  })

  it('focus moves into the modal on open and returns to the element that opened it', async () => {
    const { api, run } = await start({}, { modal: { sp: 100 } })
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    void api.open()
    await run(100)
    expect(api.dialog()?.contains(document.activeElement)).toBe(true)
    const closed = api.close()
    await run(100)
    await closed
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('opened again while it closes (a trigger): focus still returns to the element that first opened it', async () => {
    const { api, run } = await start({}, { modal: { sp: 100 } })
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    void api.open()
    // The pop-up's chunk may still be on its way: the open starts once it is in.
    await vi.waitFor(() => expect(api.state()).toBe('visible'))
    await run(100)
    void api.close()
    await run(48)
    void api.open()
    await run(100)
    expect(api.state()).toBe('visible')
    const closed = api.close()
    await run(100)
    await closed
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('pS (prevent scroll): the page does not scroll behind it while open', async () => {
    const { api, run } = await start({}, { modal: { pS: true, sp: 100 } })
    void api.open()
    expect(document.documentElement.style.overflow).toBe('hidden')
    void api.close()
    await run(100)
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('Modal speed default 1000 ms: the browser fades it (no frame by script), done at 1000 ms', async () => {
    const { api, run } = await start()
    const dialog = api.dialog() as HTMLDialogElement
    const animate = vi.spyOn(HTMLElement.prototype, 'animate')
    void api.open()
    await run(496)
    // The underlay's fade and the wrapper's rise, 1000 ms, GSAP's power2.out as linear().
    expect(animate.mock.calls.map(([frames]) => frames)).toEqual([
      [{ opacity: 0 }, { opacity: 1 }],
      [{ transform: 'translateY(24px)' }, { transform: 'translateY(0px)' }],
    ])
    const timing = animate.mock.calls[0]?.[1] as KeyframeAnimationOptions
    expect(timing).toMatchObject({ duration: 1000, fill: 'both' })
    expect(String(timing.easing)).toMatch(/^linear\(0,/)
    expect(animate.mock.results.every(({ value }) => value.playState === 'running')).toBe(true)
    expect(dialog.style.opacity).toBe('0')
    await run(512)
    expect(dialog.style.opacity).toBe('1')
    expect(animate.mock.results.every(({ value }) => value.playState === 'idle')).toBe(true)
  })

  it('Modal speed: where the browser cannot animate, every frame is written: half-faded at 500 ms', async () => {
    const { api, run } = await start()
    const dialog = api.dialog() as HTMLDialogElement
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(() => {
      throw new TypeError('linear() is not an easing here')
    })
    void api.open()
    await run(496)
    expect(Number(dialog.style.opacity)).toBeGreaterThan(0)
    expect(Number(dialog.style.opacity)).toBeLessThan(1)
    await run(512)
    expect(dialog.style.opacity).toBe('1')
  })

  it('reduced motion opens and closes at once', async () => {
    const { api } = await start({}, {}, { reducedMotion: true })
    await api.open()
    expect(api.dialog()?.style.opacity).toBe('1')
    await api.close()
    expect(api.state()).toBe('hidden')
  })

  it('opens at the slide asked for', async () => {
    const { api, slider, run } = await start({}, { modal: { sp: 0 } })
    void api.open({ slide: 2 })
    await run(2000)
    expect(slider.state.index).toBe(2)
  })

  it('destroy while open puts the root back where it was and removes the dialog', async () => {
    const { api, slider, root } = await start({}, { modal: { pS: true } })
    void api.open()
    slider.destroy()
    expect(root.parentElement).toBe(document.body)
    expect([...document.body.childNodes].filter((n) => n.nodeType === Node.COMMENT_NODE)).toEqual(
      [],
    )
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('destroy while open (releaseModals, a React unmount) returns focus to the element that opened it', async () => {
    const { api, slider, run } = await start({}, { modal: { sp: 100 } })
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    void api.open()
    await run(100)
    expect(api.dialog()?.contains(document.activeElement)).toBe(true)
    slider.destroy()
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('a root the page took out of the dialog is not put back on destroy: removed stays removed', async () => {
    const { slider, root } = await start()
    root.remove()
    slider.destroy()
    expect(root.isConnected).toBe(false)
    expect([...document.body.childNodes].filter((n) => n.nodeType === Node.COMMENT_NODE)).toEqual(
      [],
    )
    expect(document.querySelector(`.${MODAL_CLASS}`)).toBeNull()
  })

  it('A modal trigger needs a settings string: an empty one is reported, nothing watched', async () => {
    const add = vi.spyOn(window, 'addEventListener')
    const { slider } = await start({ trigger: ' ' })
    expect(slider.report).toContainEqual({
      path: 'plugins.modal.trigger',
      message: expect.stringMatching(/needs a settings string/),
    })
    expect(add.mock.calls.map((c) => c[0])).not.toContain('hashchange')
    add.mockRestore()
  })

  it('valid data produces no report entries', async () => {
    const add = vi.spyOn(document, 'addEventListener')
    const { slider } = await start({ trigger: 't:10;co:2;so:100;e:go;ha:true;sp:300;bg:#000' })
    // The watchers are a chunk: the report is read once they listen.
    await vi.waitFor(() => expect(add.mock.calls.map(([type]) => type)).toContain('go'))
    expect(slider.report).toEqual([])
  })
})

describe('a closed pop-up', () => {
  it('stays laid out but hidden and off-screen (the module keeps its width, out of view); an open brings it on screen', async () => {
    const m = await mountModal({}, {}, { reducedMotion: true })
    cleanup = m.done
    const { style } = m.api.dialog() as HTMLDialogElement
    expect([style.display, style.visibility, style.transform]).toEqual([
      'flex',
      'hidden',
      'translateX(-200vw)',
    ])
    await m.api.open()
    expect([style.display, style.visibility, style.transform]).toEqual(['flex', '', ''])
    await m.api.close()
    expect(style.visibility).toBe('hidden')
  })
})
