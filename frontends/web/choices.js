// @ts-check
/**
 * The choices a new game or a seek is made of: the game's options and a time control,
 * as form fields.
 */

import { controlText, spanText } from './timecontrol.js';
import { el } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').OptionSpec} OptionSpec */
/** @typedef {import('./api.js').ClockChoices} ClockChoices */

/**
 * The choice of a time control: untimed, one of the server's presets, or custom
 * (minutes + seconds of increment, or days per move). `value()` is what goes in the
 * new game's `clock`: null when untimed, a preset's name, a control, or an error in
 * words. `prefix` keeps the ids of its fields apart from another such choice on the
 * same page.
 * @param {ClockChoices} clock the presets and limits of the catalog (`GET /api/catalog`)
 * @param {string} [prefix]
 */
export function timeControl(clock, prefix = '') {
  const select = /** @type {HTMLSelectElement} */ (el('select', { id: `${prefix}clock`, name: `${prefix}clock` },
    el('option', { value: 'untimed', selected: true }, t('choices-untimed')),
    el('optgroup', { label: t('choices-real-time') },
      ...clock.real_time.map((p) => el('option', { value: p }, controlText(p)))),
    el('optgroup', { label: t('choices-correspondence') },
      ...clock.correspondence.map((p) => el('option', { value: p }, controlText(p)))),
    el('optgroup', { label: t('choices-custom') },
      el('option', { value: 'custom' }, t('choices-custom-real')),
      el('option', { value: 'custom-days' }, t('choices-custom-days')))));
  /**
   * @param {string} id
   * @param {string} label
   * @param {string} value
   * @param {string} help
   */
  const number = (id, label, value, help) => {
    const input = /** @type {HTMLInputElement} */ (el('input', { id, name: id, type: 'number', min: 0, step: 'any', value }));
    return { input, row: el('label', { class: 'option', for: id }, el('span', {}, label), input, el('span', { class: 'help' }, help)) };
  };
  const minutes = number(`${prefix}clock-minutes`, t('choices-minutes'), '5', t('choices-minutes-help'));
  const seconds = number(`${prefix}clock-increment`, t('choices-seconds'), '3', t('choices-seconds-help'));
  const days = number(`${prefix}clock-days`, t('choices-days'), '2', t('choices-days-help'));
  const custom = el('div', { class: 'custom-clock', hidden: true }, minutes.row, seconds.row);
  const customDays = el('div', { class: 'custom-clock', hidden: true }, days.row);
  const box = el('fieldset', { class: 'time-control' }, el('legend', {}, t('choices-time')),
    el('label', { class: 'option', for: `${prefix}clock` }, el('span', {}, t('choices-clock')), select,
      el('span', { class: 'help' }, t('choices-clock-help'))),
    custom, customDays);
  select.addEventListener('change', () => {
    custom.hidden = select.value !== 'custom';
    customDays.hidden = select.value !== 'custom-days';
  });
  const least = spanText(clock.min_ms);
  /** @returns {null|string|import('./api.js').TimeControl|{error: string}} */
  const value = () => {
    const v = select.value;
    if (v === 'untimed') return null;
    if (v === 'custom') {
      const initial = Math.round(Number(minutes.input.value) * 60_000);
      const increment = Math.round(Number(seconds.input.value || '0') * 1000);
      if (!Number.isFinite(initial) || initial < clock.min_ms) return { error: t('choices-clock-too-short', { least }) };
      if (!Number.isFinite(increment) || increment < 0) return { error: t('choices-negative-increment') };
      return { initial_ms: initial, increment_ms: increment };
    }
    if (v === 'custom-days') {
      const per = Math.round(Number(days.input.value) * 86_400_000);
      if (!Number.isFinite(per) || per < clock.min_ms) return { error: t('choices-move-too-short', { least }) };
      return { per_move_ms: per };
    }
    return v;
  };
  return { box, value };
}

/**
 * The input for one option: a number field, or a list of the values the game offers,
 * each by its label for people (the catalog's `choices`).
 * @param {OptionSpec} spec
 * @param {string} [prefix] as for timeControl
 * @returns {HTMLInputElement|HTMLSelectElement}
 */
export function optionControl(spec, prefix = '') {
  const d = spec.domain;
  const id = `${prefix}option-${spec.key}`;
  if (d.kind === 'int') {
    return /** @type {HTMLInputElement} */ (el('input', { id, name: spec.key, type: 'number', min: d.min, max: d.max, value: spec.default }));
  }
  const offered = (spec.choices ?? []).slice();
  if (!offered.some((c) => c.value === spec.default)) offered.unshift({ value: spec.default, label: spec.default });
  return /** @type {HTMLSelectElement} */ (el('select', { id, name: spec.key },
    ...offered.map((c) => el('option', { value: c.value, selected: c.value === spec.default }, c.label))));
}

/**
 * What an option does, for the line under its field: the game's help with a capital
 * letter, and a number's range.
 * @param {OptionSpec} spec
 */
export function optionHelp(spec) {
  const d = spec.domain;
  const help = spec.help.charAt(0).toUpperCase() + spec.help.slice(1);
  return d.kind === 'int' ? t('choices-help-range', { help, min: String(d.min), max: String(d.max) }) : `${help}.`;
}

/**
 * An option's value in words: the label of a listed value, or the value itself.
 * @param {OptionSpec} spec
 * @param {string} value
 */
export function optionValueText(spec, value) {
  const text = String(value).toLowerCase();
  const choices = spec.choices ?? [];
  // A seat's number for who moves first: the choices list the seats in order after "random".
  if (spec.domain.kind === 'first' && /^[1-9]$/.test(text) && choices[Number(text)]) return choices[Number(text)].label;
  return choices.find((c) => c.value === text)?.label ?? String(value);
}

/**
 * A game's options in words, only those that differ from their defaults: "Move
 * limit: 500 · Who moves first: Light"; empty when all are the defaults. Options
 * without a spec are named by their key.
 * @param {OptionSpec[]} specs
 * @param {Record<string, any>} options
 */
export function optionsText(specs, options) {
  return Object.entries(options || {}).flatMap(([key, value]) => {
    const spec = specs.find((s) => s.key === key);
    if (!spec) return [`${key}: ${value}`];
    const same = String(value).toLowerCase() === spec.default.toLowerCase()
      || optionValueText(spec, value) === optionValueText(spec, spec.default);
    return same ? [] : [`${spec.label ?? key}: ${optionValueText(spec, value)}`];
  }).join(' · ');
}

/**
 * A game's options as chosen in their fields: only those that differ from the default.
 * @param {OptionSpec[]} specs
 * @param {Record<string, HTMLInputElement|HTMLSelectElement>} controls by key
 */
export function chosenOptions(specs, controls) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const spec of specs) {
    const value = controls[spec.key].value.trim();
    if (value !== '' && value !== spec.default) out[spec.key] = value;
  }
  return out;
}

/**
 * The fields of a game's options, in a fieldset: each calls `changed` when it changes.
 * @param {OptionSpec[]} specs
 * @param {() => void} changed
 * @param {string} [prefix] as for timeControl
 */
export function optionFields(specs, changed, prefix = '') {
  const box = el('fieldset', { class: 'options' }, el('legend', {}, t('choices-options')));
  /** @type {Record<string, HTMLInputElement|HTMLSelectElement>} */
  const controls = {};
  for (const spec of specs) {
    const control = optionControl(spec, prefix);
    controls[spec.key] = control;
    control.addEventListener('change', changed);
    // A number applies as it is typed (the seats follow the number of players).
    if (control instanceof HTMLInputElement) control.addEventListener('input', changed);
    const helpId = `${control.id}-help`;
    control.setAttribute('aria-describedby', helpId);
    box.append(el('label', { class: 'option', 'data-key': spec.key },
      el('span', { class: 'key' }, spec.label ?? spec.key), control,
      el('span', { class: 'help', id: helpId }, optionHelp(spec))));
  }
  if (!specs.length) box.append(el('p', {}, t('choices-no-options')));
  /**
   * Offer as who moves first only the seats a game of `seats` players has (the list
   * names every seat the game may have, in order after "random"); a seat no longer
   * there goes back to the default.
   * @param {number} seats
   */
  const seatsAre = (seats) => {
    for (const spec of specs.filter((s) => s.domain.kind === 'first')) {
      const select = /** @type {HTMLSelectElement} */ (controls[spec.key]);
      [...select.options].forEach((o, i) => {
        o.hidden = i > seats;
        o.disabled = i > seats;
      });
      if (select.selectedIndex > seats) select.value = spec.default;
    }
  };
  return { box, chosen: () => chosenOptions(specs, controls), seatsAre };
}
