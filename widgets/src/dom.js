// Small DOM helpers shared by every widget.

/**
 * A new element with a class and a text (either may be left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string | null} [className]
 * @param {string | null} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text != null) node.textContent = text;
  return node;
}

/**
 * A labelled group (a hand, a row of choices, a whole quiz): a div a screen reader announces
 * by its label as it enters it.
 * @param {string} className
 * @param {string} label
 * @returns {HTMLDivElement}
 */
export function group(className, label) {
  const node = el("div", className);
  node.setAttribute("role", "group");
  node.setAttribute("aria-label", label);
  return node;
}

/**
 * A box a screen reader reads out when its text changes, once the learner is free to listen
 * (the verdict under a question).
 * @param {string} className
 * @returns {HTMLDivElement}
 */
export function statusBox(className) {
  const node = el("div", className);
  node.setAttribute("role", "status");
  node.setAttribute("aria-live", "polite");
  return node;
}

/**
 * Text made safe to put inside HTML markup.
 * @param {unknown} text
 * @returns {string}
 */
export function escapeHtml(text) {
  /** @type {Record<string, string>} */
  const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  return String(text).replace(/[&<>"']/g, (c) => entities[c]);
}

/**
 * Scroll an element into view when it is not wholly shown: the control with the keyboard's
 * focus must always be seen.  Nothing moves when it already is (in the window and inside
 * every scrolling box around it, a notebook's panel for one).
 * @param {Element} node
 * @param {ScrollLogicalPosition} [block]  where it goes when the page must scroll
 */
export function reveal(node, block = "nearest") {
  const r = node.getBoundingClientRect();
  let top = 0, left = 0;
  let bottom = window.innerHeight || document.documentElement.clientHeight;
  let right = window.innerWidth || document.documentElement.clientWidth;
  for (let box = node.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    const style = getComputedStyle(box);
    // a box the learner may scroll hides what lies outside it
    if (!/auto|scroll|overlay/.test(style.overflowX + style.overflowY)) continue;
    const b = box.getBoundingClientRect();
    top = Math.max(top, b.top); left = Math.max(left, b.left);
    bottom = Math.min(bottom, b.bottom); right = Math.min(right, b.right);
  }
  if (r.top >= top - 0.5 && r.left >= left - 0.5 && r.bottom <= bottom + 0.5 && r.right <= right + 0.5) return;
  node.scrollIntoView({ block, inline: "nearest" });
}

/**
 * Roving focus: one tab stop per group, arrow keys move within it.
 * @param {HTMLElement} group
 * @param {HTMLElement[]} items
 * @param {HTMLElement | undefined} [stop]  the tab stop (by default the first item): where the learner acts
 */
export function rovingGroup(group, items, stop) {
  if (!items.length) return;
  const first = stop && items.includes(stop) ? stop : items[0];
  items.forEach((item) => { item.tabIndex = item === first ? 0 : -1; });
  group.addEventListener("keydown", (event) => {
    const i = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (i < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (i + 1) % items.length;
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (i - 1 + items.length) % items.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = items.length - 1;
    if (next == null) return;
    event.preventDefault();
    items[i].tabIndex = -1;
    items[next].tabIndex = 0;
    items[next].focus({ preventScroll: true });
    reveal(items[next]);  // a hand below the window's edge scrolls up as the arrows walk it
  });
  group.addEventListener("focusin", (event) => {
    if (items.includes(/** @type {HTMLElement} */ (event.target))) {
      items.forEach((item) => { item.tabIndex = item === event.target ? 0 : -1; });
    }
  });
}

/**
 * Says one of the page's words: a key of the widget's catalog (its `words` trait,
 * in its language), with each `{name}` filled from `vars`.
 * @typedef {(key: string, vars?: Record<string, string | number>) => string} Word
 */

/**
 * The word helper for a catalog (`words` from Python: key → template).  A key the
 * catalog lacks is shown as the key itself, so a missing word is plain to see.
 * @param {Record<string, string> | null | undefined} words
 * @returns {Word}
 */
export function wordsFrom(words) {
  const catalog = words || {};
  return (key, vars) => {
    const template = Object.prototype.hasOwnProperty.call(catalog, key) ? catalog[key] : key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
}

/**
 * Call `handler` now and on every change of the model's `traits`; the function returned stops
 * listening (a widget's render returns it, so a view taken off the page leaves nothing behind).
 * @param {{on: (event: string, callback: () => void) => void, off: (event: string, callback: () => void) => void}} model
 * @param {string[]} traits
 * @param {() => void} handler
 * @returns {() => void}
 */
export function redrawOn(model, traits, handler) {
  for (const trait of traits) model.on(`change:${trait}`, handler);
  handler();
  return () => { for (const trait of traits) model.off(`change:${trait}`, handler); };
}

/**
 * A whole number as the tutor's sentences write it: a minus sign, not a hyphen ("−3");
 * with ``signed``, a plus before a gain or nothing ("+2", "+0").
 * @param {number} value
 * @param {boolean} [signed]
 */
export function whole(value, signed = false) {
  if (value < 0) return `\u2212${-value}`;
  return signed ? `+${value}` : String(value);
}

/**
 * A number with decimals, written with the language's decimal mark ("1.6", "1,6").
 * @param {number} value
 * @param {number} digits  how many decimals
 * @param {Word} word
 */
export function decimal(value, digits, word) {
  return value.toFixed(digits).replace(".", word("number.decimal_mark")).replace(/^-/, "\u2212");
}

/**
 * A chance as a whole percentage, as the language writes it ("58%", "58 %").
 * @param {number} chance  0 to 1
 * @param {Word} word
 */
export function percent(chance, word) {
  return word("number.percent", { value: Math.round(chance * 100) });
}

/**
 * When a file is chosen in a file input: its text, or "" where it is larger than `limit` bytes
 * (the kernel says so without the bytes crossing the wire) or cannot be read, handed to `then`
 * with the file.  The input is emptied, so that the same file chosen again is a change again.
 * @param {HTMLInputElement} input
 * @param {() => number} limit
 * @param {(text: string, file: File) => void} then
 */
export function onFileText(input, limit, then) {
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    input.value = "";
    if (!file) return;
    if (file.size > limit()) then("", file);
    else file.text().then((text) => then(text, file), () => then("", file));
  });
}
