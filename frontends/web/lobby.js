// @ts-check
/**
 * The home page: every game with its rules and options, seats to fill (you, a friend
 * by link, the computer at a level), quick play (a seek, and the others' open seeks),
 * the picked game's puzzle of the day, and the games under way to join or watch.
 */

import { me } from './account.js';
import { api, links } from './api.js';
import { optionFields, timeControl } from './choices.js';
import { controlText, unusualRules } from './timecontrol.js';
import { lessonLink, lessonList } from './learn.js';
import { remembered, seatLink } from './mine.js';
import { playerLink } from './players.js';
import { quickPlay, seekGames, showSeeks } from './seeks.js';
import { el, fill, rulesText, seatDot } from './text.js';
import { dailyCard } from './puzzles.js';
import { tournamentName } from './tournaments.js';
import { t } from './words.js';

/** @typedef {import('./api.js').GameInfo} GameInfo */
/** @typedef {import('./api.js').ClockChoices} ClockChoices */
/** @typedef {import('./api.js').OptionSpec} OptionSpec */
/** @typedef {import('./api.js').ListedGame} ListedGame */

/** The computer levels offered, weakest first. */
const LEVELS = ['easy', 'medium', 'hard', 'max'];

/**
 * A computer level in words.
 * @param {string} level
 */
export function levelWord(level) {
  /** @type {Record<string, () => string>} */
  const words = { easy: () => t('level-easy'), medium: () => t('level-medium'), hard: () => t('level-hard'), max: () => t('level-max') };
  return words[level]?.() ?? level;
}

/** @param {HTMLElement} root */
export async function lobbyPage(root) {
  const setup = el('section', { class: 'setup', 'aria-label': t('lobby-new-game-label') });
  const quick = el('section', { class: 'quick', 'aria-labelledby': 'quick-heading' });
  const seeks = el('div', { class: 'list seeks' });
  const lists = el('section', { class: 'lists' });
  const picker = el('nav', { class: 'picker', 'aria-label': t('lobby-games-label') });
  const learn = el('nav', { class: 'learn-games', 'aria-label': t('lobby-lessons-label') });
  /** @type {import('./api.js').Catalog} */
  let catalog;
  /** @type {import('./account.js').Me|null} */
  let signedIn = null;
  /** @type {import('./learn.js').LessonListing[]} */
  let lessons = [];
  /** @type {import('./api.js').DailyPuzzle[]} */
  let daily = [];
  /** @type {import('./tournaments.js').Summary[]} */
  let soon = [];
  try {
    // The puzzles of the day come with the catalog, so their card is there when the
    // page is first drawn (none if the site has no puzzles or does not answer).
    [catalog, signedIn, lessons, daily, soon] = await Promise.all([api('/api/catalog'), me(), lessonList().catch(() => []),
      api('/api/puzzles/daily').then((d) => /** @type {import('./api.js').PuzzleDaily} */ (d).puzzles, () => []),
      api('/api/tournaments').then(announced, () => [])]);
  } catch (e) {
    fill(root, el('h1', {}, t('lobby-heading')), el('p', { role: 'alert' }, String(/** @type {Error} */ (e).message)));
    return;
  }
  // Drawn once the catalog is here, with its contents: nothing moves as they come in.
  const puzzle = daily.length ? el('section', { class: 'daily-puzzle', 'aria-labelledby': 'daily-heading' }) : null;
  fill(root, el('h1', {}, t('lobby-heading')), soon.length ? announcements(soon) : null, picker, learn, puzzle,
    el('div', { class: 'play-now' }, quick, seeks), setup, lists);
  const { games, clock } = catalog;
  seekGames(games);
  const wanted = new URLSearchParams(location.search).get('game');
  /** @param {GameInfo} game */
  const pick = (game) => {
    for (const b of picker.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.game === game.name));
    history.replaceState(null, '', `/?game=${encodeURIComponent(game.name)}`);
    setupForm(setup, game, signedIn, clock);
    seeker.show(game);
    if (puzzle) fill(puzzle, ...dailyCard(daily.find((p) => p.game === game.name) ?? daily[0]));
  };
  const seeker = quickPlay(quick, signedIn, clock, (id) => showSeeks(seeks, id));
  fill(picker, ...games.map((g) => el('button', { type: 'button', class: 'game-card', 'data-game': g.name, onclick: () => pick(g) },
    el('strong', {}, g.title), el('span', {}, g.summary))));
  pick(games.find((g) => g.name === wanted) || games[0]);
  showSeeks(seeks, seeker.waitingOn());
  showLists(lists);
  showLessons(learn, lessons);
}

/** Tournaments announced from this long before their start. */
const ANNOUNCED_MS = 60 * 60 * 1000;

/**
 * The tournaments to announce in the lobby: those starting within the hour, then
 * the arenas running (still open to entries); three at most.
 * @param {{upcoming: import('./tournaments.js').Summary[], running: import('./tournaments.js').Summary[]}} list
 */
function announced(list) {
  const now = Date.now();
  return [...list.upcoming.filter((s) => s.starts_at - now <= ANNOUNCED_MS),
    ...list.running.filter((s) => s.kind === 'arena')].slice(0, 3);
}

/**
 * "Squadro Arena starts in 5 minutes", with a link to each tournament's page.
 * @param {import('./tournaments.js').Summary[]} soon
 */
function announcements(soon) {
  return el('ul', { class: 'plain announcements', 'aria-label': t('lobby-tournaments-label') },
    ...soon.map((s) => {
      const minutes = Math.max(0, Math.ceil((s.starts_at - Date.now()) / 60000));
      const words = s.status === 'running'
        ? t('lobby-tournament-running', { name: tournamentName(s) })
        : t('lobby-tournament-soon', { name: tournamentName(s), n: minutes });
      return el('li', {}, el('a', { href: `/tournaments/${encodeURIComponent(s.id)}` }, words));
    }));
}

/**
 * "Learn to play" next to each game that has a lesson.
 * @param {HTMLElement} box
 * @param {import('./learn.js').LessonListing[]} lessons
 */
function showLessons(box, lessons) {
  if (!lessons.length) return;
  fill(box, el('span', {}, t('lobby-new-to-games'), ' '), ...lessons.flatMap((g, i) => [i ? ' · ' : '', lessonLink(g)]));
}

/**
 * The form for a new game of `game`. A signed-in creator holds "Me" as themself and
 * may ask for a rated game.
 * @param {HTMLElement} box
 * @param {GameInfo} game
 * @param {import('./account.js').Me|null} signedIn
 * @param {ClockChoices} clock the time controls offered
 */
function setupForm(box, game, signedIn, clock) {
  const options = optionFields(game.options, () => refresh());
  const chosen = options.chosen;
  const seats = el('fieldset', { class: 'seat-list' }, el('legend', {}, t('lobby-seats')));
  const time = timeControl(clock);
  const rated = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'rated', name: 'rated' }));
  const ratedRow = signedIn
    ? el('label', { class: 'check', for: 'rated' }, rated, ' ', t('lobby-rated-row'))
    : null;
  const listed = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id: 'listed', name: 'listed' }));
  const listedRow = el('label', { class: 'check', for: 'listed' }, listed,
    ' ', t('lobby-listed-row'));
  const preview = el('div', { class: 'preview', 'aria-hidden': 'true' });
  // Why the game cannot start, at the top of the choices, where the eye is (the
  // Start button may be at the bottom of a phone's screen).
  const problem = el('p', { class: 'alert form-problem', role: 'alert' });
  /** @param {string} text */
  const say = (text) => {
    problem.textContent = text;
    if (text) problem.scrollIntoView({ block: 'nearest' });
  };
  const start = el('button', { type: 'submit', class: 'start' }, t('lobby-start', { game: game.title }));
  const learn = el('span', { class: 'learn-this' });
  lessonList().then((all) => {
    const mine = all.find((g) => g.game === game.name);
    if (mine) fill(learn, ' · ', lessonLink(mine));
  }, () => {});
  const form = el('form', { onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); create(); } },
    el('h2', {}, t('lobby-new-game', { game: game.title })), el('p', {}, game.summary, ' ',
      el('a', { href: `/leaderboard/${encodeURIComponent(game.name)}` }, t('lobby-leaderboard', { game: game.title })), learn),
    el('details', { class: 'rules-box' }, el('summary', {}, t('lobby-rules-of', { game: game.title })), rulesText(game.rules)),
    el('div', { class: 'setup-grid' }, el('div', {}, problem, options.box, seats, time.box, ratedRow, listedRow, start), preview));
  fill(box, form);

  /** @type {{seat: number, name: string, colour?: string}[]} */
  let seatNames = [];
  async function refresh() {
    try {
      const setup = await api('/api/setup', { game: game.name, options: chosen() });
      problem.textContent = '';
      start.removeAttribute('disabled');
      preview.innerHTML = setup.svg;
      options.seatsAre(setup.seats.length);
      if (setup.seats.length !== seatNames.length) showSeats(setup.seats);
      seatNames = setup.seats;
    } catch (e) {
      say(/** @type {Error} */ (e).message);
      start.setAttribute('disabled', '');
    }
  }

  /** @param {{seat: number, name: string, colour?: string}[]} list */
  function showSeats(list) {
    fill(seats, el('legend', {}, t('lobby-seats')), ...list.map((s, i) => el('label', { class: 'seat' },
      el('span', {}, seatDot(s.colour), `${s.seat}. ${s.name}`),
      el('select', { name: `seat-${s.seat}`, 'aria-label': t('lobby-who-plays', { seat: s.name }) },
        el('option', { value: 'me', selected: i === 0 }, t('lobby-seat-me')),
        el('option', { value: 'friend' }, t('lobby-seat-friend')),
        ...LEVELS.map((l) => el('option', { value: l, selected: i > 0 && l === 'medium' }, t('lobby-seat-computer', { level: levelWord(l) })))))));
  }

  async function create() {
    const picks = [...seats.querySelectorAll('select')].map((s) => /** @type {HTMLSelectElement} */ (s).value);
    if (picks.filter((p) => p === 'me').length > 1) {
      say(t('lobby-one-me'));
      return;
    }
    const clock = time.value();
    if (clock !== null && typeof clock === 'object' && 'error' in clock) {
      say(clock.error);
      return;
    }
    say('');
    start.setAttribute('disabled', '');
    try {
      /** @type {Record<string, any>} */
      const body = {
        game: game.name,
        options: chosen(),
        seats: picks.map((p) => (p === 'friend' ? 'human' : p)),
      };
      if (clock !== null) body.clock = clock;
      if (signedIn && rated.checked) body.rated = true;
      if (listed.checked) body.listed = true;
      /** @type {import('./api.js').Created} */
      const created = await api('/api/games', body);
      links.save(created.id, created.seats);
      const mine = created.seats[picks.indexOf('me')];
      const other = created.seats.find((s) => s.url);
      location.assign(mine?.url ?? other?.url ?? `/watch/${created.id}`);
    } catch (e) {
      say(/** @type {Error} */ (e).message);
      start.removeAttribute('disabled');
    }
  }

  refresh();
}

/**
 * Games waiting for a player, being played, and finished.
 * @param {HTMLElement} box
 */
async function showLists(box) {
  /** @param {string} status */
  const get = (status) => api(`/api/games?status=${status}`).then((r) => /** @type {import('./api.js').GameList} */ (r))
    .catch(() => /** @type {import('./api.js').GameList} */ ({ games: [] }));
  const [open, running, over, who] = await Promise.all([get('open'), get('running'), get('over'), me()]);
  const defaults = open.defaults ?? running.defaults ?? over.defaults;
  /**
   * @param {string} heading
   * @param {ListedGame[]} list
   * @param {(g: ListedGame) => Node} action
   */
  const table = (heading, list, action) => el('div', { class: 'list' }, el('h2', {}, heading),
    list.length ? el('ul', {}, ...list.slice(0, 20).map((g) => el('li', {},
      el('strong', {}, g.title), ' · ', ...seatNames(g), ' · ', t('lobby-moves', { n: g.ply }), ' ',
      g.rated ? el('span', { class: 'rated' }, `· ${t('lobby-rated-mark')} `) : null,
      g.time_control ? el('span', { class: 'control' }, `· ${controlText(g.time_control)} `) : null,
      ...unusualRules(g, defaults).map((r) => el('span', { class: 'rule' }, `· ${r} `)), action(g))))
      : el('p', {}, t('lobby-none')));
  fill(box,
    table(t('lobby-waiting'), open.games, (g) => el('button', { type: 'button', onclick: () => join(g) }, t('lobby-join-seat', { seat: g.open_seats[0] }))),
    table(t('lobby-being-played'), running.games, (g) => playOrWatch(g, who)),
    table(t('lobby-finished'), over.games, (g) => el('a', { href: `/replay/${encodeURIComponent(g.id)}` }, t('lobby-replay'))));
}

/**
 * A running game's link: Play, to the seat, for a game the player holds a seat of
 * (by account, or a seat this browser remembers), else Watch.
 * @param {ListedGame} g
 * @param {{name: string}|null} who
 */
function playOrWatch(g, who) {
  const id = encodeURIComponent(g.id);
  const named = who && g.seats.some((s) => s.name && s.name.toLowerCase() === who.name.toLowerCase());
  const kept = remembered().find((r) => r.id === g.id);
  if (named) return el('a', { href: `/play/${id}`, class: 'play' }, t('lobby-play'));
  if (kept) return el('a', { href: seatLink(kept), class: 'play' }, t('lobby-play'));
  return el('a', { href: `/watch/${id}` }, t('lobby-watch'));
}

/**
 * Who plays a listed game: each seat's player by name (a link to their page), the
 * computer's level, "a guest", or "open" for a seat still free.
 * @param {ListedGame} g
 * @returns {(Node|string)[]}
 */
function seatNames(g) {
  /** @type {(Node|string)[]} */
  const out = [];
  g.seats.forEach((s, i) => {
    if (i > 0) out.push(` ${t('lobby-vs')} `);
    if (s.name) out.push(playerLink(s.name));
    else if (s.player === 'computer') out.push(t('lobby-seat-computer-agent', { agent: String(s.agent) }));
    else out.push(g.open_seats.includes(s.seat) ? t('lobby-seat-open') : t('lobby-seat-guest'));
  });
  return out;
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
