// @ts-check
/**
 * The roles of a game's picture for assistive technology. A game names the parts of
 * its picture (`aria-label`) and draws it as one image (`role="img"`); once the board
 * marks parts to click as buttons, an image may no longer hold them, and a name needs
 * a role to be read. So the picture becomes a group, each named part an image, or a
 * group if it holds something to click. Roles the game set otherwise are kept.
 */

/** Roles this module gives, and so may change again. */
const OURS = new Set(['img', 'group']);

/**
 * Give the picture(s) in `root` their roles, after the board marked what can be clicked.
 * @param {Element} root
 */
export function pictureRoles(root) {
  for (const svg of root.querySelectorAll('svg')) {
    if (svg.getAttribute('role') === 'img') svg.setAttribute('role', 'group');
  }
  for (const node of root.querySelectorAll('svg [aria-label]')) {
    if (node.classList.contains('choosable')) continue;
    const role = node.getAttribute('role');
    if (role !== null && !OURS.has(role)) continue;
    node.setAttribute('role', node.querySelector('[role="button"]') ? 'group' : 'img');
  }
}
