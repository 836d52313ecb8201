// The puzzle trainer: a rated puzzle at the learner's level, answered with a
// click; Python checks it with the engine and sends the explanation.  The
// learner (rating, history, reviews) is kept in this browser's local storage,
// handed to the kernel when the page opens, and exported or imported as a file.

import { SUIT_SYMBOLS, cardChip, cardElement } from "./cards.js";
import { decimal, el, group, onFileText, reveal, rovingGroup, statusBox, wordsFrom } from "./dom.js";
import { watchedRoot } from "./kernel.js";
import { TRAINER_KEY, keepTrait } from "./storage.js";

/** @typedef {import("./types.js").TrainerTraits} TrainerTraits */
/** @typedef {import("./types.js").TrainerPuzzle} TrainerPuzzle */
/** @typedef {import("./types.js").TrainerFeedback} TrainerFeedback */
/** @typedef {import("./types.js").TrainerSummary} TrainerSummary */
/** @typedef {import("@anywidget/types").AnyModel<TrainerTraits>} TrainerModel */
/** @typedef {import("./dom.js").Word} Word */

/**
 * The rating over time as a small line chart (inline SVG).
 * @param {number[]} points
 * @param {Word} word
 * @returns {SVGSVGElement}
 */
function ratingChart(points, word) {
  const ns = "http://www.w3.org/2000/svg";
  const w = 300, h = 90, pad = 4;
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("class", "pt-trainer-chart");
  svg.setAttribute("role", "img");
  const last = points.length ? points[points.length - 1] : 0;
  svg.setAttribute("aria-label", word("trainer.chart_aria", { count: Math.max(0, points.length - 1), rating: last }));
  if (points.length < 2) {
    const note = document.createElementNS(ns, "text");
    note.setAttribute("x", String(w / 2));
    note.setAttribute("y", String(h / 2));
    note.setAttribute("text-anchor", "middle");
    note.setAttribute("class", "pt-trainer-axis");
    note.textContent = word("trainer.chart_empty");
    svg.append(note);
    return svg;
  }
  const low = Math.min(...points) - 20, high = Math.max(...points) + 20;
  // the axis labels get a margin of their own: drawn over the line's start they hid it (a walk)
  const left = 44;
  const x = (/** @type {number} */ i) => left + (i * (w - left - pad)) / (points.length - 1);
  const y = (/** @type {number} */ v) => h - pad - ((v - low) * (h - 2 * pad)) / (high - low);
  const line = document.createElementNS(ns, "polyline");
  line.setAttribute("points", points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "));
  line.setAttribute("fill", "none");
  line.setAttribute("class", "pt-trainer-line");
  const dot = document.createElementNS(ns, "circle");
  dot.setAttribute("cx", x(points.length - 1).toFixed(1));
  dot.setAttribute("cy", y(last).toFixed(1));
  dot.setAttribute("r", "3");
  dot.setAttribute("class", "pt-trainer-dot");
  for (const [value, anchor] of /** @type {[number, number][]} */ ([[high - 20, pad + 12], [low + 20, h - pad - 2]])) {
    const label = document.createElementNS(ns, "text");
    label.setAttribute("x", String(left - 6));
    label.setAttribute("y", String(anchor));
    label.setAttribute("text-anchor", "end");
    label.setAttribute("class", "pt-trainer-axis");
    label.textContent = String(Math.round(value));
    svg.append(label);
  }
  svg.append(line, dot);
  return svg;
}

/**
 * The facts of the position in a row of chips.
 * @param {[string, string | null | undefined][]} items
 */
function chips(items) {
  const row = el("div", "pt-quiz-chips");
  for (const [label, value] of items) {
    if (!value) continue;
    const chip = el("span", "pt-qchip");
    chip.append(el("span", "pt-qchip-label", label + " "), el("b", null, value));
    row.append(chip);
  }
  return row;
}

/**
 * Draw the puzzle: the position as its seat sees it, and the choices.
 * @param {TrainerModel} model
 * @param {HTMLElement} box
 */
function drawPuzzle(model, box) {
  const p = model.get("puzzle");
  const fourColor = model.get("four_color");
  const word = wordsFrom(model.get("words"));
  box.replaceChildren();
  box.dataset.kind = p.kind;
  box.dataset.id = p.id;
  const head = el("div", "pt-trainer-head");
  head.append(el("h3", "pt-h pt-trainer-prompt", p.prompt));
  if (p.review) head.append(el("span", "pt-trainer-review", word("trainer.review")));
  box.append(head);
  box.append(chips([
    [word("trainer.rules_chip"), p.rules], [word("trainer.dealer_chip"), p.dealer],
    [word("trainer.trump_chip"), p.trump ? `${SUIT_SYMBOLS[p.trump]} ${word(`suit.${p.trump}`)}` : null],
    [word("trainer.contract_chip"), p.contract],
  ]));
  if (p.calls.length || p.kind === "bid") {
    const calls = p.calls.length
      ? p.calls.map((c) => word("trainer.call", { seat: c.seat, call: c.label })).join(" · ")
      : word("trainer.nobody_spoken");
    box.append(el("p", "pt-quiz-label", word("trainer.auction", { calls })));
  }
  if (p.tricks.length) {
    const list = el("div", "pt-quiz-grid pt-trainer-tricks");
    p.tricks.forEach((t, i) => {
      const row = el("div", "pt-quiz-line");
      row.append(el("span", "pt-quiz-who", word("trainer.trick", { number: i + 1, winner: t.winner })));
      for (const play of t.cards) {
        const chip = cardChip(play.card, fourColor);
        chip.setAttribute("aria-label", word("trainer.played_by", { card: play.card.name, seat: play.seat }));
        chip.title = play.seat;
        row.append(chip);
      }
      list.append(row);
    });
    box.append(list);
  }
  if (p.kind === "card") {
    if (p.trick.length) {
      box.append(el("p", "pt-quiz-label", word("trainer.on_table")));
      const trick = el("div", "pt-quiz-row pt-quiz-trick");
      for (const play of p.trick) {
        const fig = el("figure", "pt-qcard");
        fig.append(cardElement(play.card, { fourColor, extraClass: "pt-small", label: word("trainer.played_by", { card: play.card.name, seat: play.seat }) }),
          el("figcaption", null, play.seat));
        trick.append(fig);
      }
      box.append(trick);
    } else {
      box.append(el("p", "pt-quiz-label", word("trainer.you_lead")));
    }
  }
  box.append(el("p", "pt-quiz-label", word(p.kind === "card" ? "trainer.hand_click" : "trainer.hand")));
  const hand = group("pt-quiz-row pt-trainer-hand", word("trainer.hand_aria"));
  /** @type {HTMLElement[]} */
  const buttons = [];
  for (const c of p.hand) {
    const b = cardElement(c, { fourColor, button: p.kind === "card", extraClass: p.kind === "card" ? "pt-choice" : "pt-small", tabIndex: p.kind === "card" ? 0 : -1 });
    if (p.kind === "card") {
      b.addEventListener("click", () => model.send({ type: "answer", value: c.code }));
      buttons.push(b);
    }
    hand.append(b);
  }
  box.append(hand);
  if (p.kind === "bid") {
    const calls = group("pt-quiz-options pt-trainer-calls", word("trainer.call_aria"));
    for (const option of p.options) {
      const b = el("button", "pt-option", option.call === "pass" ? word("trainer.pass_button") : word(option.hold ? "trainer.hold_button" : "trainer.bid_button", { bid: option.label }));
      b.type = "button";
      b.dataset.call = String(option.call);
      b.addEventListener("click", () => model.send({ type: "answer", value: option.call }));
      buttons.push(b);
      calls.append(b);
    }
    box.append(calls);
  }
  rovingGroup(p.kind === "card" ? hand : /** @type {HTMLElement} */ (box.lastElementChild), buttons);
}

/**
 * Mark the cards or calls the feedback names: the answer, and the learner's choice.
 * @param {HTMLElement} box
 * @param {TrainerFeedback} fb
 */
function markChoices(box, fb) {
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll("[data-code], [data-call]"))) {
    const value = node.dataset.code || node.dataset.call;
    const answer = fb.answer !== undefined && (String(fb.answer) === value || (fb.also || []).map(String).includes(String(value)));
    node.classList.toggle("pt-right", !!answer);
    node.classList.toggle("pt-wrong", fb.chosen !== undefined && String(fb.chosen) === value && !answer);
  }
}

/**
 * Python's verdict: the summary, the explanation, the numbers, the rating's move.
 * @param {TrainerModel} model
 * @param {HTMLElement} box
 * @param {HTMLElement} puzzleBox
 * @param {HTMLButtonElement} next
 */
function drawFeedback(model, box, puzzleBox, next) {
  const fb = model.get("feedback") || {};
  const word = wordsFrom(model.get("words"));
  box.replaceChildren();
  box.classList.remove("pt-ok", "pt-not-ok");
  if (fb.notice) box.append(el("p", "pt-trainer-notice", fb.notice));
  if (fb.error) box.append(el("p", "pt-quiz-error", fb.error));
  const answered = fb.summary !== undefined;
  next.hidden = !answered;
  puzzleBox.classList.toggle("pt-answered", answered);
  if (!answered) { markChoices(puzzleBox, {}); return; }
  box.classList.add(fb.correct ? "pt-ok" : "pt-not-ok");
  box.append(el("p", "pt-quiz-summary", fb.summary));
  if (fb.mode === "rated" && fb.review) {
    // a review is not rated: its answer was shown at the miss (trainer.py)
    box.append(el("p", "pt-trainer-move", word("trainer.review_move", { rating: fb.before ?? "" })));
  } else if (fb.mode === "rated") {
    const delta = fb.delta || 0;
    // The learners' attempts teach a puzzle its rating: a first try moves it (community.py).
    const taught = fb.puzzle_after != null && fb.puzzle_after !== fb.puzzle_rating ? word("trainer.taught", { rating: fb.puzzle_after }) : "";
    const move = el("p", "pt-trainer-move", word("trainer.move", {
      before: fb.before ?? "", after: fb.after ?? "", delta: (delta >= 0 ? "+" : "") + delta, rating: fb.puzzle_rating ?? "", taught,
    }));
    move.dataset.delta = String(delta);
    box.append(move);
  } else {
    box.append(el("p", "pt-trainer-move", fb.correct ? word("trainer.streak_on", { streak: fb.streak ?? 0 }) : word("trainer.streak_over")));
  }
  const list = el("ul", "pt-quiz-lines");
  for (const line of fb.lines || []) list.append(el("li", line.ok ? "pt-right" : "pt-wrong", line.text));
  box.append(list);
  if (fb.values && fb.values.length) {
    box.append(el("p", "pt-trainer-values-title", fb.values_title ?? ""));
    const table = el("table", "pt-trainer-values");
    const head = el("tr");
    head.append(el("th", null, word("trainer.col_choice")), el("th", null, word("trainer.col_points")), el("th", null, "±"));
    table.append(head);
    for (const row of fb.values) {
      const tr = el("tr", (row.answer ? "pt-right" : "") + (row.chosen ? " pt-chosen" : ""));
      tr.append(el("td", null, row.chosen ? word("trainer.yours", { choice: row.label }) : row.label),
        el("td", null, (row.mean >= 0 ? "+" : "") + decimal(row.mean, 2, word)),
        el("td", null, row.se ? decimal(row.se, 2, word) : fb.exact ? word("trainer.exact") : "—"));
      table.append(tr);
    }
    box.append(table);
  }
  if (fb.themes && fb.themes.length) box.append(el("p", "pt-muted", word("trainer.themes", { themes: fb.themes.join(", ") })));
  markChoices(puzzleBox, fb);
}

/**
 * The learner's side panel: rating, chart, streak, reviews, themes.
 * @param {TrainerSummary} s
 * @param {HTMLElement} box
 * @param {Word} word
 */
function drawSummary(s, box, word) {
  box.replaceChildren();
  const rating = el("p", "pt-trainer-rating");
  rating.append(el("span", "pt-muted", word("trainer.your_rating") + " "), el("b", "pt-trainer-number", String(s.rating)), el("span", "pt-muted", ` ±${s.rd}`));
  box.append(rating, ratingChart(s.chart, word));
  box.append(el("p", "pt-trainer-counts",
    // the reviews due now, said beside the reviews (a walk read "Streak record: 0 (1 due now)")
    word("trainer.counts", { solved: s.solved, attempts: s.attempts, best: s.best_streak, reviews: s.reviews,
      due: s.due ? word("trainer.due", { due: s.due }) : "" })));
  if (s.strong.length) box.append(el("p", "pt-trainer-strong", word("trainer.strong", { themes: s.strong.join(", ") })));
  if (s.weak.length) box.append(el("p", "pt-trainer-weak", word("trainer.weak", { themes: s.weak.join(", ") })));
  if (s.by_theme.length) {
    const details = el("details", "pt-quiz-details");
    details.append(el("summary", null, word("trainer.by_theme")));
    const list = el("ul", "pt-trainer-themes");
    for (const t of s.by_theme) list.append(el("li", null, word("trainer.theme_score", { label: t.label, solved: t.solved, attempts: t.attempts })));
    details.append(list);
    box.append(details);
  }
}

/** @type {import("@anywidget/types").Render<TrainerTraits>} */
function render({ model, el: host }) {
  const word = wordsFrom(model.get("words"));
  const root = watchedRoot(model, host, "pt-root pt-quiz pt-trainer", word("trainer.aria"));

  // Controls: mode and theme.
  const bar = el("div", "pt-trainer-bar");
  const modes = el("div", "pt-quiz-options");
  modes.setAttribute("role", "radiogroup");
  modes.setAttribute("aria-label", word("trainer.mode"));
  /** @type {HTMLButtonElement[]} */
  const modeButtons = [];
  for (const mode of ["rated", "streak"]) {
    const b = el("button", "pt-option", word(`trainer.mode.${mode}`));
    b.type = "button";
    b.dataset.mode = mode;
    b.setAttribute("role", "radio");
    b.addEventListener("click", () => { model.set("mode", mode); model.save_changes(); });
    modeButtons.push(b);
    modes.append(b);
  }
  rovingGroup(modes, modeButtons);
  const themeLabel = el("label", "pt-trainer-theme", word("trainer.theme") + " ");
  const select = el("select", "pt-trainer-select");
  select.addEventListener("change", () => { model.set("theme", select.value); model.save_changes(); });
  themeLabel.append(select);
  const streak = el("span", "pt-trainer-streak");
  bar.append(modes, themeLabel, streak);

  const main = el("div", "pt-trainer-main");
  const play = el("div", "pt-trainer-play");
  const puzzleBox = el("div", "pt-trainer-puzzle");
  const feedback = statusBox("pt-quiz-feedback pt-trainer-feedback");
  const next = el("button", "pt-primary pt-trainer-next", word("trainer.next"));
  next.type = "button";
  next.hidden = true;
  // After Next the learner answers the new puzzle: its first choice gets the focus (the
  // button they pressed vanishes), with the question in sight above it.
  let focusNext = false;
  next.addEventListener("click", () => { focusNext = true; model.send({ type: "next" }); });
  play.append(puzzleBox, feedback, next);

  const side = el("div", "pt-trainer-side");
  const summary = el("div", "pt-trainer-summary");
  const files = el("div", "pt-trainer-files");
  const exportButton = el("button", "pt-option", word("trainer.export"));
  exportButton.type = "button";
  exportButton.addEventListener("click", () => {
    const blob = new Blob([JSON.stringify(model.get("learner"))], { type: "application/json" });
    const link = el("a");
    link.href = URL.createObjectURL(blob);
    link.download = "pitch-puzzles-progress.json";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  const importInput = el("input", "pt-trainer-import");
  importInput.type = "file";
  importInput.accept = ".json,application/json";
  importInput.setAttribute("aria-label", word("trainer.import_aria"));
  onFileText(importInput, () => 1_000_000, (text) => model.send({ type: "import", text }));
  const importLabel = el("label", "pt-option pt-trainer-import-label", word("trainer.import"));
  importLabel.append(importInput);
  files.append(exportButton, importLabel);
  side.append(summary, files);
  main.append(play, side);
  root.append(bar, main);

  const drawBar = () => {
    const s = model.get("summary");
    const mode = model.get("mode");
    for (const b of modeButtons) b.setAttribute("aria-checked", b.dataset.mode === mode ? "true" : "false");
    if (select.options.length !== s.themes.length) {
      select.replaceChildren(...s.themes.map((t) => { const o = el("option", null, t.label); o.value = t.theme; return o; }));
    }
    select.value = model.get("theme");
    streak.textContent = mode === "streak" ? wordsFrom(model.get("words"))("trainer.streak_bar", { streak: s.streak, best: s.best_streak }) : "";
  };
  const onSummary = () => { drawBar(); drawSummary(model.get("summary"), summary, wordsFrom(model.get("words"))); };
  const onPuzzle = () => {
    drawPuzzle(model, puzzleBox);
    drawFeedback(model, feedback, puzzleBox, next);
    const active = document.activeElement;
    // only where the learner still is: on Next, or dropped to the page as it vanished
    if (!focusNext || (active && active !== document.body && !root.contains(active))) { focusNext = false; return; }
    focusNext = false;
    const choice = [...puzzleBox.querySelectorAll("button")].find((b) => b.tabIndex === 0);  // a group's stop
    if (!choice) return;
    choice.focus({ preventScroll: true });
    reveal(puzzleBox, "start");
    reveal(choice);
  };
  const onFeedback = () => {
    drawFeedback(model, feedback, puzzleBox, next);
    if ((model.get("feedback") || {}).error) focusNext = false;  // Next was refused: no puzzle is coming
  };
  // What each change of a trait redraws or keeps: listened to while the widget is shown.
  /** @type {[`change:${keyof TrainerTraits & string}`, () => void][]} */
  const listeners = [
    ["change:summary", onSummary],
    ["change:mode", drawBar],
    ["change:theme", drawBar],
    ["change:puzzle", onPuzzle],
    ["change:feedback", onFeedback],
  ];
  for (const [change, listener] of listeners) model.on(change, listener);
  onSummary();
  onPuzzle();
  // The learner is kept in this browser; a first visit's fresh learner is stored at once.
  const learner = keepTrait(model, "learner", TRAINER_KEY);
  if (!learner.kept) learner.store();
  return () => {
    for (const [change, listener] of listeners) model.off(change, listener);
    model.off("change:learner", learner.store);
  };
}

export default { render };
