// @ts-check
/** Small DOM helpers: every piece of text from the server goes in as text, never as HTML. */
import { t } from './words.js';

/**
 * An element with attributes (`on*` functions become listeners) and children.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node|string|null|undefined|false)} children
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else if (key === 'class') {
      node.className = String(value);
    } else if (value === true) {
      node.setAttribute(key, '');
    } else {
      node.setAttribute(key, String(value));
    }
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
  return node;
}

/**
 * Replace everything in `parent` with `children`.
 * @param {Element} parent
 * @param {...(Node|string|null|undefined|false)} children
 */
export function fill(parent, ...children) {
  parent.replaceChildren(...children.filter((c) => c !== null && c !== undefined && c !== false).map((c) => /** @type {Node|string} */ (c)));
}

/**
 * The rules text of a game (Markdown-ish: `#` headings, `-` lists, `**bold**`,
 * paragraphs) as elements.
 * @param {string} text
 * @returns {HTMLElement}
 */
export function rulesText(text) {
  const root = el('div', { class: 'rules' });
  /** @type {HTMLElement|null} */
  let list = null;
  /** @type {string[]} */
  let para = [];
  const flush = () => {
    if (para.length) root.append(inline('p', para.join(' ')));
    para = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      list = null;
      root.append(inline(`h${Math.min(heading[1].length + 2, 6)}`, heading[2]));
    } else if (item) {
      flush();
      if (!list) {
        list = el('ul');
        root.append(list);
      }
      list.append(inline('li', item[1]));
    } else if (line.trim() === '') {
      flush();
      list = null;
    } else if (list && /^\s+/.test(line)) {
      const last = list.lastElementChild;
      if (last) last.append(' ', ...spans(line.trim()));
    } else {
      list = null;
      para.push(line.trim());
    }
  }
  flush();
  return root;
}

/**
 * @param {string} tag
 * @param {string} text
 */
function inline(tag, text) {
  return el(tag, {}, ...spans(text));
}

/**
 * Text with `**bold**` and `` `code` `` as nodes.
 * @param {string} text
 * @returns {(Node|string)[]}
 */
function spans(text) {
  /** @type {(Node|string)[]} */
  const out = [];
  const re = /\*\*(.+?)\*\*|`([^`]+)`/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(text.slice(at, m.index));
    out.push(m[1] !== undefined ? el('strong', {}, m[1]) : el('code', {}, m[2]));
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return out;
}

/**
 * A seat's colour dot: the colour the game draws the seat in (the view's
 * `seats[i].colour`), so the dot agrees with the seat's name; grey without one.
 * @param {string|undefined|null} colour `#rrggbb`
 */
export function seatDot(colour) {
  const dot = el('span', { class: 'dot', 'aria-hidden': 'true' });
  if (colour && /^#[0-9a-f]{6}$/i.test(colour)) dot.style.backgroundColor = colour;
  return dot;
}

/**
 * A moment as lists show it: short date and time in the reader's locale.
 * @param {number} ms since the epoch
 */
export function when(ms) {
  return new Date(ms).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * Links to the pages before and after one page of a list (newest first), or null
 * when the list fits on one page.
 * @param {{page: number, per_page: number, total: number}} list
 * @param {(page: number) => string} href the address of a page, from 1
 * @param {string} label the navigation's name ("Pages of games")
 */
export function pageLinks({ page, per_page: per, total }, href, label) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, per)));
  if (pages <= 1) return null;
  return el('nav', { class: 'pages', 'aria-label': label },
    page > 1 ? el('a', { href: href(page - 1), rel: 'prev' }, t('pages-newer')) : null,
    el('span', { 'aria-current': 'page' }, ` ${t('pages-page', { page, pages })} `),
    page < pages ? el('a', { href: href(page + 1), rel: 'next' }, t('pages-older')) : null);
}
