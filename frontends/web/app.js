// @ts-check
/** The client's entry: the address says which page to show. */

import { accountBox } from './account.js';
import { analysisPage } from './analysis.js';
import { leaderboardPage } from './leaderboard.js';
import { learnListPage, lessonPage } from './learn.js';
import { lobbyPage } from './lobby.js';
import { verifyPage } from './mail.js';
import { modLogPage, modPage } from './mod.js';
import { myGamesLink, myGamesPage } from './mygames.js';
import { playPage } from './play.js';
import { playerPage } from './players.js';
import { puzzleHistoryPage } from './puzzlehistory.js';
import { puzzleListPage, puzzlePage } from './puzzles.js';
import { recoverPage, resetPage } from './recover.js';
import { replayPage } from './replay.js';
import { tournamentListPage, tournamentPage } from './tournaments.js';
import { languagePicker } from './picker.js';
import { el, fill } from './text.js';
import { sayPage, t } from './words.js';

const root = /** @type {HTMLElement} */ (document.getElementById('app'));
const path = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
const query = new URLSearchParams(location.search);

// The catalogue is loaded (words.js awaits it): the page's own words first, then the pages.
sayPage(document);
document.getElementById('language-box')?.append(languagePicker());
accountBox(/** @type {HTMLElement} */ (document.getElementById('account')),
  /** @type {HTMLElement} */ (document.getElementById('account-panel')));
const gamesLink = /** @type {HTMLAnchorElement|null} */ (document.querySelector('a.my-games'));
if (gamesLink) myGamesLink(gamesLink);

if (path.length === 0) {
  lobbyPage(root);
} else if (path[0] === 'play' && path[1]) {
  playPage(root, path[1], query.get('token'));
} else if (path[0] === 'watch' && path[1]) {
  playPage(root, path[1], null);
} else if (path[0] === 'replay') {
  replayPage(root, path[1] ?? null);
} else if (path[0] === 'games' && !path[1]) {
  myGamesPage(root, Number(query.get('running')) || 1, Number(query.get('finished')) || 1);
} else if (path[0] === 'players' && path[1]) {
  playerPage(root, path[1], Number(query.get('page')) || 1);
} else if (path[0] === 'learn' && path[1]) {
  lessonPage(root, path[1], (Number(query.get('step')) || 1) - 1);
} else if (path[0] === 'learn') {
  learnListPage(root);
} else if (path[0] === 'puzzles' && path[1] === 'history' && !path[2]) {
  puzzleHistoryPage(root, Number(query.get('page')) || 1);
} else if (path[0] === 'puzzles' && path[1]) {
  puzzlePage(root, path[1], query.get('id'));
} else if (path[0] === 'puzzles') {
  puzzleListPage(root);
} else if (path[0] === 'analysis') {
  analysisPage(root, path[1] ?? null, query);
} else if (path[0] === 'mod' && path[1] === 'log') {
  modLogPage(root);
} else if (path[0] === 'mod' && !path[1]) {
  modPage(root);
} else if (path[0] === 'reset' && path[1]) {
  resetPage(root, path[1]);
} else if (path[0] === 'email' && path[1]) {
  verifyPage(root, path[1]);
} else if (path[0] === 'recover') {
  recoverPage(root);
} else if (path[0] === 'tournaments' && path[1]) {
  tournamentPage(root, path[1]);
} else if (path[0] === 'tournaments') {
  tournamentListPage(root);
} else if (path[0] === 'leaderboard' && path[1]) {
  leaderboardPage(root, path[1], query.get('pool'));
} else {
  fill(root, el('h1', {}, t('page-not-found')), el('p', {}, el('a', { href: '/' }, t('page-start-a-game'))));
}
document.body.classList.remove('words-pending');
