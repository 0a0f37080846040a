// @ts-check
/**
 * What the page of a game being played or watched shows: the board, whose turn, the
 * clocks, the move list, the controls and the panels beside them, drawn from one
 * view of the game at a time. It sends nothing itself: moves and requests go out
 * through the hooks play.js gives it.
 */

import { links } from './api.js';
import { showBars } from './bars.js';
import { Board } from './board.js';
import { Chat } from './chat.js';
import { Clocks } from './clocks.js';
import { Confirm, confirming } from './confirm.js';
import { showFinished } from './finished.js';
import { Flip } from './flip.js';
import { seatShown } from './mine.js';
import { Rematch } from './rematch.js';
import { lastMoveText, moveLines, notationToggle } from './moves.js';
import { Offers } from './offers.js';
import { Requests, seatLine } from './requests.js';
import { lowTimeSoundToggle, moveShown, moveSoundToggle } from './sound.js';
import { el, fill } from './text.js';
import { TurnNotice } from './turn.js';
import { t } from './words.js';

/** @typedef {import('./api.js').MatchView} MatchView */

/**
 * What the screen asks of the page.
 * @typedef {object} ScreenHooks
 * @property {(action: string) => void} act a move made on the board or typed
 * @property {(message: any) => void} send a request (draw, take-back…) to send
 * @property {() => void} flipped the board was flipped: the views must be asked for again
 */

export class PlayScreen {
  /**
   * Draw the page's frame into `root`; its contents come with the first view.
   * @param {HTMLElement} root
   * @param {string} id the game's
   * @param {string|null} token the seat's secret, or null to watch
   * @param {ScreenHooks} hooks
   */
  constructor(root, id, token, hooks) {
    this.id = id;
    this.token = token;
    /** The view drawn last (the move list is drawn again from it). @type {MatchView|null} */
    this.drawn = null;
    /** What the sound and confirm switches were drawn for: they are drawn again only when it changes. */
    this.switchesFor = '';
    this.status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
    this.alert = el('p', { class: 'alert', role: 'alert' });
    const boardBox = el('div', { class: 'board', 'aria-label': t('play-board-label') });
    const panelsBox = el('div', { class: 'panels', 'aria-label': t('play-beside-board') });
    // A move begun: a line of its own under the buttons, saying what to do next, with
    // Cancel. Its room is kept while it is empty, so nothing moves when it fills.
    const progress = el('span', { class: 'progress' });
    const cancel = el('button', { type: 'button', class: 'cancel-move', title: t('play-cancel-title'), onclick: () => this.board.cancel(), hidden: true }, t('play-cancel'));
    const begun = el('div', { class: 'move-begun', 'aria-live': 'polite' }, progress, cancel);
    this.flip = new Flip(hooks.flipped);
    const asks = el('span', { class: 'requests' });
    this.typed = /** @type {HTMLInputElement} */ (el('input', { id: 'typed', list: 'legal-list', autocomplete: 'off', placeholder: t('play-type-placeholder'), 'aria-label': t('play-type-label') }));
    this.legalList = el('datalist', { id: 'legal-list' });
    this.typedForm = el('form', { class: 'typed', hidden: true, onsubmit: (/** @type {Event} */ e) => {
      e.preventDefault();
      if (this.typed.value.trim()) hooks.act(this.typed.value.trim());
    } }, this.typed, this.legalList, el('button', { type: 'submit' }, t('play-play')));
    this.seats = el('ul', { class: 'seats', 'aria-label': t('play-players') });
    this.clocks = new Clocks();
    this.sound = el('div', { class: 'clock-options' });
    this.above = el('div', { class: 'seat-bars above' });
    this.below = el('div', { class: 'seat-bars below' });
    const confirmBox = el('span', { class: 'confirm', role: 'group', 'aria-label': t('play-confirm-label') });
    this.finished = el('span', { class: 'finished-actions' });
    // Focusable: a long list scrolls, and a keyboard must reach it.
    this.moves = el('ol', { class: 'moves', 'aria-label': t('play-moves'), tabindex: '0' });
    this.lastMove = el('p', { class: 'last-move-line', 'aria-live': 'polite' });
    this.notice = new TurnNotice();
    this.result = el('div', { class: 'result', role: 'status' });
    this.resultLinks = el('p', { class: 'result-links' });
    const rematchBox = el('div', { class: 'rematch-box' });
    this.share = el('div', { class: 'share' });
    this.text = el('pre', { class: 'board-text' });
    this.title = el('h1', {}, t('play-game'));
    /** @param {any} message */
    const request = (message) => {
      this.alert.textContent = '';
      hooks.send(message);
    };
    this.offers = new Offers({
      send: request,
      acceptRematch: () => this.rematch.offer(),
      declineRematch: () => this.rematch.decline(),
    });
    // A finished game's result, said once, with where to go next: at the top of the
    // column beside the board, where the eye is.
    this.resultCard = el('section', { class: 'result-card', 'aria-label': t('play-result-label'), hidden: true },
      this.result, el('div', { class: 'after-game' }, rematchBox, this.finished), this.resultLinks);
    const side = el('aside', { class: 'side' }, el('h2', {}, t('play-players')), this.seats, this.sound,
      this.notice.box, this.movesHead(), this.moves, this.share,
      el('details', {}, el('summary', {}, t('play-board-text')), this.text));
    this.game = el('div', { class: 'game' },
      el('section', { class: 'play-area' }, this.title, this.status, this.above,
        el('div', { class: 'board-area' }, boardBox), this.below,
        el('div', { class: 'controls' }, confirmBox, asks, this.flip.button),
        begun, this.typedForm, this.lastMove, this.alert),
      el('div', { class: 'game-side' }, this.resultCard, this.offers.box, panelsBox, side));
    // Until the first view comes only the status line shows: the page is drawn whole
    // with its first view, so nothing on it moves as the board comes in.
    this.root = root;
    this.status.textContent = t('page-loading');
    fill(root, this.status);

    this.chat = new Chat(side, id, token);
    this.rematch = new Rematch(rematchBox, id, token, () => {
      if (this.drawn) this.offers.show(this.drawn, { offered: this.rematch.offered, declined: this.rematch.declined });
    });
    this.requests = new Requests(asks, request);
    this.confirm = new Confirm(confirmBox, hooks.act, () => this.board.cancel());
    this.board = new Board(boardBox, (action) => this.confirm.made(action), (clicked) => {
      cancel.hidden = clicked.length === 0;
      progress.textContent = clicked.length ? t('play-next-part') : '';
    }, panelsBox);
  }

  /** The server has no game of this id: say so, with the way back to the lobby. */
  missing() {
    fill(this.root, el('div', { class: 'no-such-game' },
      el('h1', {}, t('play-no-such-game')),
      el('p', { role: 'alert' }, t('play-no-such-game-text', { id: this.id })),
      el('p', {}, el('a', { href: '/' }, t('play-back-to-lobby')))));
    document.title = t('play-no-such-game-title');
  }

  /**
   * Draw a view of the game.
   * @param {MatchView} next
   * @param {number} arrivedAt when it arrived (performance.now()): its clocks are as of then
   */
  show(next, arrivedAt) {
    const previous = this.drawn;
    const same = previous !== null && previous.ply === next.ply;
    const moved = previous !== null && next.ply > previous.ply;
    // The next position after the one shown: its move is shown moving.
    const step = previous !== null && next.ply === previous.ply + 1;
    this.drawn = next;
    if (!this.game.isConnected) {
      this.title.after(this.status);
      fill(this.root, this.game);
    }
    document.title = t('play-page-title', { title: next.title });
    this.notice.show(next);
    // The result is said once, in the result card beside the board.
    this.title.textContent = next.title + (next.rated ? ` ${t('play-rated')}` : '') + (next.result ? '' : next.observer
      ? ` ${t('play-you-play', { seat: next.seats[next.observer - 1]?.name ?? t('play-seat-number', { seat: next.observer }) })}`
      : ` ${t('play-watching')}`);
    if (next.board) {
      this.board.show(next.board, same, { animate: step });
      this.text.textContent = next.board.text;
    }
    this.board.setEnabled(true);
    this.confirm.show(next);
    if (moved) moveShown();
    // Offers are said in the offers banner, the result in the result card.
    this.status.textContent = turnText(next);
    this.status.classList.toggle('thinking', thinking(next));
    this.showTyping(next);
    this.requests.show(next);
    this.showClocks(next, arrivedAt);
    fill(this.seats, ...next.seats.map((s) => seatLine(next, s)));
    this.showSwitches(next);
    this.showMoves(next);
    this.showResult(next);
    this.rematch.show(next);
    showFinished(this.finished, next, this.id, this.token);
    seatShown(this.id, this.token, next);
    this.showShare(next);
  }

  /**
   * The form to type a move, shown while this seat has moves to make.
   * @param {MatchView} shown
   */
  showTyping(shown) {
    const mine = shown.legal.length > 0;
    this.typedForm.hidden = !mine;
    fill(this.legalList, ...shown.legal.map((a) => el('option', { value: a })));
    if (!mine) this.typed.value = '';
  }

  /**
   * The clocks, in the seats' bars above and below the board, when the game is timed.
   * @param {MatchView} shown
   * @param {number} arrivedAt
   */
  showClocks(shown, arrivedAt) {
    this.clocks.update(shown, arrivedAt);
    this.game.classList.toggle('timed', !!shown.time_control);
    if (shown.time_control) showBars(this.above, this.below, shown, (seat, name) => this.clocks.element(seat, name));
    else {
      fill(this.above);
      fill(this.below);
    }
  }

  /**
   * The switches of the page's sounds and of confirming moves, drawn again only when
   * which of them apply changes (a redraw would take the focus from a switch).
   * @param {MatchView} shown
   */
  showSwitches(shown) {
    const playing = shown.observer !== null && !shown.result;
    const lowTime = playing && !!shown.time_control;
    const key = `${lowTime}|${playing}|${playing && confirming(shown)}`;
    if (key === this.switchesFor) return;
    this.switchesFor = key;
    fill(this.sound, moveSoundToggle(), lowTime ? lowTimeSoundToggle() : null, playing ? this.confirm.toggle(shown) : null);
  }

  /**
   * The move list, and the last move in words under the board.
   * @param {MatchView} shown
   */
  showMoves(shown) {
    fill(this.moves, ...moveLines(shown));
    // The list scrolls to its last move; the page stays on the board (on a phone the
    // list is far below it).
    this.moves.scrollTop = this.moves.scrollHeight;
    if (this.lastMove.textContent !== lastMoveText(shown)) this.lastMove.textContent = lastMoveText(shown);
  }

  /** The move list's heading, with the switch between sentences and notation. */
  movesHead() {
    return el('div', { class: 'moves-head' }, el('h2', {}, t('play-moves')),
      notationToggle('notation', () => this.drawn && this.showMoves(this.drawn)));
  }

  /**
   * The result beside the board once the game is over, with where to go next.
   * @param {MatchView} shown
   */
  showResult(shown) {
    const id = encodeURIComponent(this.id);
    const over = !!shown.result_text;
    this.resultCard.hidden = !over;
    // The game's own status panel would say the result again: the card says it.
    this.game.classList.toggle('over', over);
    fill(this.result, over ? el('p', { class: 'over' }, el('strong', {}, `${t('play-game-over')} `), shown.result_text ?? '') : null);
    fill(this.resultLinks, ...(over ? [el('a', { href: `/analysis/${id}` }, t('play-analysis-board')), ...reportLinks(shown, this.id)] : []));
  }

  /**
   * The links this browser made for the other seats, and the spectators' link: only
   * while the game runs, and where another person plays or is invited (a game
   * against the computer alone has nobody to invite).
   * @param {MatchView} shown
   */
  showShare(shown) {
    const created = links.load(this.id).filter((s) => s.url && s.seat !== shown.observer);
    const people = shown.seats.some((s) => s.player === 'human' && s.seat !== shown.observer);
    if (shown.result || (!people && created.length === 0)) {
      fill(this.share);
      return;
    }
    const origin = location.origin;
    fill(this.share,
      el('h2', {}, t('play-invite')),
      ...created.map((s) => linkRow(t('play-seat-link', { seat: s.seat, name: shown.seats[s.seat - 1]?.name ?? '' }), origin + s.url)),
      linkRow(t('play-spectators'), `${origin}/watch/${encodeURIComponent(this.id)}`));
  }

  /**
   * A hint from the server: its parts marked on the board, the move in the alert line.
   * @param {{clicks: string[], action: string, verdict?: string|null}} hint
   */
  hint(hint) {
    this.board.hint(hint.clicks);
    this.alert.textContent = hint.verdict
      ? t('play-hint-tables', { move: hint.action, verdict: hint.verdict })
      : t('play-hint', { move: hint.action });
  }

  /**
   * The server refused a move or a request: say why, and let the player move again.
   * @param {string} error
   */
  refused(error) {
    this.alert.textContent = error;
    this.board.setEnabled(true);
  }
}

/**
 * Whether the view waits on a computer seat.
 * @param {MatchView} v
 */
export function thinking(v) {
  return !v.result && v.to_move.some((s) => v.seats[s - 1]?.player === 'computer');
}

/**
 * A labelled link with a copy button.
 * @param {string} label
 * @param {string} url
 */
function linkRow(label, url) {
  const input = /** @type {HTMLInputElement} */ (el('input', { value: url, readonly: true, 'aria-label': t('play-link-label', { label }) }));
  return el('p', { class: 'link' }, el('span', {}, label), input,
    el('button', { type: 'button', onclick: () => {
      input.select();
      navigator.clipboard?.writeText(url).catch(() => {});
    } }, t('play-copy')));
}

/**
 * Whose turn it is, in words.
 * @param {MatchView} v
 */
function turnText(v) {
  if (v.result) return '';
  const names = v.to_move.map((s) => v.seats[s - 1]).filter((s) => s !== undefined);
  const me = v.observer !== null && v.to_move.includes(v.observer);
  const computers = names.filter((s) => s.player === 'computer');
  const parts = [];
  if (me) parts.push(v.legal.length ? t('play-your-move') : t('play-waiting-others'));
  if (computers.length) parts.push(t('play-computer-thinking', { names: computers.map((s) => s.name).join(', ') }));
  const people = names.filter((s) => s.player !== 'computer' && s.seat !== v.observer);
  if (people.length) parts.push(t('play-to-move', { names: people.map((s) => s.name).join(', ') }));
  return parts.join(' · ');
}

/**
 * After a game, for a seated player: a link to report each other person with an
 * account, to their page's report form with this game chosen.
 * @param {MatchView} v
 * @param {string} id the game's
 */
function reportLinks(v, id) {
  if (v.observer === null) return [];
  return v.seats
    .filter((s) => s.account && s.seat !== v.observer && s.player === 'human')
    .flatMap((s) => [' · ', el('a', {
      href: `/players/${encodeURIComponent(/** @type {string} */ (s.account))}?report=${encodeURIComponent(id)}`,
      class: 'report-link',
    }, t('play-report', { name: String(s.account) }))]);
}
