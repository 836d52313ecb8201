// The Pitty Pat pages' cards and their one element builder, shared by its table and its quizzes.

/** @typedef {import("./types.js").PittyPatCard} PittyPatCard */

export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * A new element: `attrs` are its attributes (`class`, `text` as its text, `on…` as listeners;
 * null, undefined and false leave one out, true sets it empty), then its children (nested
 * arrays are flattened; null, undefined and false are left out).
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key === "class") node.className = String(value);
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * One face-up card: rank and suit in the corners, the suit in the middle.
 * @param {PittyPatCard} card
 * @param {string} [extra]  more classes, each after a space
 * @returns {HTMLElement}
 */
export function face(card, extra = "") {
  const red = card.suit === "H" || card.suit === "D";
  return h("span", { class: `pp-card${red ? " pp-red" : ""}${extra}`, "aria-hidden": "true" },
    h("span", { class: "pp-corner" }, card.rank, h("br"), SUIT_SYMBOLS[card.suit]),
    h("span", { class: "pp-pip" }, SUIT_SYMBOLS[card.suit]));
}

/**
 * One card face down.
 * @param {string} [extra]
 * @returns {HTMLElement}
 */
export function back(extra = "") {
  return h("span", { class: `pp-card pp-back${extra}`, "aria-hidden": "true" });
}
