// The 20 m shuttle run's beeps on the audio clock, in headless Chromium in REAL time (decision 48), as the step test's
// metronome is measured in 20-timer-accuracy.mjs: the built app served by `vite preview`, a profile planted, the page
// watched from outside by scripts/pageSpy.mjs (every tone the app starts: its pitch and its moment on the audio clock;
// every run snapshot it saves, from which the machine's time zero is read). One runner's run from Start to the last
// beep of level 21 (about 21 minutes): each beep's scheduled audio time is compared with its true moment, time zero
// plus the protocol table's offset (src/calculators/shuttleRun.ts: 72 / speed s per shuttle), mapped onto the audio
// clock through performance.now()/audio-clock pairs read every 97 ms around it (median offset); + is late. The
// level-change beeps (a triple beep) are told apart from the others by their tones. Figures, not a pass/fail test.
// Target: max |beep error| <= 20 ms, the cue tones' target in 20-timer-accuracy.mjs. The interval between consecutive
// beeps against the table's is printed too: it is free of the time zero and of this bench's clock mapping, and shows
// what the app's own mapping of each beep onto the audio clock adds (the audio clock moves in render quanta, and on a
// busy host loses a 10 ms buffer now and then: a beep cued a shuttle ahead of such a loss sounds that much late).
// BENCH_SHUTTLE_MS shortens the run (e.g. 130000: levels 1-2 and the change to 3); BENCH_DEBUG=1 prints every beep.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, appModule, startPreview } from '../benchSupport.mjs';
import { installPageSpy } from '../pageSpy.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4199); // BENCH_PORT: a free port when 4199 is taken
const { shuttleBeeps } = await appModule('src/calculators/shuttleRun.ts');
const { CUE_TONES } = await appModule('src/effects/cuePlayer.ts');
const BEEPS = shuttleBeeps();
const RUN_MS = Number(process.env.BENCH_SHUTTLE_MS ?? Math.ceil(BEEPS.at(-1).atMs) + 3_000);
const TARGET_MS = 20;

const USER = {
  uid: 'bench',
  fname: 'Bench',
  lname: 'Mark',
  age: 25,
  sex: 'MALE',
  currentWeight: 80,
  prefers_metric: true,
};

/**
 * In the page: the app's audio clock read with performance.now() every 97 ms, not 100: at a round multiple of the
 * audio device's 10 ms buffers every pair would fall at the same point of one, and the median at either edge.
 */
function recordClockPairs() {
  const pairs = [];
  window.__benchPairs = pairs;
  setInterval(() => {
    const audioS = window.__pageSpy.contexts.at(-1)?.currentTime;
    if (audioS) pairs.push([performance.now(), audioS]);
  }, 97);
}

/** The machine's time zero (performance.now(), ms): each saved snapshot's moment minus the elapsed time it holds. */
function timeZeroOf(snapshots) {
  const zeros = snapshots.filter((s) => s.machine.startsWith('shuttleRun@')).map((s) => s.at - s.elapsedMs);
  return zeros.length ? Math.min(...zeros) : null;
}

/** Where a monotonic moment (ms) falls on the audio clock (s): the median offset of the pairs read within 2 s of it. */
function audioTimeOf(pairs, atMs) {
  const near = pairs
    .filter(([p]) => Math.abs(p - atMs) <= 2_000)
    .map(([p, a]) => a - p / 1000)
    .sort((a, b) => a - b);
  return near.length ? atMs / 1000 + near[Math.floor(near.length / 2)] : null;
}

/**
 * The tones started by one call (one beep), named by their count (1: a beep, 3: a level). Calls are a shuttle (at
 * least 3.9 s) apart; the audio clock may move on within one call, so it does not tell calls apart.
 */
function beepGroups(tones) {
  const groups = [];
  for (const tone of tones) {
    const last = groups.at(-1);
    if (last && tone.at - last[0].at < 100) last.push(tone);
    else groups.push([tone]);
  }
  return groups.map((group) => ({ tones: group.length, audioTime: group[0].when }));
}

const preview = await startPreview(PORT);
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(user));
  }, USER);
  await context.addInitScript(installPageSpy);
  const page = await context.newPage();
  await page.goto(`${preview.base}#/field-tests?test=shuttle-run`);
  await page.getByRole('link', { name: 'Click to Begin' }).click();
  await page.evaluate(recordClockPairs);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  console.log(
    `one runner's shuttle run in real time for ${(RUN_MS / 1000).toFixed(0)} s (${BEEPS.length} beeps in a full run)`,
  );
  await sleep(RUN_MS);
  const { tones, snapshots, pairs } = await page.evaluate(() => ({
    tones: window.__pageSpy.tones,
    snapshots: window.__pageSpy.snapshots,
    pairs: window.__benchPairs,
  }));
  await context.close();

  const zeroMs = timeZeroOf(snapshots);
  const groups = beepGroups(tones.filter((tone) => !tone.silenced)); // a beep placed again counts where it sounds
  const tripleTones = CUE_TONES.nextLevel.length;
  const due = BEEPS.filter((beep) => beep.atMs <= RUN_MS - 1_000);
  if (zeroMs === null) console.log('no snapshot saved: the time zero is unknown');
  else if (pairs.length === 0 || groups.length === 0)
    console.log(`${groups.length} beep(s) scheduled; the audio clock did not run (no audio output in this browser?)`);
  else {
    const errors = [];
    let wrongKind = 0;
    for (const [index, beep] of due.entries()) {
      const group = groups[index];
      if (!group) break;
      if ((group.tones === tripleTones) !== beep.endsLevel) wrongKind += 1;
      const trueAudio = audioTimeOf(pairs, zeroMs + beep.atMs);
      if (trueAudio !== null) errors.push({ beep, error: (group.audioTime - trueAudio) * 1000 });
    }
    const worst = errors.reduce((w, e) => (Math.abs(e.error) > Math.abs(w.error) ? e : w), errors[0]);
    const mean = errors.reduce((sum, e) => sum + e.error, 0) / errors.length;
    const levels = new Set(errors.map((e) => e.beep.level)).size;
    console.log(
      `beeps: ${groups.length} scheduled, ${due.length} due in the run, ${errors.length} compared over ${levels} level(s); ${wrongKind} of the wrong kind (a triple beep where a single was due, or the reverse)`,
    );
    // The interval between consecutive beeps against the table's: free of the time zero and of the clock mapping.
    const intervals = due
      .slice(1)
      .flatMap((beep, i) =>
        groups[i + 1] && groups[i]
          ? [(groups[i + 1].audioTime - groups[i].audioTime) * 1000 - (beep.atMs - (due[i]?.atMs ?? 0))]
          : [],
      );
    const worstInterval = Math.max(...intervals.map(Math.abs));
    console.log(
      `beep-to-beep interval error: max |error| ${worstInterval.toFixed(3)} ms over ${intervals.length} intervals`,
    );
    if (process.env.BENCH_DEBUG)
      for (const { beep, error } of errors) console.log(`  ${beep.level}.${beep.shuttle} ${error.toFixed(3)} ms`);
    if (worst)
      console.log(
        `beep error on the audio clock: mean ${mean.toFixed(3)} ms, max |error| ${Math.abs(worst.error).toFixed(3)} ms at level ${worst.beep.level} shuttle ${worst.beep.shuttle} (target <= ${TARGET_MS} ms: ${Math.abs(worst.error) <= TARGET_MS ? 'within' : 'OVER'})`,
      );
  }
} finally {
  await browser?.close().catch(() => {});
  preview.stop();
}
