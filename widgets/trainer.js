// Built from widgets/src/ by `make widgets` (esbuild): edit the sources there, not this file.

// widgets/src/cards.js
var SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
var SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
var SUIT_SHAPES = {
  H: '<path d="M50 90C24 70 4 52 10 30 15 12 40 8 50 29 60 8 85 12 90 30 96 52 76 70 50 90Z"/>',
  D: '<path d="M50 4 87 50 50 96 13 50Z"/>',
  S: '<path d="M50 6C70 30 96 44 90 66 86 80 66 84 55 70 56 82 60 90 68 95H32C40 90 44 82 45 70 34 84 14 80 10 66 4 44 30 30 50 6Z"/>',
  C: '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="60" r="19"/><circle cx="73" cy="60" r="19"/><path d="M45 55H55L57 78C58 86 62 91 69 95H31C38 91 42 86 43 78Z"/>'
};
var FOUR_COLOURS = { S: "#1a1a1a", H: "#c4122f", D: "#1459b8", C: "#187a3a" };
function suitColor(suit, fourColor) {
  if (fourColor) return FOUR_COLOURS[suit];
  return suit === "H" || suit === "D" ? "#c4122f" : "#1a1a1a";
}
function pip(suit, x, y, size, flip) {
  const s = size / 100;
  const rotate = flip ? ` rotate(180 ${x} ${y})` : "";
  return `<g transform="${rotate} translate(${x - size / 2} ${y - size / 2}) scale(${s})">${SUIT_SHAPES[suit]}</g>`;
}
var COLS = { l: 34, m: 50, r: 66 };
var PIP_LAYOUT = {
  2: [["m", 30], ["m", 110]],
  3: [["m", 30], ["m", 70], ["m", 110]],
  4: [["l", 30], ["r", 30], ["l", 110], ["r", 110]],
  5: [["l", 30], ["r", 30], ["m", 70], ["l", 110], ["r", 110]],
  6: [["l", 30], ["r", 30], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  7: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  8: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["m", 90], ["l", 110], ["r", 110]],
  9: [["l", 28], ["r", 28], ["l", 56], ["r", 56], ["m", 70], ["l", 84], ["r", 84], ["l", 112], ["r", 112]],
  10: [["l", 28], ["r", 28], ["m", 43], ["l", 56], ["r", 56], ["l", 84], ["r", 84], ["m", 97], ["l", 112], ["r", 112]]
};
function cardSVG(card, fourColor) {
  const color = suitColor(card.suit, fourColor);
  const rank = card.rank;
  const corner = (flip) => {
    const t = flip ? ' transform="rotate(180 50 70)"' : "";
    const cls = rank === "10" ? "pt-rank pt-rank-10" : "pt-rank";
    return `<g${t}><text x="12" y="22" class="${cls}" text-anchor="middle">${rank}</text>${pip(card.suit, 12, 33, 12, false)}</g>`;
  };
  let middle = "";
  if (PIP_LAYOUT[rank]) {
    middle = PIP_LAYOUT[rank].map(([col, y]) => pip(card.suit, COLS[col], y, 19, y > 70)).join("");
  } else if (rank === "A") {
    middle = pip(card.suit, 50, 70, 46, false);
  } else {
    middle = `<rect x="22" y="18" width="56" height="104" rx="5" class="pt-court" stroke="${color}"/><text x="50" y="76" class="pt-court-letter" text-anchor="middle">${rank}</text>` + pip(card.suit, 50, 100, 22, false) + pip(card.suit, 50, 38, 16, true);
  }
  return `<svg class="pt-card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false" style="color:${color}"><rect x="1" y="1" width="98" height="138" rx="8" class="pt-face"/><g fill="currentColor">${corner(false)}${corner(true)}${middle}</g></svg>`;
}
function cardElement(card, opts = {}) {
  const node = document.createElement(opts.button ? "button" : "span");
  node.className = "pt-card" + (opts.extraClass ? " " + opts.extraClass : "");
  if (card == null) {
    node.classList.add("pt-back");
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", opts.label || "face-down card");
    node.innerHTML = '<span class="pt-back-pattern" aria-hidden="true"></span>';
  } else {
    node.innerHTML = cardSVG(card, opts.fourColor);
    node.dataset.code = card.code;
    node.setAttribute("aria-label", opts.label || card.name);
    if (!opts.button) node.setAttribute("role", "img");
  }
  if (opts.button) {
    node.type = "button";
    if (opts.legal === false) node.setAttribute("aria-disabled", "true");
  }
  node.tabIndex = opts.tabIndex !== void 0 ? opts.tabIndex : 0;
  if (opts.focusKey) node.dataset.focusKey = opts.focusKey;
  return node;
}
function cardChip(card, fourColor, asButton) {
  const chip = document.createElement(asButton ? "button" : "span");
  chip.className = "pt-chipcard";
  if (asButton) chip.type = "button";
  chip.style.color = suitColor(card.suit, fourColor);
  chip.textContent = `${card.rank}${SUIT_SYMBOLS[card.suit]}`;
  if (!asButton) chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", card.name);
  if (card.code) chip.dataset.code = card.code;
  return chip;
}

// widgets/src/dom.js
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== void 0 && text != null) node.textContent = text;
  return node;
}
function rovingGroup(group, items, stop) {
  if (!items.length) return;
  const first = stop && items.includes(stop) ? stop : items[0];
  items.forEach((item) => {
    item.tabIndex = item === first ? 0 : -1;
  });
  group.addEventListener("keydown", (event) => {
    const i = items.indexOf(
      /** @type {HTMLElement} */
      document.activeElement
    );
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
    items[next].focus();
  });
  group.addEventListener("focusin", (event) => {
    if (items.includes(
      /** @type {HTMLElement} */
      event.target
    )) {
      items.forEach((item) => {
        item.tabIndex = item === event.target ? 0 : -1;
      });
    }
  });
}

// widgets/src/kernel.js
function watchKernel(model, root) {
  const manager = (
    /** @type {{kernel?: Kernel} | undefined} */
    /** @type {unknown} */
    model.widget_manager
  );
  const kernel = manager && manager.kernel;
  const banner = el("div", "pt-kernel-banner");
  banner.setAttribute("role", "alert");
  banner.hidden = true;
  const text = el("span", "pt-kernel-text");
  const restart = el("button", "pt-primary", "Restart the lesson");
  restart.type = "button";
  restart.addEventListener("click", () => window.location.reload());
  banner.append(text, restart);
  root.prepend(banner);
  let down = false;
  const show = (message, offerRestart, final = offerRestart) => {
    if (down) return;
    down = final;
    text.textContent = message;
    restart.hidden = !offerRestart;
    banner.hidden = false;
    root.classList.toggle("pt-kernel-down", final);
  };
  const hide = () => {
    if (!down) banner.hidden = true;
  };
  const onStatus = (status) => {
    if (status === "dead" || status === "restarting" || status === "autorestarting") {
      show("The lesson's Python kernel has stopped, so the cards cannot answer any more. Your quiz results are kept.", true);
    }
  };
  const onConnection = (status) => {
    if (status === "connecting") show("The connection to the lesson was lost; reconnecting… If this lasts, the server may have restarted: restart the lesson.", true, false);
    else if (status === "connected") hide();
    else if (status === "disconnected") show("The connection to the lesson is lost: the server may have restarted.", true);
  };
  root.dataset.kernelWatch = kernel && kernel.statusChanged ? "on" : "off";
  if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
    kernel.statusChanged.connect((_, status) => onStatus(status));
    kernel.connectionStatusChanged.connect((_, status) => onConnection(status));
    onStatus(kernel.status);
  }
  return { show, hide };
}

// widgets/src/storage.js
var TRAINER_KEY = "pitchtutor.trainer.learner";
function loadText(key) {
  try {
    return window.localStorage.getItem(key);
  } catch (e) {
    return null;
  }
}
function saveText(key, text) {
  try {
    window.localStorage.setItem(key, text);
  } catch (e) {
  }
}

// widgets/src/trainer.js
function ratingChart(points) {
  const ns = "http://www.w3.org/2000/svg";
  const w = 300, h = 90, pad = 4;
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("class", "pt-trainer-chart");
  svg.setAttribute("role", "img");
  const last = points.length ? points[points.length - 1] : 0;
  svg.setAttribute("aria-label", `Your rating over your last ${Math.max(0, points.length - 1)} puzzles, now ${last}`);
  if (points.length < 2) {
    const note = document.createElementNS(ns, "text");
    note.setAttribute("x", String(w / 2));
    note.setAttribute("y", String(h / 2));
    note.setAttribute("text-anchor", "middle");
    note.setAttribute("class", "pt-trainer-axis");
    note.textContent = "Your rating over time will show here";
    svg.append(note);
    return svg;
  }
  const low = Math.min(...points) - 20, high = Math.max(...points) + 20;
  const x = (i) => pad + i * (w - 2 * pad) / (points.length - 1);
  const y = (v) => h - pad - (v - low) * (h - 2 * pad) / (high - low);
  const line = document.createElementNS(ns, "polyline");
  line.setAttribute("points", points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "));
  line.setAttribute("fill", "none");
  line.setAttribute("class", "pt-trainer-line");
  const dot = document.createElementNS(ns, "circle");
  dot.setAttribute("cx", x(points.length - 1).toFixed(1));
  dot.setAttribute("cy", y(last).toFixed(1));
  dot.setAttribute("r", "3");
  dot.setAttribute("class", "pt-trainer-dot");
  for (
    const [value, anchor] of
    /** @type {[number, number][]} */
    [[high - 20, pad + 9], [low + 20, h - pad - 2]]
  ) {
    const label = document.createElementNS(ns, "text");
    label.setAttribute("x", String(pad));
    label.setAttribute("y", String(anchor));
    label.setAttribute("class", "pt-trainer-axis");
    label.textContent = String(Math.round(value));
    svg.append(label);
  }
  svg.append(line, dot);
  return svg;
}
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
function drawPuzzle(model, box) {
  const p = model.get("puzzle");
  const fourColor = model.get("four_color");
  box.replaceChildren();
  box.dataset.kind = p.kind;
  box.dataset.id = p.id;
  const head = el("div", "pt-trainer-head");
  head.append(el("h3", "pt-h pt-trainer-prompt", p.prompt));
  if (p.review) head.append(el("span", "pt-trainer-review", "↻ A puzzle you missed, back for review"));
  box.append(head);
  box.append(chips([
    ["Rules:", p.rules],
    ["Dealer:", p.dealer],
    ["Trump:", p.trump ? `${SUIT_SYMBOLS[p.trump]} ${SUIT_NAMES[p.trump]}` : null],
    ["Contract:", p.contract]
  ]));
  if (p.calls.length || p.kind === "bid") {
    const calls = p.calls.length ? p.calls.map((c) => `${c.seat}: ${c.label}`).join(" · ") : "nobody has spoken yet";
    box.append(el("p", "pt-quiz-label", `The auction so far: ${calls}`));
  }
  if (p.tricks.length) {
    const list = el("div", "pt-quiz-grid pt-trainer-tricks");
    p.tricks.forEach((t, i) => {
      const row = el("div", "pt-quiz-line");
      row.append(el("span", "pt-quiz-who", `Trick ${i + 1} → ${t.winner}`));
      for (const play of t.cards) {
        const chip = cardChip(play.card, fourColor);
        chip.setAttribute("aria-label", `${play.card.name}, played by ${play.seat}`);
        chip.title = play.seat;
        row.append(chip);
      }
      list.append(row);
    });
    box.append(list);
  }
  if (p.kind === "card") {
    if (p.trick.length) {
      box.append(el("p", "pt-quiz-label", "On the table:"));
      const trick = el("div", "pt-quiz-row pt-quiz-trick");
      for (const play of p.trick) {
        const fig = el("figure", "pt-qcard");
        fig.append(
          cardElement(play.card, { fourColor, extraClass: "pt-small", label: `${play.card.name}, played by ${play.seat}` }),
          el("figcaption", null, play.seat)
        );
        trick.append(fig);
      }
      box.append(trick);
    } else {
      box.append(el("p", "pt-quiz-label", "You lead to this trick."));
    }
  }
  box.append(el("p", "pt-quiz-label", p.kind === "card" ? "Your hand — click the card you play:" : "Your hand:"));
  const hand = el("div", "pt-quiz-row pt-trainer-hand");
  hand.setAttribute("role", "group");
  hand.setAttribute("aria-label", "Your hand");
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
    const calls = el("div", "pt-quiz-options pt-trainer-calls");
    calls.setAttribute("role", "group");
    calls.setAttribute("aria-label", "Your call");
    for (const option of p.options) {
      const b = el("button", "pt-option", option.call === "pass" ? "Pass" : `Bid ${option.label}`);
      b.type = "button";
      b.dataset.call = String(option.call);
      b.addEventListener("click", () => model.send({ type: "answer", value: option.call }));
      buttons.push(b);
      calls.append(b);
    }
    box.append(calls);
  }
  rovingGroup(p.kind === "card" ? hand : (
    /** @type {HTMLElement} */
    box.lastElementChild
  ), buttons);
}
function markChoices(box, fb) {
  for (
    const node of
    /** @type {NodeListOf<HTMLElement>} */
    box.querySelectorAll("[data-code], [data-call]")
  ) {
    const value = node.dataset.code || node.dataset.call;
    const answer = fb.answer !== void 0 && (String(fb.answer) === value || (fb.also || []).map(String).includes(String(value)));
    node.classList.toggle("pt-right", !!answer);
    node.classList.toggle("pt-wrong", fb.chosen !== void 0 && String(fb.chosen) === value && !answer);
  }
}
function drawFeedback(model, box, puzzleBox, next) {
  const fb = model.get("feedback") || {};
  box.replaceChildren();
  box.classList.remove("pt-ok", "pt-not-ok");
  if (fb.notice) box.append(el("p", "pt-trainer-notice", fb.notice));
  if (fb.error) box.append(el("p", "pt-quiz-error", fb.error));
  const answered = fb.summary !== void 0;
  next.hidden = !answered;
  puzzleBox.classList.toggle("pt-answered", answered);
  if (!answered) {
    markChoices(puzzleBox, {});
    return;
  }
  box.classList.add(fb.correct ? "pt-ok" : "pt-not-ok");
  box.append(el("p", "pt-quiz-summary", fb.summary));
  if (fb.mode === "rated") {
    const delta = fb.delta || 0;
    const taught = fb.puzzle_after != null && fb.puzzle_after !== fb.puzzle_rating ? `, ${fb.puzzle_after} after your first try` : "";
    const move = el("p", "pt-trainer-move", `Your rating: ${fb.before} → ${fb.after} (${delta >= 0 ? "+" : ""}${delta}). This puzzle is rated ${fb.puzzle_rating}${taught}.`);
    move.dataset.delta = String(delta);
    box.append(move);
  } else {
    box.append(el("p", "pt-trainer-move", fb.correct ? `Streak: ${fb.streak}. Keep going!` : "The streak is over (streaks are not rated)."));
  }
  const list = el("ul", "pt-quiz-lines");
  for (const line of fb.lines || []) list.append(el("li", line.ok ? "pt-right" : "pt-wrong", line.text));
  box.append(list);
  if (fb.values && fb.values.length) {
    box.append(el("p", "pt-trainer-values-title", `What each choice is worth to your side, on average over ${fb.deals}:`));
    const table = el("table", "pt-trainer-values");
    const head = el("tr");
    head.append(el("th", null, "choice"), el("th", null, "points"), el("th", null, "±"));
    table.append(head);
    for (const row of fb.values) {
      const tr = el("tr", (row.answer ? "pt-right" : "") + (row.chosen ? " pt-chosen" : ""));
      tr.append(
        el("td", null, row.label + (row.chosen ? " (yours)" : "")),
        el("td", null, (row.mean >= 0 ? "+" : "") + row.mean.toFixed(2)),
        el("td", null, row.se ? row.se.toFixed(2) : fb.exact ? "exact" : "—")
      );
      table.append(tr);
    }
    box.append(table);
  }
  if (fb.themes && fb.themes.length) box.append(el("p", "pt-muted", `Themes: ${fb.themes.join(", ")}`));
  markChoices(puzzleBox, fb);
}
function drawSummary(s, box) {
  box.replaceChildren();
  const rating = el("p", "pt-trainer-rating");
  rating.append(el("span", "pt-muted", "Your rating "), el("b", "pt-trainer-number", String(s.rating)), el("span", "pt-muted", ` ±${s.rd}`));
  box.append(rating, ratingChart(s.chart));
  box.append(el(
    "p",
    "pt-trainer-counts",
    `${s.solved} of ${s.attempts} rated puzzles solved · best streak ${s.best_streak} · ${s.reviews} to review${s.due ? ` (${s.due} due now)` : ""}`
  ));
  if (s.strong.length) box.append(el("p", "pt-trainer-strong", `Strengths: ${s.strong.join(", ")}`));
  if (s.weak.length) box.append(el("p", "pt-trainer-weak", `To work on: ${s.weak.join(", ")}`));
  if (s.by_theme.length) {
    const details = el("details", "pt-quiz-details");
    details.append(el("summary", null, "By theme"));
    const list = el("ul", "pt-trainer-themes");
    for (const t of s.by_theme) list.append(el("li", null, `${t.label}: ${t.solved} of ${t.attempts}`));
    details.append(list);
    box.append(details);
  }
}
function render({ model, el: host }) {
  const root = el("div", "pt-root pt-quiz pt-trainer");
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", "Puzzle trainer");
  host.append(root);
  watchKernel(model, root);
  const bar = el("div", "pt-trainer-bar");
  const modes = el("div", "pt-quiz-options");
  modes.setAttribute("role", "radiogroup");
  modes.setAttribute("aria-label", "Mode");
  const modeButtons = [];
  for (const [mode, label] of [["rated", "Rated"], ["streak", "Streak"]]) {
    const b = el("button", "pt-option", label);
    b.type = "button";
    b.dataset.mode = mode;
    b.setAttribute("role", "radio");
    b.addEventListener("click", () => {
      model.set("mode", mode);
      model.save_changes();
    });
    modeButtons.push(b);
    modes.append(b);
  }
  rovingGroup(modes, modeButtons);
  const themeLabel = el("label", "pt-trainer-theme", "Theme ");
  const select = el("select", "pt-trainer-select");
  select.addEventListener("change", () => {
    model.set("theme", select.value);
    model.save_changes();
  });
  themeLabel.append(select);
  const streak = el("span", "pt-trainer-streak");
  bar.append(modes, themeLabel, streak);
  const main = el("div", "pt-trainer-main");
  const play = el("div", "pt-trainer-play");
  const puzzleBox = el("div", "pt-trainer-puzzle");
  const feedback = el("div", "pt-quiz-feedback pt-trainer-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  const next = el("button", "pt-primary pt-trainer-next", "Next puzzle →");
  next.type = "button";
  next.hidden = true;
  next.addEventListener("click", () => model.send({ type: "next" }));
  play.append(puzzleBox, feedback, next);
  const side = el("div", "pt-trainer-side");
  const summary = el("div", "pt-trainer-summary");
  const files = el("div", "pt-trainer-files");
  const exportButton = el("button", "pt-option", "Export my progress");
  exportButton.type = "button";
  exportButton.addEventListener("click", () => {
    const blob = new Blob([JSON.stringify(model.get("learner"))], { type: "application/json" });
    const link = el("a");
    link.href = URL.createObjectURL(blob);
    link.download = "pitch-puzzles-progress.json";
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1e3);
  });
  const importInput = el("input", "pt-trainer-import");
  importInput.type = "file";
  importInput.accept = ".json,application/json";
  importInput.setAttribute("aria-label", "Import progress from a file");
  importInput.addEventListener("change", async () => {
    const file = importInput.files && importInput.files[0];
    if (!file) return;
    const text = file.size > 1e6 ? "" : await file.text();
    model.send({ type: "import", text });
    importInput.value = "";
  });
  const importLabel = el("label", "pt-option pt-trainer-import-label", "Import…");
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
      select.replaceChildren(...s.themes.map((t) => {
        const o = el("option", null, t.label);
        o.value = t.theme;
        return o;
      }));
    }
    select.value = model.get("theme");
    streak.textContent = mode === "streak" ? `Streak ${s.streak} · best ${s.best_streak}` : "";
  };
  const onSummary = () => {
    drawBar();
    drawSummary(model.get("summary"), summary);
  };
  const onPuzzle = () => {
    drawPuzzle(model, puzzleBox);
    drawFeedback(model, feedback, puzzleBox, next);
  };
  const onFeedback = () => drawFeedback(model, feedback, puzzleBox, next);
  let restored = false;
  const onLearner = () => {
    if (restored) saveText(TRAINER_KEY, JSON.stringify(model.get("learner")));
  };
  model.on("change:summary", onSummary);
  model.on("change:mode", drawBar);
  model.on("change:theme", drawBar);
  model.on("change:puzzle", onPuzzle);
  model.on("change:feedback", onFeedback);
  model.on("change:learner", onLearner);
  onSummary();
  onPuzzle();
  const kept = loadText(TRAINER_KEY);
  if (kept) {
    try {
      model.set("learner", JSON.parse(kept));
      model.save_changes();
    } catch (e) {
    }
  }
  restored = true;
  if (!kept) onLearner();
  return () => {
    model.off("change:summary", onSummary);
    model.off("change:mode", drawBar);
    model.off("change:theme", drawBar);
    model.off("change:puzzle", onPuzzle);
    model.off("change:feedback", onFeedback);
    model.off("change:learner", onLearner);
  };
}
var trainer_default = { render };
export {
  trainer_default as default
};
