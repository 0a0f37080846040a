// @ts-check
/**
 * The home page: every game with its rules and options, seats to fill (you, a friend
 * by link, the computer at a level), and the games under way to join or watch.
 */

import { api, links } from './api.js';
import { controlText } from './clocks.js';
import { el, fill, rulesText } from './text.js';

/** @typedef {import('./api.js').GameInfo} GameInfo */
/** @typedef {import('./api.js').OptionSpec} OptionSpec */
/** @typedef {import('./api.js').ListedGame} ListedGame */

/** The computer levels offered, weakest first. */
const LEVELS = ['easy', 'medium', 'hard', 'max'];

/** The time controls offered, as the server names them (minutes+seconds, days per move). */
const REAL_TIME = ['1+0', '3+2', '5+3', '10+5', '15+10', '30+20'];
const CORRESPONDENCE = ['1d', '3d'];

/** @param {HTMLElement} root */
export async function lobbyPage(root) {
  const setup = el('section', { class: 'setup', 'aria-label': 'New game' });
  const lists = el('section', { class: 'lists' });
  const picker = el('nav', { class: 'picker', 'aria-label': 'Games' });
  fill(root, el('h1', {}, 'Play a cube game'), picker, setup, lists);
  /** @type {GameInfo[]} */
  let games = [];
  try {
    games = (await api('/api/catalog')).games;
  } catch (e) {
    fill(setup, el('p', { role: 'alert' }, String(/** @type {Error} */ (e).message)));
    return;
  }
  const wanted = new URLSearchParams(location.search).get('game');
  /** @param {GameInfo} game */
  const pick = (game) => {
    for (const b of picker.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.game === game.name));
    history.replaceState(null, '', `/?game=${encodeURIComponent(game.name)}`);
    setupForm(setup, game);
  };
  fill(picker, ...games.map((g) => el('button', { type: 'button', class: 'game-card', 'data-game': g.name, onclick: () => pick(g) },
    el('strong', {}, g.title), el('span', {}, g.summary))));
  pick(games.find((g) => g.name === wanted) || games[0]);
  showLists(lists);
}

/**
 * The form for a new game of `game`.
 * @param {HTMLElement} box
 * @param {GameInfo} game
 */
function setupForm(box, game) {
  const options = el('fieldset', { class: 'options' }, el('legend', {}, 'Options'));
  const seats = el('fieldset', { class: 'seat-list' }, el('legend', {}, 'Seats'));
  const time = timeControl();
  const preview = el('div', { class: 'preview', 'aria-hidden': 'true' });
  const problem = el('p', { class: 'alert', role: 'alert' });
  const start = el('button', { type: 'submit', class: 'start' }, `Start ${game.title}`);
  /** @type {Record<string, HTMLInputElement|HTMLSelectElement>} */
  const controls = {};
  for (const spec of game.options) {
    const control = optionControl(spec);
    controls[spec.key] = control;
    control.addEventListener('change', () => refresh());
    options.append(el('label', { class: 'option' },
      el('span', { class: 'key' }, spec.key), control,
      el('span', { class: 'help' }, `${spec.help} (default ${spec.default}; allowed ${spec.values})`)));
  }
  if (!game.options.length) options.append(el('p', {}, 'This game has no options.'));
  const form = el('form', { onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); create(); } },
    el('h2', {}, game.title), el('p', {}, game.summary),
    el('details', { class: 'rules-box' }, el('summary', {}, `Rules of ${game.title}`), rulesText(game.rules)),
    el('div', { class: 'setup-grid' }, el('div', {}, options, seats, time.box, start, problem), preview));
  fill(box, form);

  /** The options as chosen, only those that differ from the default. */
  const chosen = () => {
    /** @type {Record<string, string>} */
    const out = {};
    for (const spec of game.options) {
      const value = controls[spec.key].value.trim();
      if (value !== '' && value !== spec.default) out[spec.key] = value;
    }
    return out;
  };

  /** @type {{seat: number, name: string}[]} */
  let seatNames = [];
  async function refresh() {
    try {
      const setup = await api('/api/setup', { game: game.name, options: chosen() });
      problem.textContent = '';
      start.removeAttribute('disabled');
      preview.innerHTML = setup.svg;
      if (setup.seats.length !== seatNames.length) showSeats(setup.seats);
      seatNames = setup.seats;
    } catch (e) {
      problem.textContent = /** @type {Error} */ (e).message;
      start.setAttribute('disabled', '');
    }
  }

  /** @param {{seat: number, name: string}[]} list */
  function showSeats(list) {
    fill(seats, el('legend', {}, 'Seats'), ...list.map((s, i) => el('label', { class: 'seat' },
      el('span', {}, `${s.seat}. ${s.name}`),
      el('select', { name: `seat-${s.seat}`, 'aria-label': `Who plays ${s.name}` },
        el('option', { value: 'me', selected: i === 0 }, 'Me'),
        el('option', { value: 'friend' }, 'A friend (by link)'),
        ...LEVELS.map((l) => el('option', { value: l, selected: i > 0 && l === 'medium' }, `Computer — ${l}`))))));
  }

  async function create() {
    const picks = [...seats.querySelectorAll('select')].map((s) => /** @type {HTMLSelectElement} */ (s).value);
    if (picks.filter((p) => p === 'me').length > 1) {
      problem.textContent = 'Choose "Me" for one seat only: invite friends by link for the others.';
      return;
    }
    const clock = time.value();
    if (clock !== null && typeof clock === 'object' && 'error' in clock) {
      problem.textContent = clock.error;
      return;
    }
    start.setAttribute('disabled', '');
    try {
      /** @type {Record<string, any>} */
      const body = {
        game: game.name,
        options: chosen(),
        seats: picks.map((p) => (p === 'me' || p === 'friend' ? 'human' : p)),
      };
      if (clock !== null) body.clock = clock;
      /** @type {import('./api.js').Created} */
      const created = await api('/api/games', body);
      links.save(created.id, created.seats);
      const mine = created.seats[picks.indexOf('me')];
      const other = created.seats.find((s) => s.url);
      location.assign(mine?.url ?? other?.url ?? `/watch/${created.id}`);
    } catch (e) {
      problem.textContent = /** @type {Error} */ (e).message;
      start.removeAttribute('disabled');
    }
  }

  refresh();
}

/**
 * The choice of a time control: untimed, a preset, or custom (minutes + seconds of
 * increment, or days per move). `value()` is what goes in the new game's `clock`:
 * null when untimed, a preset's name, a control, or an error in words.
 */
function timeControl() {
  const select = /** @type {HTMLSelectElement} */ (el('select', { id: 'clock', name: 'clock' },
    el('option', { value: 'untimed', selected: true }, 'Untimed'),
    el('optgroup', { label: 'Real time (minutes + seconds per move)' },
      ...REAL_TIME.map((p) => el('option', { value: p }, controlText(p)))),
    el('optgroup', { label: 'Correspondence (time per move)' },
      ...CORRESPONDENCE.map((p) => el('option', { value: p }, controlText(p)))),
    el('optgroup', { label: 'Custom' },
      el('option', { value: 'custom' }, 'Custom real time…'),
      el('option', { value: 'custom-days' }, 'Custom days per move…'))));
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
  const minutes = number('clock-minutes', 'Minutes', '5', 'Each player\'s time at the start (fractions allowed: 0.5 is 30 s).');
  const seconds = number('clock-increment', 'Seconds', '3', 'Added to a player\'s time after each of their moves.');
  const days = number('clock-days', 'Days', '2', 'The most a player may take for each move.');
  const custom = el('div', { class: 'custom-clock', hidden: true }, minutes.row, seconds.row);
  const customDays = el('div', { class: 'custom-clock', hidden: true }, days.row);
  const box = el('fieldset', { class: 'time-control' }, el('legend', {}, 'Time'),
    el('label', { class: 'option', for: 'clock' }, el('span', {}, 'Clock'), select,
      el('span', { class: 'help' }, 'Each player\'s time; a player whose time runs out loses.')),
    custom, customDays);
  select.addEventListener('change', () => {
    custom.hidden = select.value !== 'custom';
    customDays.hidden = select.value !== 'custom-days';
  });
  /** @returns {null|string|import('./api.js').TimeControl|{error: string}} */
  const value = () => {
    const v = select.value;
    if (v === 'untimed') return null;
    if (v === 'custom') {
      const initial = Math.round(Number(minutes.input.value) * 60_000);
      const increment = Math.round(Number(seconds.input.value || '0') * 1000);
      if (!Number.isFinite(initial) || initial < 1000) return { error: 'A clock needs at least 1 second at the start.' };
      if (!Number.isFinite(increment) || increment < 0) return { error: 'The seconds added per move cannot be negative.' };
      return { initial_ms: initial, increment_ms: increment };
    }
    if (v === 'custom-days') {
      const per = Math.round(Number(days.input.value) * 86_400_000);
      if (!Number.isFinite(per) || per < 1000) return { error: 'Give each move some time: at least 1 second.' };
      return { per_move_ms: per };
    }
    return v;
  };
  return { box, value };
}

/**
 * The input for one option: a number field, or a list of the allowed values.
 * @param {OptionSpec} spec
 * @returns {HTMLInputElement|HTMLSelectElement}
 */
function optionControl(spec) {
  const d = spec.domain;
  const id = `option-${spec.key}`;
  if (d.kind === 'int') {
    return /** @type {HTMLInputElement} */ (el('input', { id, name: spec.key, type: 'number', min: d.min, max: d.max, value: spec.default }));
  }
  /** @type {string[]} */
  let values = [];
  if (d.kind === 'choice' || d.kind === 'file_or_choice') values = d.choices || [];
  if (d.kind === 'first') {
    values = ['random', ...Array.from({ length: d.seats || 0 }, (_, i) => String(i + 1)), ...(d.names || [])];
  }
  if (!values.includes(spec.default)) values = [spec.default, ...values];
  return /** @type {HTMLSelectElement} */ (el('select', { id, name: spec.key },
    ...values.map((v) => el('option', { value: v, selected: v === spec.default }, v))));
}

/**
 * Games waiting for a player, being played, and finished.
 * @param {HTMLElement} box
 */
async function showLists(box) {
  /** @param {string} status */
  const get = (status) => api(`/api/games?status=${status}`).then((r) => /** @type {ListedGame[]} */ (r.games)).catch(() => []);
  const [open, running, over] = await Promise.all([get('open'), get('running'), get('over')]);
  /**
   * @param {string} heading
   * @param {ListedGame[]} list
   * @param {(g: ListedGame) => Node} action
   */
  const table = (heading, list, action) => el('div', { class: 'list' }, el('h2', {}, heading),
    list.length ? el('ul', {}, ...list.slice(0, 20).map((g) => el('li', {},
      el('strong', {}, g.title), ` · ${g.seats.map((s) => (s.player === 'computer' ? s.agent : 'person')).join(' vs ')} · ${g.ply} moves `,
      g.time_control ? el('span', { class: 'control' }, `· ${controlText(g.time_control)} `) : null, action(g))))
      : el('p', {}, 'None just now.'));
  fill(box,
    table('Waiting for a player', open, (g) => el('button', { type: 'button', onclick: () => join(g) }, `Join as seat ${g.open_seats[0]}`)),
    table('Being played', running, (g) => el('a', { href: `/watch/${encodeURIComponent(g.id)}` }, 'Watch')),
    table('Finished', over, (g) => el('a', { href: `/replay/${encodeURIComponent(g.id)}` }, 'Replay')));
}

/** @param {ListedGame} g */
async function join(g) {
  try {
    const joined = await api(`/api/games/${encodeURIComponent(g.id)}/join`, {});
    location.assign(joined.url);
  } catch (e) {
    window.alert(/** @type {Error} */ (e).message);
  }
}
