// @ts-check
/**
 * The game page's sounds, made on the spot by the browser's sound maker: a click when
 * a move is shown and two notes when another player offers a draw or a rematch (both
 * on unless the player turns "Move sound" off), a beep when the seat's clock
 * falls low (off unless turned on) and a beep on the player's turn in a hidden tab
 * (turn.js), with the switches of the first two, each remembered in this browser.
 */

import { storedSwitch } from './switches.js';
import { el } from './text.js';
import { t } from './words.js';

/** The player's choice of a click with each move shown (on unless turned off). */
export const moveSound = storedSwitch('cubist.moveSound', true);
/** The player's choice of a beep as the seat's clock falls low (off unless turned on). */
export const lowTimeSound = storedSwitch('cubist.clockSound', false);
/** The low-time beep's pitch, in Hz. */
const LOW_TIME_BEEP_HZ = 880;

/** The offer's two notes, in Hz. */
const OFFER_HZ = [587, 784];

/** @type {AudioContext|null} the page's one sound maker, made when first needed */
let audio = null;

/**
 * Make the page's sound maker ready: browsers let a page make sounds only after a
 * click, so the checkboxes that turn a sound on call this.
 */
export function readySound() {
  try {
    audio ??= new AudioContext();
    audio.resume().catch(() => {});
  } catch { /* no sound on this machine */ }
}

/**
 * A short beep at `frequency` Hz (the low-time warning, a turn in a hidden tab).
 * @param {number} frequency
 */
export function beep(frequency) {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.16);
  } catch { /* no sound on this machine */ }
}

/**
 * A short click (the sound of a move shown): a burst of noise, falling off in a few
 * milliseconds, made on the spot. Silent until the page was clicked or typed in
 * (browsers allow sound only after that).
 */
export function click() {
  try {
    if (!navigator.userActivation?.hasBeenActive) return;
    audio ??= new AudioContext();
    const ctx = audio;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const length = Math.floor(ctx.sampleRate * 0.03);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 4;
    const source = ctx.createBufferSource();
    const gain = ctx.createGain();
    source.buffer = buffer;
    gain.gain.value = 0.4;
    source.connect(gain).connect(ctx.destination);
    source.start();
  } catch { /* no sound on this machine */ }
}

/** Click for a move shown, if the player wants it. */
export function moveShown() {
  if (moveSound.get()) click();
}

/**
 * Two short rising notes when another player offers something (a draw, a rematch),
 * if the player keeps the page's sounds on (the "Move sound" switch). Silent until the
 * page was clicked or typed in, as browsers allow.
 */
export function offerArrived() {
  if (!moveSound.get() || !navigator.userActivation?.hasBeenActive) return;
  beep(OFFER_HZ[0]);
  setTimeout(() => beep(OFFER_HZ[1]), 120);
}

/** Beep as the seat's clock falls low, if the player turned the sound on. */
export function lowTimeWarning() {
  if (lowTimeSound.get()) beep(LOW_TIME_BEEP_HZ);
}

/**
 * A checkbox for a sound's switch. Turning it on also readies the sound (browsers
 * allow it after a click).
 * @param {{get(): boolean, set(on: boolean): void}} sound
 * @param {string} id
 * @param {string} label
 */
export function soundBox(sound, id, label) {
  const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id }));
  box.checked = sound.get();
  box.addEventListener('change', () => {
    sound.set(box.checked);
    if (box.checked) readySound();
  });
  return el('label', { class: id, for: id }, box, ` ${label}`);
}

/** The checkbox "Move sound", remembered in this browser. */
export function moveSoundToggle() {
  return soundBox(moveSound, 'move-sound', t('sound-moves'));
}

/** The checkbox "Sound at low time", remembered in this browser. */
export function lowTimeSoundToggle() {
  return soundBox(lowTimeSound, 'clock-sound', t('sound-low-time'));
}
