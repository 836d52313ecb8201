// The card table.  It draws the scenes the Python side sends (one frame per
// step, shown at a readable pace) and sends back what the player chose.  It
// holds no rules: whether a card or bid is legal, and why, comes with the scene.

import { el, reveal, wordsFrom } from "./dom.js";
import { watchKernel } from "./kernel.js";
import { felt, keepSeatsClear } from "./table-felt.js";
import { commentary, drawAdvice, drawHints, lastLine, scoreTable, updateCommentary } from "./table-side.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").TableMessage} TableMessage */
/** @typedef {import("./types.js").TableTraits} TableTraits */
/** @typedef {import("./types.js").Controls} Controls */
/** @typedef {import("@anywidget/types").AnyModel<TableTraits>} TableModel */
/** @typedef {import("./kernel.js").KernelWatch} KernelWatch */
/** @typedef {import("./table-side.js").Commentary} Commentary */
/** @typedef {import("./dom.js").Word} Word */
/** @typedef {ReturnType<typeof setTimeout>} Timer */

/** How long a move may wait for Python's answer before the table says so. */
const ANSWER_TIMEOUT_MS = 8000;

/**
 * The table's fixed parts, made once.
 * @typedef {object} TableParts
 * @property {HTMLElement} root
 * @property {HTMLElement} felt  the bar, the arena, the viewer's hand
 * @property {HTMLElement} side  the score, the tutor and the tools, beside the felt
 * @property {HTMLElement} scores
 * @property {HTMLElement} hintSlot  the hint button's place, in the tutor's head
 * @property {HTMLOListElement} hints
 * @property {HTMLElement} advice  the bid advisor's table, beside the hints
 * @property {HTMLElement} status  the line that says why a move was refused
 * @property {HTMLElement} tools
 * @property {HTMLOListElement} log
 */

/**
 * The tool buttons under the tutor: which are shown depends on whether a
 * record is replayed.
 * @typedef {object} Toolbar
 * @property {HTMLElement[]} play  take back, restart
 * @property {HTMLElement[]} replay  back, forward, to the end of the trick, to the end of the hand
 * @property {HTMLElement} four  the four-colour switch
 * @property {HTMLInputElement} fourBox
 * @property {HTMLElement} hints  the hints switch
 * @property {HTMLInputElement} hintsBox
 */

/**
 * One table's changing state: render owns it, the functions below change it.
 * @typedef {object} TableState
 * @property {TableModel} model
 * @property {Word} word  the page's words, in the table's language
 * @property {TableParts} parts
 * @property {Toolbar} toolbar
 * @property {KernelWatch} kernel
 * @property {Commentary} log
 * @property {Scene | null} scene  the frame on show
 * @property {Scene[]} queue  frames waiting for their turn
 * @property {Timer | null} timer  the pace between two frames
 * @property {Timer | null} waiting  a move on its way to the kernel
 * @property {number} lastSeq  the last frame received (older ones are ignored)
 * @property {boolean} keepFocus  the learner acts with the keyboard: after each move the
 *   focus goes where they act next (their hand, the bidding box), never to the page
 * @property {boolean} moveOn  a tool that changes the position (Take back, Restart) was used:
 *   the next frame sends the focus on where the learner acts, not back to the tool
 * @property {boolean} elsewhere  the learner's last click was outside the table: its frames
 *   leave the page's focus (and scroll) alone
 */

/**
 * @param {Word} word
 * @returns {TableParts}
 */
function tableParts(word) {
  const root = el("div", "pt-root pt-table");
  root.tabIndex = -1;  // holds the focus while the others move, so the keyboard never drops to the page
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", word("table.aria"));
  const felt = el("div", "pt-felt");
  const side = el("aside", "pt-side");
  const scores = el("section", "pt-scores");
  const tutor = el("section", "pt-tutor");
  const tutorHead = el("div", "pt-tutor-head");
  tutorHead.append(el("h3", "pt-h", word("table.tutor")));
  const hintSlot = el("div", "pt-hint-slot");
  tutorHead.append(hintSlot);
  const status = el("p", "pt-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "assertive");
  const log = el("ol", "pt-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  log.setAttribute("aria-label", word("table.commentary"));
  const hints = el("ol", "pt-hints");
  hints.setAttribute("aria-live", "polite");
  hints.setAttribute("aria-label", word("table.hints"));
  const advice = el("div", "pt-advice-slot");
  tutor.append(tutorHead, status, hints, advice, log);
  const tools = el("div", "pt-tools");
  side.append(scores, tutor, tools);
  root.append(felt, side);
  return { root, felt, side, scores, hintSlot, hints, advice, status, tools, log };
}

/**
 * A switch bound to one of the model's boolean traits.
 * @param {TableModel} model
 * @param {"four_color" | "hints"} trait
 * @param {string} label
 * @returns {[HTMLElement, HTMLInputElement]}
 */
function toggle(model, trait, label) {
  const wrap = el("label", "pt-tool pt-toggle");
  const box = el("input");
  box.type = "checkbox";
  box.checked = model.get(trait);
  box.addEventListener("change", () => { model.set(trait, box.checked); model.save_changes(); });
  wrap.append(box, document.createTextNode(" " + label));
  return [wrap, box];
}

/**
 * @param {TableModel} model
 * @param {(message: TableMessage) => boolean} sendMessage
 * @param {Word} word
 * @param {(text: string) => void} sayWhy  says why a tool does nothing now
 * @returns {Toolbar}
 */
function toolbar(model, sendMessage, word, sayWhy) {
  /**
   * @param {string} label
   * @param {"undo" | "restart" | "step_back" | "step_forward" | "step_trick" | "step_to_end"} type
   * @param {string} title
   */
  const button = (label, type, title) => {
    const b = el("button", "pt-tool", label);
    b.type = "button";
    b.title = title;
    b.dataset.focusKey = `tool:${type}`;
    // A tool that has nothing to do here (Forward at the end of a replay) stays focusable,
    // marked aria-disabled, and its click says why instead of asking Python.
    b.addEventListener("click", () => {
      if (b.dataset.why) sayWhy(b.dataset.why);
      else sendMessage({ type });
    });
    return b;
  };
  const [four, fourBox] = toggle(model, "four_color", word("table.four_colour"));
  const [hints, hintsBox] = toggle(model, "hints", word("table.hints"));
  return {
    play: [button(word("table.take_back"), "undo", word("table.take_back_title")),
      button(word("table.restart"), "restart", word("table.restart_title"))],
    replay: [button(word("table.back"), "step_back", word("table.back_title")),
      button(word("table.forward"), "step_forward", word("table.forward_title")),
      button(word("table.trick"), "step_trick", word("table.trick_title")),
      button(word("table.end"), "step_to_end", word("table.end_title"))],
    four, fourBox, hints, hintsBox,
  };
}

/**
 * The tools that do something at this table: a replay steps; a table where
 * a person plays takes back and restarts; a table where the computer plays
 * every seat (a hand to watch) has nothing to take back, and no hints.
 * @param {TableState} t
 * @param {boolean} replay
 * @param {boolean} watching  no seat is played by a person
 */
function drawTools(t, replay, watching) {
  const bar = t.toolbar;
  const own = t.model.get("play_tools") !== false;
  const moves = replay ? bar.replay : !own ? [] : watching ? bar.play.slice(1) : bar.play;
  if (replay && t.scene) {
    // Back has nothing before the first move, the others nothing after the last.
    const atStart = !(t.scene.tutor || []).some((line) => line.kind === "call" || line.kind === "card");
    const atEnd = t.scene.to_act == null;
    bar.replay.forEach((b, i) => {
      const why = i === 0 ? (atStart ? t.word("table.replay_start") : "") : (atEnd ? t.word("table.replay_end") : "");
      b.dataset.why = why;
      if (why) b.setAttribute("aria-disabled", "true");
      else b.removeAttribute("aria-disabled");
    });
  }
  t.parts.tools.replaceChildren(...moves, bar.four, ...(replay || watching ? [] : [bar.hints]));
}

/**
 * Frames are still on show or a move is on its way: the table takes no new move.
 * @param {TableState} t
 */
function busy(t) { return t.timer != null || t.queue.length > 0 || t.waiting != null; }

/**
 * Send a move to Python, unless the table is busy.
 * @param {TableState} t
 * @param {TableMessage} message
 * @returns {boolean}  whether it was sent
 */
function send(t, message) {
  if (busy(t)) {
    // A click that does nothing says why.
    say(t.parts, t.word(t.waiting != null ? "table.busy_answering" : "table.busy_playing"), false);
    return false;
  }
  t.keepFocus = t.keepFocus || t.parts.root.contains(document.activeElement);
  t.elsewhere = false;
  t.moveOn = message.type === "undo" || message.type === "restart";
  t.waiting = setTimeout(() => {
    t.waiting = null;
    t.parts.root.classList.remove("pt-waiting");
    t.kernel.show(t.word("kernel.no_answer"), true, false);
  }, ANSWER_TIMEOUT_MS);
  t.model.send({ ...message, seq: t.scene ? t.scene.seq : 0 });
  t.parts.root.classList.add("pt-waiting");
  return true;
}

/**
 * @param {TableParts} parts
 * @param {string} text
 * @param {boolean} [urgent]
 */
function say(parts, text, urgent) {
  parts.status.textContent = text || "";
  parts.status.classList.toggle("pt-status-error", !!urgent);
}

/**
 * New frames from Python: queue the ones not seen yet and show them.
 * @param {TableState} t
 * @param {Scene[]} frames
 */
function enqueue(t, frames) {
  for (const frame of frames) {
    if (frame.seq > t.lastSeq) { t.queue.push(frame); t.lastSeq = frame.seq; }
  }
  if (t.waiting != null) { clearTimeout(t.waiting); t.waiting = null; }
  t.parts.root.classList.remove("pt-waiting");
  t.kernel.hide();
  pump(t);
}

/**
 * Show the next queued frame, and the one after it at the table's pace.
 * @param {TableState} t
 */
function pump(t) {
  if (t.timer != null) return;
  const pace = Math.max(0, t.model.get("pace_ms") || 0);
  if (pace === 0 && t.queue.length > 1) t.queue = t.queue.slice(-1);
  const frame = t.queue.shift();
  if (!frame) return;
  draw(t, frame);
  if (t.queue.length) {
    t.timer = setTimeout(() => { t.timer = null; pump(t); }, pace * (frame.hold || 1));
  }
  t.parts.root.classList.toggle("pt-animating", t.queue.length > 0);
}

/**
 * Draw one frame, keeping the keyboard focus where it was.
 * @param {TableState} t
 * @param {Scene} scene
 */
function draw(t, scene) {
  const started = performance.now();
  const { root } = t.parts;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const inTable = !!active && root.contains(active);
  // After Take back or Restart the learner acts in their hand or the bidding box, not on the
  // tool (unless it was refused: then they hear why, where they are).
  const moveOn = t.moveOn && !(scene.message && scene.message.level === "error");
  t.moveOn = false;
  const focusKey = inTable && active !== root && !moveOn ? active.dataset.focusKey : null;
  // The learner was at the table (or left it only because their card or bid vanished).
  const hadFocus = inTable || (t.keepFocus && !t.elsewhere && (active == null || active === document.body));
  t.scene = scene;
  /** @type {Controls} */
  const controls = {
    send: (message) => send(t, message),
    say: (text, urgent) => say(t.parts, text, urgent),
    root,
    fourColor: t.model.get("four_color"),
    word: t.word,
  };
  t.parts.felt.replaceChildren(...felt(scene, controls));
  t.parts.scores.replaceChildren(scoreTable(scene, t.word));
  updateCommentary(t.log, scene.tutor || []);
  drawTools(t, !!scene.replay, !scene.seats.some((seat) => seat.human));
  const hintsBefore = t.parts.hints.childElementCount;
  const adviceBefore = t.parts.advice.childElementCount;
  drawHints(t.parts.hintSlot, t.parts.hints, scene, controls);
  drawAdvice(t.parts.advice, scene, t.word);
  // what the learner just asked for: the advisor opened, or a new step of the hint
  const asked = !adviceBefore && t.parts.advice.firstElementChild
    || t.parts.hints.childElementCount > hintsBefore && t.parts.hints.lastElementChild;
  if (asked) bringIntoSide(t.parts.side, /** @type {HTMLElement} */ (asked));
  t.parts.felt.append(lastLine(scene, t.word));
  keepSeatsClear(t.parts.felt);
  // A new frame starts afresh: an earlier "why not" belongs to the position before.
  say(t.parts, scene.message ? scene.message.text : "", !!scene.message && scene.message.level === "error");
  root.dataset.phase = scene.phase;
  root.dataset.seq = String(scene.seq);
  t.keepFocus = restoreFocus(root, focusKey, hadFocus, inTable ? active : null);
  root.dataset.drawMs = (performance.now() - started).toFixed(1);  // read by the latency benchmark
}

/**
 * Scroll the side, beside the felt, to what was just asked for, where the side scrolls on its
 * own (a wide screen: it keeps to the window's height, so that a long hint and the advisor stay
 * beside the bidding box); a phone's side, under the felt, is left to the page.
 * @param {HTMLElement} side
 * @param {HTMLElement} item
 */
function bringIntoSide(side, item) {
  if (side.scrollHeight <= side.clientHeight + 1) return;
  // below the tutor's head, which stays in sight (sticky) with its Hint button
  const head = side.querySelector(".pt-tutor-head");
  const under = head && item.closest(".pt-tutor") ? head.getBoundingClientRect().height : 0;
  const at = item.getBoundingClientRect().top - side.getBoundingClientRect().top + side.scrollTop;
  side.scrollTop = Math.max(0, at - under - 8);
}

/** Where a learner acts next, in order: a card to play, a bid, the score sheet's button. */
const NEXT_ACTION = [
  ".pt-hand .pt-card.pt-legal",
  ".pt-bidbox .pt-bid[tabindex='0']",
  ".pt-overlay .pt-primary",
  ".pt-overlay button",
];

/**
 * After a redraw: the element with the same focus key as before (a tool, a
 * card still in the hand); failing that, when the table had the focus, the
 * next thing the learner may do; and while there is nothing to do (the
 * others are playing), the table itself holds the focus until there is.
 * Where the focus moves on (not back to the control the learner left it on), the page
 * scrolls to show it when it is out of sight: a keyboard user must see where they are.
 * @param {HTMLElement} root
 * @param {string | null | undefined} key
 * @param {boolean} hadFocus
 * @param {HTMLElement | null} before  what had the focus in the table before the frame
 * @returns {boolean}  whether the table is still waiting to hand the focus on
 */
function restoreFocus(root, key, hadFocus, before) {
  /** @type {HTMLElement | null} */
  let target = key ? root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`) : null;
  if (target && target.closest(".pt-hand") && !target.classList.contains("pt-legal")) {
    // a card of yours that may not be played now: move on to one that may, if any
    target = /** @type {HTMLElement | null} */ (root.querySelector(".pt-hand .pt-card.pt-legal")) || target;
  }
  for (const selector of hadFocus && !target ? NEXT_ACTION : []) {
    target = root.querySelector(selector);
    if (target) break;
  }
  if (target) {
    target.focus({ preventScroll: true });
    const moved = !before || before === root || !key || target.dataset.focusKey !== key;
    if (moved) reveal(target);
    return false;
  }
  if (hadFocus) { root.focus({ preventScroll: true }); return true; }
  return false;
}

/**
 * The table's language changed: its words are said again, in the new one.
 * @param {TableState} t
 */
function relabel(t) {
  const word = t.word = wordsFrom(t.model.get("words"));
  const { root, log, hints } = t.parts;
  root.setAttribute("aria-label", word("table.aria"));
  log.setAttribute("aria-label", word("table.commentary"));
  hints.setAttribute("aria-label", word("table.hints"));
  const head = root.querySelector(".pt-tutor-head h3");
  if (head) head.textContent = word("table.tutor");
  t.toolbar = toolbar(t.model, (message) => send(t, message), word, (text) => say(t.parts, text, false));
  if (t.scene) draw(t, t.scene);
  else drawTools(t, false, false);
}

/** @type {import("@anywidget/types").Render<TableTraits>} */
function render({ model, el: host }) {
  const word = wordsFrom(model.get("words"));
  const parts = tableParts(word);
  // The layout follows the width the table is given (a phone, a narrow notebook
  // column, a projector), not the window's: a container query on this shell.
  const shell = el("div", "pt-shell");
  shell.append(parts.root);
  host.append(shell);
  const kernel = watchKernel(model, parts.root);
  /** @type {TableState} */
  const t = {
    model, parts, kernel, word,
    toolbar: toolbar(model, (message) => send(t, message), word, (text) => say(parts, text, false)),
    log: commentary(parts.log),
    scene: null, queue: [], timer: null, waiting: null, lastSeq: 0, keepFocus: false, moveOn: false, elsewhere: false,
  };
  // A click elsewhere on the page is the learner's own move: the table's frames stop taking the focus.
  /** @param {Event} event */
  const away = (event) => { if (!(event.target instanceof Node && parts.root.contains(event.target))) t.elsewhere = true; };
  document.addEventListener("pointerdown", away, true);
  drawTools(t, false, false);
  model.on("change:frames", () => enqueue(t, model.get("frames")));
  model.on("change:words", () => relabel(t));
  model.on("change:hints", () => { t.toolbar.hintsBox.checked = model.get("hints"); });
  const projector = () => parts.root.classList.toggle("pt-projector", !!model.get("projector"));
  projector();
  model.on("change:projector", projector);
  model.on("change:play_tools", () => { if (t.scene) draw(t, t.scene); });
  model.on("change:four_color", () => { t.toolbar.fourBox.checked = model.get("four_color"); if (t.scene) draw(t, t.scene); });
  const frames = model.get("frames") || [];
  if (frames.length) { t.lastSeq = frames[frames.length - 1].seq; draw(t, frames[frames.length - 1]); }
  return () => {
    document.removeEventListener("pointerdown", away, true);
    if (t.timer != null) clearTimeout(t.timer);
    if (t.waiting != null) clearTimeout(t.waiting);
  };
}

export default { render };
