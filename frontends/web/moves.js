// @ts-check
/**
 * The moves of a game in words: each move is the sentence the server wrote for this
 * page's seat (`MatchView.moves[i].text`), with its notation on hover, or the notation
 * itself when the player prefers it ("Notation", remembered in this browser). The
 * page never builds a sentence itself: the games say their moves.
 */

import { storedSwitch } from './switches.js';
import { el } from './text.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */
/** @typedef {import('./api.js').WireAction} WireAction */

/** The player's choice of notation in the move list (sentences unless turned on). */
export const notationShown = storedSwitch('cubist.notation', false);

/**
 * A move in notation, as the seat sees it: "Light: 3", or "Light: a secret choice".
 * @param {string} name the mover's name
 * @param {string|null} action
 */
export function notation(name, action) {
  return `${name}: ${action ?? t('moves-secret')}`;
}

/**
 * A move as the list shows it: the sentence (notation in its tooltip), or the
 * notation (the sentence in its tooltip).
 * @param {string} name the mover's name
 * @param {{action: string|null, text?: string}} move
 * @param {boolean} inNotation
 * @returns {{shown: (Node|string)[], title: string}}
 */
export function moveText(name, move, inNotation) {
  const sentence = move.text || notation(name, move.action);
  if (!inNotation) return { shown: [sentence], title: notation(name, move.action) };
  const code = move.action === null ? el('em', {}, t('moves-secret')) : el('code', {}, move.action);
  return { shown: [`${name}: `, code], title: sentence };
}

/**
 * The move list with the seat events (resigning, offers, leaving, claims) in place.
 * Each move's line carries its mover's seat (`data-seat`).
 * @param {MatchView} v
 * @param {boolean} [inNotation]
 */
export function moveLines(v, inNotation = notationShown.get()) {
  const lines = [];
  for (let i = 0; i <= v.moves.length; i++) {
    for (const e of v.events.filter((e) => e.ply === i)) {
      lines.push(el('li', { class: 'event' }, el('em', {}, e.text)));
    }
    const m = v.moves[i];
    if (!m) continue;
    const { shown, title } = moveText(v.seats[m.seat - 1]?.name ?? String(m.seat), m, inNotation);
    lines.push(el('li', { value: String(i + 1), class: i === v.moves.length - 1 ? 'last-move' : '', title, 'data-seat': m.seat },
      ...shown));
  }
  return lines;
}

/**
 * The last move summed up, for the line under the board: "Last move: Light plays 3",
 * or nothing before the first move.
 * @param {MatchView} v
 */
export function lastMoveText(v) {
  const m = v.moves[v.moves.length - 1];
  if (!m) return '';
  return t('moves-last', { move: m.text || notation(v.seats[m.seat - 1]?.name ?? String(m.seat), m.action) });
}

/**
 * The checkbox "Notation" that switches the move list between sentences and
 * notation; `changed` redraws the list.
 * @param {string} id the checkbox's id, unique in the page
 * @param {() => void} changed
 */
export function notationToggle(id, changed) {
  const box = /** @type {HTMLInputElement} */ (el('input', { type: 'checkbox', id }));
  box.checked = notationShown.get();
  box.addEventListener('change', () => {
    notationShown.set(box.checked);
    changed();
  });
  return el('label', { class: 'notation-toggle', for: id }, box, ' ', t('moves-notation'));
}
