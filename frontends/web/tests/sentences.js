// @ts-check
// Finding literal English shown to people in the client's modules: a string or
// template literal with a word in it, put where a person reads it (an element's
// children by `el`, `fill`, `append` and the like; `textContent`, `innerText`, `title`,
// `placeholder`; the attributes `title`, `aria-label`, `placeholder`, `alt`, `label`).
// Text that is not words (names, marks) goes in NOT_WORDS.
import ts from 'typescript';

/** Modules whose words are not yet in the catalogue (none should be added). */
export const NOT_YET_CONVERTED = [
];

/** Literals that look like words but are not sentences of the client. */
export const NOT_WORDS = [
  'Cubist',
  // The recovery code's shape, as a placeholder.
  'XXXXX-XXXXX-XXXXX-XXXXX',
  // Commands, as typed.
  'cubist play',
  'cubist selfplay',
];

/** Properties whose value a person reads. */
const SHOWN_PROPERTIES = new Set(['textContent', 'innerText', 'title', 'placeholder', 'ariaLabel', 'alt', 'label']);
/** Attributes whose value a person reads (as `el`'s attributes or `setAttribute`'s). */
const SHOWN_ATTRIBUTES = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label', 'aria-description', 'aria-roledescription']);
/** Methods whose arguments become an element's children, from this index on. */
const CHILD_CALLS = new Map([['el', 2], ['fill', 1], ['append', 0], ['prepend', 0], ['replaceChildren', 0], ['before', 0], ['after', 0], ['replaceWith', 0]]);

/**
 * Whether a literal's text reads as words: two letters in a row.
 * @param {string} text
 */
function wordy(text) {
  return /[A-Za-z]{2,}/.test(text);
}

/**
 * The literal English sentences of a module, with where they are.
 * @param {string} file
 * @param {string} text
 * @returns {{text: string, at: string}[]}
 */
export function literalSentences(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  /** @type {{text: string, at: string}[]} */
  const found = [];
  /**
   * Every literal a shown expression may be, through conditionals, `+`, `??`, `||`
   * and template literals (their parts between placeholders).
   * @param {ts.Node|undefined} node
   */
  const shown = (node) => {
    if (!node) return;
    const at = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (wordy(node.text)) found.push({ text: node.text, at });
    } else if (ts.isTemplateExpression(node)) {
      const whole = node.head.text + node.templateSpans.map((s) => `\${…}${s.literal.text}`).join('');
      if (wordy([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '))) found.push({ text: whole, at });
    } else if (ts.isParenthesizedExpression(node)) {
      shown(node.expression);
    } else if (ts.isConditionalExpression(node)) {
      shown(node.whenTrue);
      shown(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
      shown(node.left);
      shown(node.right);
    }
  };
  /** @param {ts.ObjectLiteralExpression} attrs */
  const shownAttributes = (attrs) => {
    for (const p of attrs.properties) {
      if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) && SHOWN_ATTRIBUTES.has(p.name.text)) {
        shown(p.initializer);
      }
    }
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const from = CHILD_CALLS.get(name);
      if (from !== undefined && (name !== 'el' || ts.isIdentifier(callee))) {
        node.arguments.slice(from).forEach(shown);
      }
      if (name === 'el' && node.arguments[1] && ts.isObjectLiteralExpression(node.arguments[1])) shownAttributes(node.arguments[1]);
      if (name === 'setAttribute' && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]) && SHOWN_ATTRIBUTES.has(node.arguments[0].text)) {
        shown(node.arguments[1]);
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken
      && ts.isPropertyAccessExpression(node.left) && SHOWN_PROPERTIES.has(node.left.name.text)) {
      shown(node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
