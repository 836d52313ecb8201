// Playing cards drawn as SVG: crisp at any size, no fonts needed for the suits.
// Shared by the table and the quiz widgets.

/** @typedef {import("./types.js").Suit} Suit */
/** @typedef {import("./types.js").CardJson} CardJson */

/** @type {Record<Suit, string>} */
export const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
/** @type {Record<Suit, string>} */
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

// Each suit shape fills a 100 x 100 box.
/** @type {Record<Suit, string>} */
const SUIT_SHAPES = {
  H: '<path d="M50 90C24 70 4 52 10 30 15 12 40 8 50 29 60 8 85 12 90 30 96 52 76 70 50 90Z"/>',
  D: '<path d="M50 4 87 50 50 96 13 50Z"/>',
  S: '<path d="M50 6C70 30 96 44 90 66 86 80 66 84 55 70 56 82 60 90 68 95H32C40 90 44 82 45 70 34 84 14 80 10 66 4 44 30 30 50 6Z"/>',
  C: '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="60" r="19"/><circle cx="73" cy="60" r="19"/>' +
     '<path d="M45 55H55L57 78C58 86 62 91 69 95H31C38 91 42 86 43 78Z"/>',
};

/** @type {Record<Suit, string>} */
const FOUR_COLOURS = { S: "#1a1a1a", H: "#c4122f", D: "#1459b8", C: "#187a3a" };

/**
 * @param {Suit} suit
 * @param {boolean} [fourColor]
 * @returns {string}
 */
export function suitColor(suit, fourColor) {
  if (fourColor) return FOUR_COLOURS[suit];
  return suit === "H" || suit === "D" ? "#c4122f" : "#1a1a1a";
}

/**
 * A suit shape of the given size centred on (x, y), upside down when flip.
 * @param {Suit} suit
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {boolean} flip
 * @returns {string}
 */
function pip(suit, x, y, size, flip) {
  const s = size / 100;
  const rotate = flip ? ` rotate(180 ${x} ${y})` : "";
  return `<g transform="${rotate} translate(${x - size / 2} ${y - size / 2}) scale(${s})">${SUIT_SHAPES[suit]}</g>`;
}

// Pip positions on a 100 x 140 card for the number cards, classic layout.
/** @type {Record<"l" | "m" | "r", number>} */
const COLS = { l: 34, m: 50, r: 66 };
/** @type {Record<string, ["l" | "m" | "r", number][]>} */
const PIP_LAYOUT = {
  2: [["m", 30], ["m", 110]],
  3: [["m", 30], ["m", 70], ["m", 110]],
  4: [["l", 30], ["r", 30], ["l", 110], ["r", 110]],
  5: [["l", 30], ["r", 30], ["m", 70], ["l", 110], ["r", 110]],
  6: [["l", 30], ["r", 30], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  7: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  8: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["m", 90], ["l", 110], ["r", 110]],
  9: [["l", 28], ["r", 28], ["l", 56], ["r", 56], ["m", 70], ["l", 84], ["r", 84], ["l", 112], ["r", 112]],
  10: [["l", 28], ["r", 28], ["m", 43], ["l", 56], ["r", 56], ["l", 84], ["r", 84], ["m", 97], ["l", 112], ["r", 112]],
};

/**
 * The SVG of one face-up card.
 * @param {CardJson} card
 * @param {boolean} [fourColor]
 * @returns {string}
 */
export function cardSVG(card, fourColor) {
  const color = suitColor(card.suit, fourColor);
  const rank = card.rank;
  /** @param {boolean} flip */
  const corner = (flip) => {
    const t = flip ? ' transform="rotate(180 50 70)"' : "";
    const cls = rank === "10" ? "pt-rank pt-rank-10" : "pt-rank";
    return `<g${t}><text x="12" y="22" class="${cls}" text-anchor="middle">${rank}</text>` +
      `${pip(card.suit, 12, 33, 12, false)}</g>`;
  };
  let middle = "";
  if (PIP_LAYOUT[rank]) {
    middle = PIP_LAYOUT[rank].map(([col, y]) => pip(card.suit, COLS[col], y, 19, y > 70)).join("");
  } else if (rank === "A") {
    middle = pip(card.suit, 50, 70, 46, false);
  } else {
    // J, Q, K: a framed panel with the letter and the suit, drawn in the suit's colour.
    middle = `<rect x="22" y="18" width="56" height="104" rx="5" class="pt-court" stroke="${color}"/>` +
      `<text x="50" y="76" class="pt-court-letter" text-anchor="middle">${rank}</text>` +
      pip(card.suit, 50, 100, 22, false) + pip(card.suit, 50, 38, 16, true);
  }
  return `<svg class="pt-card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false" ` +
    `style="color:${color}"><rect x="1" y="1" width="98" height="138" rx="8" class="pt-face"/>` +
    `<g fill="currentColor">${corner(false)}${corner(true)}${middle}</g></svg>`;
}

/**
 * How a card element is drawn.
 * @typedef {object} CardOptions
 * @property {boolean} [button]  a button the player may press, not an image
 * @property {boolean} [legal]  for a button: false marks it aria-disabled
 * @property {string} [focusKey]  keeps the focus on it when the table is redrawn
 * @property {string} [label]  its accessible name (the card's name by default)
 * @property {boolean} [fourColor]
 * @property {string} [extraClass]
 * @property {number} [tabIndex]
 */

/**
 * A card as an element: a button when it can be chosen, an image otherwise.
 * null draws the back of a card.
 * @param {CardJson | null} card
 * @param {CardOptions} [opts]
 * @returns {HTMLElement}
 */
export function cardElement(card, opts = {}) {
  const node = document.createElement(opts.button ? "button" : "span");
  node.className = "pt-card" + (opts.extraClass ? " " + opts.extraClass : "");
  if (card == null) {
    node.classList.add("pt-back");
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", opts.label || "🂠");  // the caller names it in its language
    node.innerHTML = '<span class="pt-back-pattern" aria-hidden="true"></span>';
  } else {
    node.innerHTML = cardSVG(card, opts.fourColor);
    node.dataset.code = card.code;
    node.setAttribute("aria-label", opts.label || card.name);
    if (!opts.button) node.setAttribute("role", "img");
  }
  if (opts.button) {
    /** @type {HTMLButtonElement} */ (node).type = "button";
    if (opts.legal === false) node.setAttribute("aria-disabled", "true");
  }
  node.tabIndex = opts.tabIndex !== undefined ? opts.tabIndex : 0;
  if (opts.focusKey) node.dataset.focusKey = opts.focusKey;
  return node;
}

/**
 * Seats around an ellipse: offset 0 (the viewer) at the bottom, then clockwise
 * (bottom, left, top, right), which is the way play goes.
 * @param {number} offset
 * @param {number} players
 * @returns {number}  radians
 */
function seatAngle(offset, players) {
  return (90 + (offset * 360) / players) * (Math.PI / 180);
}

/**
 * Put an element at a seat's place on an ellipse of radii rx, ry (in % of its box).
 * @param {HTMLElement} node
 * @param {number} offset
 * @param {number} players
 * @param {number} rx
 * @param {number} ry
 */
export function place(node, offset, players, rx, ry) {
  const a = seatAngle(offset, players);
  node.style.left = `${50 + rx * Math.cos(a)}%`;
  node.style.top = `${50 + ry * Math.sin(a)}%`;
}

/**
 * A card as a short coloured label ("A♥"), for lists where a picture would be too small to read.
 * @param {CardJson} card
 * @param {boolean} [fourColor]
 * @param {boolean} [asButton]
 * @returns {HTMLElement}
 */
export function cardChip(card, fourColor, asButton) {
  const chip = document.createElement(asButton ? "button" : "span");
  chip.className = "pt-chipcard";
  if (asButton) /** @type {HTMLButtonElement} */ (chip).type = "button";
  chip.style.color = suitColor(card.suit, fourColor);
  chip.textContent = `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
  if (!asButton) chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", card.name);
  if (card.code) chip.dataset.code = card.code;
  return chip;
}
