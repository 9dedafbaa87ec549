// What a bench or an end-to-end test watches in the page from outside (no probe in the product): an init
// script, run before the app's own scripts, that records every AudioContext the page makes, every tone it starts
// (an oscillator's pitch, its start on the audio clock, and the audio clock and performance.now() at that call; marked
// silenced when stopped before it starts) and
// every run snapshot the app saves for resume after a reload (its name, state and elapsed time, with performance.now()).
// The page works as usual; scripts/bench/20-timer-accuracy.mjs and e2e/support.ts (spyOnTones) read it as
// `window.__pageSpy`.

/** Pass to `page.addInitScript` / `context.addInitScript`: it runs inside the page, so it names nothing outside it. */
export function installPageSpy() {
  const spy = { contexts: [], tones: [], snapshots: [] };
  Object.defineProperty(window, '__pageSpy', { value: spy });
  const NativeAudioContext = window.AudioContext;
  if (NativeAudioContext) {
    window.AudioContext = class extends NativeAudioContext {
      constructor(...args) {
        super(...args);
        spy.contexts.push(this);
      }
    };
  }
  const start = OscillatorNode.prototype.start;
  const spied = new WeakMap();
  OscillatorNode.prototype.start = function (when) {
    const tone = {
      hz: this.frequency.value,
      when: when ?? 0,
      audioNow: this.context.currentTime,
      at: performance.now(),
    };
    spied.set(this, tone);
    spy.tones.push(tone);
    return start.call(this, when);
  };
  // A tone stopped before its start never sounds (a cue placed again, Cancel): it is marked silenced.
  const stop = OscillatorNode.prototype.stop;
  OscillatorNode.prototype.stop = function (when) {
    const tone = spied.get(this);
    if (tone && (when ?? 0) < tone.when && this.context.currentTime < tone.when) tone.silenced = true;
    return stop.call(this, when);
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (String(key).startsWith('protocolSnapshot:')) {
      try {
        const { machine, state, elapsedMs } = JSON.parse(value);
        if (typeof elapsedMs === 'number') spy.snapshots.push({ at: performance.now(), machine, state, elapsedMs });
      } catch {
        // Not a snapshot (a marker): nothing to record.
      }
    }
    return setItem.call(this, key, value);
  };
}
