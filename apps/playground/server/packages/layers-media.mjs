// @ts-check
/**
 * @strata/layers-media's local routes: stand-ins for the two provider player scripts, with the
 * real global names and callbacks, so the playground and its tests never reach the internet.
 *
 * - `/layers-media/youtube-iframe-api.js`: defines `window.YT` (`YT.Player(el, { videoId,
 *   playerVars, events: { onReady, onStateChange } })`, `YT.PlayerState`) and calls
 *   `window.onYouTubeIframeAPIReady()`, as YouTube's IFrame Player API does. It plays from
 *   `playerVars.start` and ends at `playerVars.end`, as YouTube does, and records the vars it was
 *   given on its box (`data-player-vars`, JSON) for the tests.
 * - `/layers-media/vimeo-player.js`: defines `window.Vimeo.Player(el, { id, ... })` with promise
 *   methods and `on(event, fn)` events (play, playing, pause, ended, timeupdate), as Vimeo's
 *   Player API does.
 *
 * Switches in the query: `delay=<ms>` answers late, `fail=1` answers 503 (the script fails to
 * load). The fake players draw a box with the video id and state, and "play" a clip of
 * `window.__fakeMediaSeconds` seconds (2 by default) on a timer.
 */

/** @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** The clock both fakes share: a position that moves while playing, and its end. */
const CLOCK = `
function fakeClock(onTick, onEnd, end) {
  var time = 0, timer = 0, last = 0;
  var length = function () { return Math.min(end || Infinity, window.__fakeMediaSeconds || 2); };
  return {
    time: function () { return time; },
    seek: function (s) { time = Math.max(0, Math.min(s, length())); },
    playing: function () { return !!timer; },
    start: function () {
      if (timer) return;
      last = performance.now();
      timer = setInterval(function () {
        var now = performance.now();
        time += (now - last) / 1000; last = now;
        if (time >= length()) { time = length(); clearInterval(timer); timer = 0; onEnd(); }
        else onTick(time);
      }, 50);
    },
    stop: function () { clearInterval(timer); timer = 0; }
  };
}
function fakeBox(el, label) {
  var box = document.createElement('div');
  box.className = 'fake-player';
  box.style.cssText = 'position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:#111;color:#eee;font:14px sans-serif';
  box.textContent = label;
  if (el.id) box.id = el.id;
  el.replaceWith(box);
  return box;
}
`

const YOUTUBE = `(function () {
${CLOCK}
  var S = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  function Player(el, options) {
    var self = this, events = (options && options.events) || {}, vars = options.playerVars || {};
    var box = fakeBox(typeof el === 'string' ? document.getElementById(el) : el, 'YouTube ' + options.videoId);
    box.dataset.videoId = options.videoId;
    box.dataset.playerVars = JSON.stringify(vars);
    var state = S.UNSTARTED, muted = false;
    var set = function (s) { state = s; box.dataset.state = String(s); box.dataset.muted = String(muted);
      if (events.onStateChange) events.onStateChange({ target: self, data: s }); };
    var clock = fakeClock(function () {}, function () { set(S.ENDED); }, vars.end);
    if (vars.start) clock.seek(vars.start);
    this.playVideo = function () { set(S.BUFFERING); setTimeout(function () { clock.start(); set(S.PLAYING); }, 30); };
    this.pauseVideo = function () { clock.stop(); set(S.PAUSED); };
    this.stopVideo = function () { clock.stop(); clock.seek(0); set(S.CUED); };
    this.seekTo = function (s) { clock.seek(s); };
    this.mute = function () { muted = true; box.dataset.muted = 'true'; };
    this.unMute = function () { muted = false; box.dataset.muted = 'false'; };
    this.isMuted = function () { return muted; };
    this.setVolume = function () {};
    this.getCurrentTime = function () { return clock.time(); };
    this.getDuration = function () { return window.__fakeMediaSeconds || 2; };
    this.getPlayerState = function () { return state; };
    this.getIframe = function () { return box; };
    this.destroy = function () { clock.stop(); box.remove(); };
    setTimeout(function () { if (events.onReady) events.onReady({ target: self }); }, 20);
  }
  window.YT = { Player: Player, PlayerState: S, loaded: 1 };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`

const VIMEO = `(function () {
${CLOCK}
  function Player(el, options) {
    var handlers = {}, muted = !!options.muted;
    var box = fakeBox(el, 'Vimeo ' + options.id);
    box.dataset.videoId = String(options.id);
    var fire = function (name, data) { box.dataset.state = name; (handlers[name] || []).forEach(function (fn) { fn(data); }); };
    var clock = fakeClock(function (t) { fire('timeupdate', { seconds: t }); }, function () { fire('ended', {}); });
    this.on = function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); };
    this.off = function (name) { delete handlers[name]; };
    this.ready = function () { return new Promise(function (r) { setTimeout(r, 20); }); };
    this.play = function () {
      if (!muted && window.__fakeVimeoRefuseSound) {
        var e = new Error('play() needs a gesture'); e.name = 'NotAllowedError'; return Promise.reject(e);
      }
      fire('play', {}); clock.start(); fire('playing', {}); return Promise.resolve();
    };
    this.pause = function () { clock.stop(); fire('pause', {}); return Promise.resolve(); };
    this.setCurrentTime = function (s) { clock.seek(s); return Promise.resolve(s); };
    this.getCurrentTime = function () { return Promise.resolve(clock.time()); };
    this.setMuted = function (m) { muted = m; box.dataset.muted = String(m); return Promise.resolve(m); };
    this.setVolume = function (v) { return Promise.resolve(v); };
    this.destroy = function () { clock.stop(); box.remove(); return Promise.resolve(); };
  }
  window.Vimeo = { Player: Player };
})();
`

const SCRIPTS = /** @type {Record<string, string>} */ ({
  '/layers-media/youtube-iframe-api.js': YOUTUBE,
  '/layers-media/vimeo-player.js': VIMEO,
})

/** @param {Req} req @param {Res} res @param {(error?: unknown) => void} next */
export default function layersMediaRoutes(req, res, next) {
  const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://127.0.0.1')
  const body = SCRIPTS[url.pathname]
  if (body === undefined) return next()
  const delay = Math.min(Number(url.searchParams.get('delay')) || 0, 10_000)
  const answer = () => {
    if (url.searchParams.get('fail') === '1') {
      res.writeHead(503, { 'Content-Type': 'text/plain' })
      res.end('unavailable')
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
    res.end(body)
  }
  if (delay) setTimeout(answer, delay)
  else answer()
}
