import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { publicEntries } from './packages'

// Types a user compiles against: the built .d.ts entries, with every plugin's
// `declare module '@strata/core'` additions. Probes are compiled by the TypeScript compiler
// against the built packages, as a user's project would.
const entries = publicEntries()
const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  // The probes are checked, not the packages' own d.ts internals (their typecheck does that).
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  // Each public specifier resolves to its built d.ts, also from inside the packages' own d.ts.
  paths: Object.fromEntries(entries.map((e) => [e.specifier, [e.dts]])),
}

/** Compiles the virtual `files` (name → source); returns each file's diagnostics as text. */
function compile(files: Record<string, string>): Record<string, string[]> {
  const virtual = new Map(
    Object.entries(files).map(([name, text]) => [join(import.meta.dirname, name), text]),
  )
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, version, ...rest) => {
    const text = virtual.get(name)
    return text === undefined
      ? getSourceFile(name, version, ...rest)
      : ts.createSourceFile(name, text, version)
  }
  host.fileExists = (name) => virtual.has(name) || ts.sys.fileExists(name)
  host.readFile = (name) => virtual.get(name) ?? ts.sys.readFile(name)
  const program = ts.createProgram([...virtual.keys()], options, host)
  const text = (d: ts.Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n')
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(text)
  return Object.fromEntries(
    Object.keys(files).map((name) => {
      const file = program.getSourceFile(join(import.meta.dirname, name))!
      const own = [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ]
      return [name, [...global, ...own.map(text)]]
    }),
  )
}

/** What a site and a plugin author write; it must compile with no diagnostic. */
const GOOD = `
import {
  createSlider,
  type GridBox,
  MODULE_CLASS,
  type ModuleSettings,
  type Plugin,
  type PluginContext,
} from '@strata/core'
import { DRAG_MIN_MS, isDragStep, str } from '@strata/core/kit'
import { expectConsoleError } from '@strata/core/testing'
import { nav } from '@strata/nav'

declare module '@strata/core' {
  interface SliderEvents {
    'probe:ping': { n: number }
  }
}

const slider = createSlider(document.createElement('div'), { module: {}, plugins: [nav()] })
export const api = slider.plugin('nav')
const settings: ModuleSettings | undefined = slider.module?.settings
export const arrows = settings?.nav?.arrows
export const off = slider.on('nav:step', (event) => event.target)
slider.removeSlide(0)
slider.removeSlide('intro')
export const probe: Plugin<'probe', null> = {
  name: 'probe',
  options: null,
  setup(ctx: PluginContext) {
    const box: GridBox = ctx.dom.grid()
    ctx.dom.stage.append(ctx.dom.track)
    ctx.slideshow.pause()
    ctx.emit('probe:ping', { n: box.scale })
    return undefined
  },
}
export { DRAG_MIN_MS, expectConsoleError, isDragStep, MODULE_CLASS, str }
`

/** Mistakes the types must catch: each probe must fail to compile with the given message. */
const BAD: Record<string, { source: string; error: RegExp }> = {
  'a plugin emits a core event': {
    source: `
import type { Plugin } from '@strata/core'
export const sneaky: Plugin<'sneaky', null> = {
  name: 'sneaky',
  options: null,
  setup(ctx) {
    ctx.emit('slide:after', { index: 0, prevIndex: 0, direction: 1 })
    return undefined
  },
}`,
    error: /"slide:after".*not assignable/s,
  },
  'a plugin-author helper imported from the main entry': {
    source: `import { str } from '@strata/core'\nexport { str }`,
    error: /has no exported member .*'str'/,
  },
  "a plugin's settings slice read as if always there": {
    source: `
import type { ModuleSettings } from '@strata/core'
import '@strata/nav'
export const read = (settings: ModuleSettings) => settings.nav.arrows`,
    error: /'settings\.nav' is possibly 'undefined'/,
  },
}

describe('public types of the built packages', () => {
  it("a site and a plugin author's code compiles: plugin apis, settings slices, events, ctx", () => {
    expect(compile({ 'good.ts': GOOD })['good.ts']).toEqual([])
  })

  it.each(Object.entries(BAD))('the types reject %s', (_, { source, error }) => {
    const errors = compile({ 'bad.ts': source })['bad.ts']!
    expect(errors.join('\n')).toMatch(error)
  })

  it('each entry declares exactly these names (types included)', () => {
    const program = ts.createProgram(
      entries.map((e) => e.dts),
      options,
    )
    const checker = program.getTypeChecker()
    const names: Record<string, string[]> = {}
    for (const { specifier, dts } of entries) {
      const file = program.getSourceFile(dts)
      const module = file && checker.getSymbolAtLocation(file)
      names[specifier] = module
        ? checker
            .getExportsOfModule(module)
            .map((s) => s.name)
            .sort()
        : []
    }
    expect(names).toMatchInlineSnapshot(`
      {
        "@strata/bg-transitions": [
          "BG_ANIMATION_DEFAULTS",
          "Bg3d",
          "BgAnimation",
          "BgData",
          "BgFilter",
          "BgImage",
          "BgMotion",
          "BgOut",
          "BgPreset",
          "BgTransitionsApi",
          "BgTransitionsOptions",
          "GridSize",
          "LOOKUP_LEVELS",
          "PRESETS",
          "TransitionPlan",
          "backgroundAnimation",
          "bgTransitions",
          "bgTransitionsPart",
          "crossfadePlan",
          "lookup",
          "resolveAnimation",
        ],
        "@strata/carousel": [
          "CAROUSEL_DEFAULTS",
          "CarouselApi",
          "CarouselOptions",
          "CarouselOrientation",
          "CarouselSettings",
          "LAYERS_ATTR",
          "Layout",
          "Pose",
          "carousel",
          "carouselPart",
          "carouselSettings",
        ],
        "@strata/carousel/layout": [
          "Layout",
          "Pose",
          "carouselLayout",
          "poseAt",
          "poseTransform",
        ],
        "@strata/core": [
          "ANNOUNCER_CLASS",
          "AnyPlugin",
          "BrowserSettings",
          "Cancel",
          "CoreEventName",
          "CoreEventPrefix",
          "Direction",
          "ERROR_SLIDE_CLASS",
          "ERROR_SUBTITLE",
          "ERROR_TITLE",
          "EventHandler",
          "EventName",
          "FakeScheduler",
          "FrameDriver",
          "GLOBAL_SLIDE_CLASS",
          "GeneralSettings",
          "GoToOptions",
          "GoToTarget",
          "GridBox",
          "LAYER_CLASS",
          "LEVEL_NAMES",
          "LayerModel",
          "LayerPosition",
          "LayerSize",
          "LayerType",
          "Length",
          "Level",
          "MODULE_CLASS",
          "ModuleBackground",
          "ModuleDom",
          "ModuleModel",
          "ModuleSettings",
          "ModuleSource",
          "ModuleType",
          "PartNormaliser",
          "PauseReason",
          "Plugin",
          "PluginApis",
          "PluginContext",
          "PluginDom",
          "PluginEventName",
          "PluginInstance",
          "PrepareContext",
          "RawRecord",
          "RawValue",
          "ReportEntry",
          "Reporter",
          "Responsive",
          "RestOptions",
          "SLIDES_CLASS",
          "SLIDE_CLASS",
          "STAGE_CLASS",
          "Scheduler",
          "Services",
          "SizeSettings",
          "SlideLoop",
          "SlideModel",
          "SlideParam",
          "SlidePublish",
          "SlideSlideshow",
          "Slider",
          "SliderEvents",
          "SliderOptions",
          "SliderState",
          "SlideshowSettings",
          "SlideshowStatus",
          "TransitionHandler",
          "TransitionRequest",
          "Unsubscribe",
          "createSlider",
          "initialState",
        ],
        "@strata/core/gradient": [
          "readGradient",
        ],
        "@strata/core/kit": [
          "DRAG_MIN_MS",
          "DRAG_MIN_SHARE",
          "Ease",
          "EventBus",
          "GsapTicking",
          "Layout",
          "LayoutEnv",
          "NEAR_SLIDES",
          "OnceChunk",
          "OwnSheet",
          "Playback",
          "Reader",
          "Schema",
          "Shaped",
          "UrlUse",
          "absent",
          "adoptCss",
          "at",
          "bool",
          "checkColour",
          "clampDpr",
          "cleanId",
          "colour",
          "computeLayout",
          "createPlayback",
          "createScheduler",
          "easeNamed",
          "entries",
          "firstSet",
          "frameSamples",
          "guard",
          "isDragStep",
          "isRec",
          "levelFor",
          "linearEasing",
          "nearSlides",
          "normaliseModule",
          "num",
          "onceChunk",
          "oneOf",
          "ownSheet",
          "parseBoolean",
          "parseColour",
          "parseLength",
          "parseNumber",
          "perLevel",
          "quietTicker",
          "record",
          "records",
          "responsive",
          "safeUrl",
          "sameWhenLeftOut",
          "shape",
          "startedAt",
          "str",
          "stripMarkup",
          "walkRecords",
        ],
        "@strata/core/layers": [
          "layerBase",
          "normaliseLayers",
        ],
        "@strata/core/loading": [
          "Cookies",
          "Gradient",
          "GradientStop",
          "IMAGE_CAPACITY",
          "IMAGE_EXTENSIONS",
          "IMAGE_SLOTS",
          "ImageCandidates",
          "ImageQueue",
          "ImageQueueOptions",
          "ImageRecord",
          "ImageRequest",
          "ImageState",
          "LoadOptions",
          "LoadingServices",
          "PreloadOptions",
          "RESOURCE_STATUS",
          "ResourceRecord",
          "ResourceRegistry",
          "ResourceRegistryOptions",
          "ResourceStatus",
          "createCookies",
          "createImageQueue",
          "createResourceRegistry",
          "decodeOutOfView",
          "firstSlideInData",
          "gradientToCss",
          "isImageUrl",
          "loadingServices",
          "normaliseImageUrl",
          "pageResources",
          "parseGradient",
          "preloadImage",
          "prepareColours",
          "refuseUrl",
        ],
        "@strata/core/page": [
          "ACTIONS_ATTRIBUTE",
          "ACTION_DEBOUNCE",
          "APPEAR_CHECK_MS",
          "APPEAR_THRESHOLDS",
          "ActionEngine",
          "ActionHandler",
          "ActionHost",
          "ActionRecord",
          "ActionRun",
          "ActionsApi",
          "ActionsOptions",
          "AppearOffset",
          "AppearOptions",
          "DEFAULT_SCROLL_EASE",
          "DEFAULT_SCROLL_SPEED",
          "DeepLinkOptions",
          "Ease",
          "FLAGGED_THRESHOLD",
          "FPS_MEASURE_MS",
          "FPS_WINDOW",
          "FULLSCREEN_CLASS",
          "FollowLinkDeps",
          "FpsMonitorOptions",
          "LAYER_HIDDEN_CLASS",
          "LAYER_ID_ATTRIBUTE",
          "LOW_FPS",
          "LinkOptions",
          "LinkProtocol",
          "ObserversApi",
          "ObserversOptions",
          "ResolvedLink",
          "SCROLL_BASED_ATTRIBUTE",
          "SCROLL_VIEWPORT_MARGIN",
          "ScrollMetrics",
          "ScrollOptions",
          "VIEWPORT_MARGIN",
          "ViewportOptions",
          "actionKey",
          "actions",
          "appearThreshold",
          "bindAction",
          "createActionEngine",
          "createFpsMonitor",
          "deepLink",
          "hashToIndex",
          "isScrollBased",
          "observeAppear",
          "observeViewport",
          "observers",
          "readAction",
          "readHash",
          "scrollToAnchor",
          "slideHashName",
        ],
        "@strata/core/rest": [
          "AjaxRequest",
          "FieldValue",
          "FormFields",
          "FullSliderRequest",
          "LazySlidesOptions",
          "ModuleRef",
          "REST_HEADERS",
          "RestClient",
          "RestClientOptions",
          "SliderQuery",
          "ajax",
          "createRestClient",
          "formBody",
          "getFullSliderObject",
          "getModalSettings",
          "getModalText",
          "getSlideLayers",
          "getSliderText",
          "getStreamData",
          "getStreamText",
          "isLazySlide",
          "lazySlides",
          "restGet",
          "restUrl",
          "splitJsonObjects",
          "succeeded",
        ],
        "@strata/core/sanitize": [
          "HtmlPolicy",
          "SanitizedHtml",
          "UrlUse",
          "safeUrl",
          "sanitizeHtml",
        ],
        "@strata/core/ssr": [
          "moduleBoxCss",
        ],
        "@strata/core/testing": [
          "ContractOptions",
          "FakeBrowserOptions",
          "STUB_RESOURCES",
          "StubApi",
          "StubOptions",
          "StubResource",
          "adoptedRules",
          "checkPluginContract",
          "contractModule",
          "createFakeScheduler",
          "describePluginContract",
          "expectConsoleError",
          "installConsoleGuard",
          "installFakeBrowser",
          "leakyPlugin",
          "sampleModule",
          "stubPlugin",
        ],
        "@strata/embed": [
          "DropIn",
          "DropInOptions",
          "ElementSource",
          "FORWARDED_EVENTS",
          "MODULE_SELECTOR",
          "OBSERVED_ATTRIBUTES",
          "OPT_IN_PLUGINS",
          "PluginRegistry",
          "PreSizeEntry",
          "SliderElementOptions",
          "Sr7Globals",
          "StrataSliderElement",
          "defineSliderElement",
          "pluginsFor",
          "preSize",
          "startDropIn",
        ],
        "@strata/embed/define": [],
        "@strata/embed/plugins": [
          "allPlugins",
          "corePlugins",
          "sliderPlugins",
        ],
        "@strata/fonts": [
          "Collected",
          "DEFAULT_FONT_TIMEOUT",
          "DEFAULT_PROVIDER_BASE",
          "DEFAULT_WEIGHT",
          "FONT_CHECK_INTERVAL",
          "FONT_SUBSETS",
          "FontMetrics",
          "FontRecord",
          "FontStatus",
          "FontUse",
          "FontWeights",
          "FontWidths",
          "FontsApi",
          "FontsOptions",
          "ICON_FONTS",
          "WEB_SAFE_FONTS",
          "collectFonts",
          "familyParam",
          "fontName",
          "fonts",
          "fontsPart",
          "iconFont",
          "iconsOfClasses",
          "isSafeFamily",
          "isWebSafe",
          "providerUrl",
          "subsetsOf",
        ],
        "@strata/fonts/fallback": [
          "FontMetrics",
          "FontWidths",
          "fallbackCss",
          "fallbackOverrides",
        ],
        "@strata/fonts/metrics": [
          "inter",
          "inter700",
          "lato",
          "lato700",
          "montserrat",
          "montserrat700",
          "notoSans",
          "notoSans700",
          "openSans",
          "openSans700",
          "poppins",
          "poppins700",
          "raleway",
          "raleway700",
          "roboto",
          "roboto700",
        ],
        "@strata/layers-media": [
          "AutoPlay",
          "IMAGE_DEFAULTS",
          "IMAGE_EXTENSIONS",
          "ImageContent",
          "LayersMediaApi",
          "LayersMediaOptions",
          "MEDIA_DEFAULTS",
          "MEDIA_TYPES",
          "MediaContent",
          "MediaEvent",
          "MediaType",
          "VIDEO_STATE",
          "VideoState",
          "layersMedia",
          "layersMediaPart",
        ],
        "@strata/layers-text": [
          "BuiltLayer",
          "ContentFactory",
          "ContentHandle",
          "ContentRequest",
          "FILTER_DEFAULTS",
          "FrameEnv",
          "HOVER_FRAME_DEFAULTS",
          "HoverFrame",
          "HoverRequest",
          "LAYOUT_DEFAULTS",
          "LayerBorder",
          "LayerFilter",
          "LayerFont",
          "LayerFrameEvent",
          "LayerHover",
          "LayerLayout",
          "LayerShadow",
          "LayerStyle",
          "LayersTextApi",
          "LayersTextOptions",
          "LevelSides",
          "STYLE_DEFAULTS",
          "Sides",
          "SlideLayers",
          "SpikeEdge",
          "TextAlign",
          "addLayerContent",
          "buildSlideLayers",
          "cleanHtml",
          "layersText",
          "layersTextPart",
        ],
        "@strata/modal": [
          "HASH_OPEN_DELAY",
          "MODAL_CLASS",
          "MODAL_CLOSE_CLASS",
          "MODAL_DEFAULTS",
          "MODAL_WRAPPER_CLASS",
          "MODAL_Z_INDEX",
          "ModalApi",
          "ModalOptions",
          "ModalSettings",
          "ModalState",
          "ModalTrigger",
          "ModalTriggerOptions",
          "OpenModalOptions",
          "SCROLL_TARGET_SHARE",
          "TRIGGER_DEFAULTS",
          "modal",
          "modalCookieName",
          "modalPart",
          "modalTrigger",
          "openModal",
          "parseModalTrigger",
          "releaseModals",
        ],
        "@strata/nav": [
          "DEFAULT_SKIN",
          "NAV_DEFAULTS",
          "NavApi",
          "NavArrows",
          "NavExtra",
          "NavH",
          "NavItems",
          "NavKind",
          "NavKindName",
          "NavList",
          "NavOptions",
          "NavPlacement",
          "NavScrubber",
          "NavSettings",
          "NavSize",
          "NavSkin",
          "NavV",
          "NavVia",
          "NavWrapper",
          "PROGRESS_BAR_DEFAULTS",
          "ProgressBar",
          "nav",
          "navDefaults",
          "navPart",
          "progressBarDefaults",
        ],
        "@strata/nav/skins": [
          "BUILTIN_SKINS",
          "DEFAULT_SKIN",
          "NavSkin",
          "fillCss",
          "fillHtml",
        ],
        "@strata/parallax": [
          "LAYER_MOTION_DEFAULTS",
          "LayerMotion",
          "PARALLAX_DEFAULTS",
          "PARALLAX_TYPES",
          "ParallaxApi",
          "ParallaxOptions",
          "ParallaxSettings",
          "SCROLL_MODIFIER_DEFAULTS",
          "SCROLL_TIMELINE_DEFAULTS",
          "ScrollModifiers",
          "ScrollTimeline",
          "parallax",
          "parallaxPart",
        ],
        "@strata/react": [
          "EMPTY_STATE",
          "Slider",
          "SliderProps",
          "SliderProvider",
          "SliderProviderOptions",
          "SliderProviderProps",
          "SliderRootProps",
          "SliderShell",
          "buildShell",
          "useSlider",
          "useSliderEvent",
          "useSliderState",
        ],
        "@strata/streams": [
          "FEED_DEFAULTS",
          "FEED_NOT_LOADED",
          "FeedItem",
          "FeedSettings",
          "FeedStatus",
          "SOURCE_TYPES",
          "STREAM_TYPES",
          "SourceMapping",
          "SourceType",
          "StreamItem",
          "StreamOptions",
          "StreamType",
          "StreamsOptions",
          "expandStream",
          "readFeed",
          "streamErrorSubtitle",
          "streams",
          "streamsPart",
        ],
        "@strata/streams/sources": [
          "FetchedType",
          "ItemType",
          "SOURCE_MAPPINGS",
          "isFetched",
        ],
      }
    `)
  })
})
