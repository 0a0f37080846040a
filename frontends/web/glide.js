// @ts-check
/**
 * The last move, seen moving: pieces that carry the same `data-piece` name in the
 * picture shown before and in the new one glide from their old place to the new
 * (FLIP: measure first and last, then play the inverse as an animation). The names
 * are the game's (docs/pictures.md); this module knows no game.
 */

/** How long a piece takes to glide to its new place, in ms. */
const GLIDE_MS = 250;

/**
 * Where every named piece is on the screen now.
 * @param {Element[]} regions
 * @returns {Map<string, DOMRect>}
 */
export function piecePlaces(regions) {
  const places = new Map();
  for (const region of regions) {
    for (const piece of region.querySelectorAll('[data-piece]')) {
      places.set(/** @type {string} */ (piece.getAttribute('data-piece')), piece.getBoundingClientRect());
    }
  }
  return places;
}

/** Whether the reader asked for less motion. */
export function reducedMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Make every named piece now in `regions` that was elsewhere `before` glide from
 * there to where it is. Returns how many pieces glide (none under reduced motion).
 * @param {Map<string, DOMRect>} before
 * @param {Element[]} regions
 */
export function glide(before, regions) {
  if (reducedMotion()) return 0;
  let moved = 0;
  for (const [name, now] of piecePlaces(regions)) {
    const then = before.get(name);
    if (!then || !then.width || !now.width) continue;
    const dx = then.x + then.width / 2 - (now.x + now.width / 2);
    const dy = then.y + then.height / 2 - (now.y + now.height / 2);
    if (Math.hypot(dx, dy) < 1) continue;
    const piece = regions.map((r) => r.querySelector(`[data-piece="${CSS.escape(name)}"]`)).find(Boolean);
    if (!piece) continue;
    const [ux, uy] = toUserUnits(piece, dx, dy);
    piece.animate([{ transform: `translate(${ux}px, ${uy}px)` }, { transform: 'translate(0px, 0px)' }],
      { duration: GLIDE_MS, easing: 'ease-out' });
    moved += 1;
  }
  return moved;
}

/**
 * A move on the screen as a move in the units of the piece's parent (SVG pieces are
 * moved in their picture's units, which the page scales).
 * @param {Element} piece
 * @param {number} dx
 * @param {number} dy
 * @returns {[number, number]}
 */
function toUserUnits(piece, dx, dy) {
  const parent = piece.parentNode;
  if (!(parent instanceof SVGGraphicsElement)) return [dx, dy];
  const m = parent.getScreenCTM()?.inverse();
  if (!m) return [dx, dy];
  return [dx * m.a + dy * m.c, dx * m.b + dy * m.d];
}
