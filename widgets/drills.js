// Built from widgets/src/ by `make widgets` (esbuild): edit the sources there, not this file.

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
function cardSVG(card2, fourColor) {
  const color = suitColor(card2.suit, fourColor);
  const rank = card2.rank;
  const corner = (flip) => {
    const t = flip ? ' transform="rotate(180 50 70)"' : "";
    const cls = rank === "10" ? "pt-rank pt-rank-10" : "pt-rank";
    return `<g${t}><text x="12" y="22" class="${cls}" text-anchor="middle">${rank}</text>${pip(card2.suit, 12, 33, 12, false)}</g>`;
  };
  let middle = "";
  if (PIP_LAYOUT[rank]) {
    middle = PIP_LAYOUT[rank].map(([col, y]) => pip(card2.suit, COLS[col], y, 19, y > 70)).join("");
  } else if (rank === "A") {
    middle = pip(card2.suit, 50, 70, 46, false);
  } else {
    middle = `<rect x="22" y="18" width="56" height="104" rx="5" class="pt-court" stroke="${color}"/><text x="50" y="76" class="pt-court-letter" text-anchor="middle">${rank}</text>` + pip(card2.suit, 50, 100, 22, false) + pip(card2.suit, 50, 38, 16, true);
  }
  return `<svg class="pt-card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false" style="color:${color}"><rect x="1" y="1" width="98" height="138" rx="8" class="pt-face"/><g fill="currentColor">${corner(false)}${corner(true)}${middle}</g></svg>`;
}
function cardElement(card2, opts = {}) {
  const node = document.createElement(opts.button ? "button" : "span");
  node.className = "pt-card" + (opts.extraClass ? " " + opts.extraClass : "");
  if (card2 == null) {
    node.classList.add("pt-back");
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", opts.label || "face-down card");
    node.innerHTML = '<span class="pt-back-pattern" aria-hidden="true"></span>';
  } else {
    node.innerHTML = cardSVG(card2, opts.fourColor);
    node.dataset.code = card2.code;
    node.setAttribute("aria-label", opts.label || card2.name);
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
function seatAngle(offset, players) {
  return (90 + offset * 360 / players) * (Math.PI / 180);
}
function place(node, offset, players, rx, ry) {
  const a = seatAngle(offset, players);
  node.style.left = `${50 + rx * Math.cos(a)}%`;
  node.style.top = `${50 + ry * Math.sin(a)}%`;
}
function cardChip(card2, fourColor, asButton) {
  const chip = document.createElement(asButton ? "button" : "span");
  chip.className = "pt-chipcard";
  if (asButton) chip.type = "button";
  chip.style.color = suitColor(card2.suit, fourColor);
  chip.textContent = `${card2.rank}${SUIT_SYMBOLS[card2.suit]}`;
  if (!asButton) chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", card2.name);
  if (card2.code) chip.dataset.code = card2.code;
  return chip;
}

// widgets/src/quiz-kinds.js
var markNothing = () => {
};
function drawQuestion(q, ctx) {
  switch (q.kind) {
    case "which-wins":
      return whichWins(q, ctx);
    case "legal-cards":
      return legalCards(q, ctx);
    case "who-scores":
      return whoScores(q, ctx);
    case "bid-legal":
      return bidLegal(q, ctx);
    case "count-pips":
      return countPips(q, ctx);
    case "pip-counter":
      return pipCounter(q, ctx);
    case "best-card":
      return bestCard(q, ctx);
    case "score-change":
      return scoreChange(q, ctx);
    case "who-wins-match":
      return whoWinsMatch(q, ctx);
    case "bid-advice":
      return bidAdvice(q, ctx);
    case "pick-seat":
      return pickSeat(q, ctx);
    default:
      throw new Error(`no quiz of kind ${/** @type {{kind: string}} */
      q.kind}`);
  }
}
function card(ctx, c, opts = {}) {
  return cardElement(c, { fourColor: ctx.fourColor(), ...opts });
}
function chips(items) {
  const row = el("div", "pt-quiz-chips");
  for (const [label, value] of items) {
    if (value == null || value === void 0 || value === "") continue;
    const chip = el("span", "pt-qchip");
    chip.append(el("span", "pt-qchip-label", label + " "), el("b", null, value));
    row.append(chip);
  }
  return row;
}
var suitName = (s) => s ? `${SUIT_SYMBOLS[s]} ${SUIT_NAMES[s]}` : "not yet set";
function labelled(ctx, c, label, opts) {
  const wrap = el("figure", "pt-qcard");
  const node = card(ctx, c, opts);
  wrap.append(node, el("figcaption", null, label));
  return [wrap, node];
}
function markCards(buttons) {
  return (fb) => {
    for (const b of buttons) {
      const line = (fb.lines || []).find((l) => l.code === b.dataset.code);
      b.classList.toggle("pt-right", !!line && line.ok);
      b.classList.toggle("pt-wrong", !!line && !line.ok);
    }
  };
}
function markRows(grid, about) {
  return (fb) => {
    for (
      const row of
      /** @type {HTMLCollectionOf<HTMLElement>} */
      grid.children
    ) {
      const line = (fb.lines || []).find((l) => about(l, row));
      row.classList.toggle("pt-right", !!line && line.ok);
      row.classList.toggle("pt-wrong", !!line && !line.ok);
    }
  };
}
function checkButton(ctx, getValue) {
  const check = el("button", "pt-primary", "Check");
  check.type = "button";
  check.addEventListener("click", () => ctx.send(getValue()));
  return check;
}
function trickRow(ctx, plays) {
  const trick = el("div", "pt-quiz-row pt-quiz-trick");
  for (const play of plays) {
    trick.append(labelled(ctx, play.card, String(play.seat), { label: `${play.card.name}, played by ${play.seat}`, extraClass: "pt-small" })[0]);
  }
  return trick;
}
function handLines(ctx, hands, grid) {
  for (const h of hands) {
    const row = el("div", "pt-quiz-line");
    row.append(el("span", "pt-quiz-who", h.seat));
    for (const c of h.cards) row.append(cardChip(c, ctx.fourColor()));
    grid.append(row);
  }
}
function whichWins(q, ctx) {
  ctx.body.append(chips([["Trump:", suitName(q.trump)], ["Led:", suitName(q.led)]]));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", "The trick, in the order played");
  const buttons = [];
  for (const play of q.cards) {
    const [wrap, button] = labelled(ctx, play.card, play.seat, {
      button: true,
      label: `${play.card.name}, played by ${play.seat}`,
      focusKey: `q:${play.card.code}`
    });
    button.classList.add("pt-choice");
    button.addEventListener("click", () => ctx.send(play.card.code));
    buttons.push(button);
    row.append(wrap);
  }
  rovingGroup(row, buttons);
  ctx.body.append(row);
  return markCards(buttons);
}
function pressable(node, onToggle) {
  node.classList.add("pt-choice", "pt-toggle-card");
  node.setAttribute("aria-pressed", "false");
  node.addEventListener("click", () => {
    node.setAttribute("aria-pressed", node.getAttribute("aria-pressed") === "true" ? "false" : "true");
    if (onToggle) onToggle();
  });
}
function pressed(buttons) {
  return buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => (
    /** @type {string} */
    b.dataset.code
  ));
}
function legalCards(q, ctx) {
  const body = ctx.body;
  body.append(chips([["Trump:", suitName(q.trump)], ["Rule:", q.rule]]));
  if (q.trick.length) {
    const trick = trickRow(ctx, q.trick);
    trick.setAttribute("aria-label", "Played so far to this trick");
    body.append(el("p", "pt-quiz-label", "Played so far:"), trick);
  } else {
    body.append(el("p", "pt-quiz-label", "You lead this trick."));
  }
  body.append(el("p", "pt-quiz-label", "Your hand — click the cards you may play:"));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", "Your hand");
  const buttons = q.hand.map((c) => {
    const b = card(ctx, c, { button: true, focusKey: `q:${c.code}` });
    pressable(b);
    row.append(b);
    return b;
  });
  rovingGroup(row, buttons);
  body.append(row, checkButton(ctx, () => pressed(buttons)));
  return markCards(buttons);
}
function handDetails(ctx, q) {
  const details = el("details", "pt-quiz-details");
  details.open = true;
  details.append(el("summary", null, "The hands as dealt, and the six tricks"));
  const grid = el("div", "pt-quiz-grid");
  handLines(ctx, q.hands, grid);
  q.tricks.forEach((t, i) => {
    const row = el("div", "pt-quiz-line");
    row.append(el("span", "pt-quiz-who", `Trick ${i + 1} → ${t.winner}`));
    for (const p of t.cards) {
      const chip = cardChip(p.card, ctx.fourColor());
      chip.setAttribute("aria-label", `${p.card.name}, played by ${p.seat}`);
      chip.title = p.seat;
      row.append(chip);
    }
    grid.append(row);
  });
  details.append(grid);
  return details;
}
function radioRow(label, options, onPick) {
  const group = el("div", "pt-quiz-options");
  group.setAttribute("role", "radiogroup");
  group.setAttribute("aria-label", label);
  const buttons = options.map((option) => {
    const b = el("button", "pt-option", option.name);
    b.type = "button";
    b.setAttribute("role", "radio");
    b.setAttribute("aria-checked", "false");
    b.dataset.value = String(option.value);
    b.addEventListener("click", () => {
      onPick(option.value);
      for (const other of buttons) other.setAttribute("aria-checked", other === b ? "true" : "false");
    });
    group.append(b);
    return b;
  });
  rovingGroup(group, buttons);
  return group;
}
function whoScores(q, ctx) {
  ctx.body.append(chips([["Trump:", suitName(q.trump)], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)]]));
  ctx.body.append(handDetails(ctx, q));
  const choices = {};
  const table = el("div", "pt-quiz-points");
  for (const p of q.points) {
    const row = el("div", "pt-quiz-point");
    row.dataset.point = p.point;
    row.append(el("span", "pt-quiz-point-name", p.name));
    row.append(radioRow(
      `Who scores ${p.name}?`,
      q.sides.map((s) => ({ name: s.name, value: s.side })),
      (value) => {
        choices[p.point] = value;
      }
    ));
    table.append(row);
  }
  ctx.body.append(table, checkButton(ctx, () => ({ ...choices })));
  return markRows(table, (line, row) => line.point === row.dataset.point);
}
function bidLegal(q, ctx) {
  ctx.body.append(chips([["Rules:", q.rules], ["Dealer:", q.dealer]]));
  const calls = q.calls.length ? q.calls.map((c) => `${c.seat}: ${c.label}`).join(" · ") : "nobody has spoken yet";
  ctx.body.append(el("p", "pt-quiz-label", `The auction so far: ${calls}`));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", "Your hand");
  for (const c of q.hand) row.append(card(ctx, c, { extraClass: "pt-small", tabIndex: -1 }));
  const answers = el("div", "pt-quiz-options");
  const choices = [["Yes, it is allowed", true], ["No, it is not", false]];
  for (const [label, value] of choices) {
    const b = el("button", "pt-option", label);
    b.type = "button";
    b.addEventListener("click", () => ctx.send(value));
    answers.append(b);
  }
  ctx.body.append(row, answers);
  return markNothing;
}
function countPips(q, ctx) {
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", "The captured cards");
  for (const c of q.cards) row.append(card(ctx, c, { extraClass: "pt-small", tabIndex: 0 }));
  const input = el("input", "pt-number");
  input.type = "number";
  input.setAttribute("aria-label", "Pips");
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter") ctx.send(Number(input.value));
  });
  const line = el("div", "pt-quiz-answer");
  line.append(el("label", null, "Pips: "), input, checkButton(ctx, () => Number(input.value)));
  ctx.body.append(row, line);
  return markNothing;
}
function pipCounter(q, ctx) {
  const row = el("div", "pt-quiz-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", "The cards, highest first");
  const buttons = q.cards.map((c) => {
    const wrap = el("figure", "pt-qcard");
    const b = card(ctx, c, { button: true, label: `${c.name}, rank ${c.order} of ${q.cards.length}`, focusKey: `q:${c.code}` });
    pressable(b, () => ctx.send(pressed(buttons)));
    wrap.append(b, el("figcaption", null, c.pips ? `${c.pips} pip${c.pips === 1 ? "" : "s"}` : "0"));
    row.append(wrap);
    return b;
  });
  rovingGroup(row, buttons);
  ctx.body.append(row);
  return markNothing;
}
function bestCard(q, ctx) {
  const body = ctx.body;
  body.append(chips([["Trump:", suitName(q.trump)], ["", q.bid]]));
  const others = el("div", "pt-quiz-grid");
  handLines(ctx, q.hands, others);
  body.append(others);
  if (q.trick.length) {
    body.append(el("p", "pt-quiz-label", "Played so far to this trick:"), trickRow(ctx, q.trick));
  }
  body.append(el("p", "pt-quiz-label", "Your hand — click the card you would play:"));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", "Your hand");
  const buttons = q.hand.map((c) => {
    const b = card(ctx, c, { button: true, focusKey: `q:${c.code}` });
    b.classList.add("pt-choice");
    b.addEventListener("click", () => ctx.send(c.code));
    row.append(b);
    return b;
  });
  rovingGroup(row, buttons);
  body.append(row);
  return markCards(buttons);
}
function scoreChange(q, ctx) {
  const body = ctx.body;
  body.append(chips([["Trump:", suitName(q.trump)], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)]]));
  body.append(handDetails(ctx, q));
  const points = el("ul", "pt-quiz-lines");
  for (const p of q.points) points.append(el("li", null, `${p.name}: ${p.side}`));
  body.append(el("p", "pt-quiz-label", "The points went to:"), points);
  const asksTotal = q.ask === "total";
  if (asksTotal) {
    body.append(el("p", "pt-quiz-label", "The totals before this hand:"), chips(q.before.map((b) => [`${b.name}:`, String(b.total)])));
  }
  const inputs = {};
  const grid = el("div", "pt-quiz-points");
  for (const s of q.sides) {
    const row = el("div", "pt-quiz-point");
    row.dataset.side = String(s.side);
    const input = el("input", "pt-number");
    input.type = "number";
    input.setAttribute("aria-label", asksTotal ? `Total for ${s.name} after this hand` : `Change for ${s.name}`);
    inputs[s.side] = input;
    row.append(el("span", "pt-quiz-point-name", s.name), input);
    grid.append(row);
  }
  body.append(grid, checkButton(ctx, () => Object.fromEntries(Object.entries(inputs).map(([k, i]) => [k, i.value]))));
  return markRows(grid, (line, row) => String(line.side) === row.dataset.side);
}
function whoWinsMatch(q, ctx) {
  const body = ctx.body;
  body.append(chips([["Rules:", q.rules], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)], ["Trump:", suitName(q.trump)]]));
  body.append(el("p", "pt-quiz-label", "Totals before this hand: " + q.before.map((b) => `${b.name} ${b.total}`).join(" · ")));
  body.append(handDetails(ctx, q));
  let choice = null;
  body.append(radioRow("Who wins the match?", q.sides.map((s) => ({ name: s.name, value: s.side })), (v) => {
    choice = v;
  }));
  body.append(checkButton(ctx, () => choice));
  return markNothing;
}
function bidAdvice(q, ctx) {
  ctx.body.append(chips([["Rules:", q.rules]]));
  const calls = q.calls.length ? q.calls.map((c) => `${c.seat}: ${c.label}`).join(" · ") : "you speak first";
  ctx.body.append(el("p", "pt-quiz-label", `The auction so far: ${calls}`));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", "Your hand");
  for (const c of q.hand) row.append(card(ctx, c, { extraClass: "pt-small", tabIndex: 0 }));
  const options = el("div", "pt-quiz-options");
  for (const o of q.options) {
    const b = el("button", "pt-option", o.label);
    b.type = "button";
    b.addEventListener("click", () => ctx.send(o.call));
    options.append(b);
  }
  ctx.body.append(row, options);
  return markNothing;
}
function pickSeat(q, ctx) {
  const ring = el("div", "pt-quiz-ring");
  ring.setAttribute("role", "group");
  ring.setAttribute("aria-label", "The seats around the table, clockwise");
  const buttons = q.seats.map((s) => {
    const b = el("button", "pt-option pt-seat-choice", s.dealer ? `${s.name} (dealer)` : s.name);
    b.type = "button";
    b.dataset.seat = String(s.seat);
    place(b, s.seat, q.seats.length, 38, 36);
    b.addEventListener("click", () => ctx.send(s.seat));
    ring.append(b);
    return b;
  });
  ring.append(el("span", "pt-quiz-ring-note", "play goes clockwise ↻"));
  ctx.body.append(ring);
  return (fb) => {
    const answer = (fb.lines || []).find((l) => l.seat !== void 0);
    for (const b of buttons) b.classList.toggle("pt-right", !!answer && b.dataset.seat === String(answer.seat));
  };
}

// widgets/src/storage.js
var DRILL_TIMES_KEY = "pitchtutor.drills.times";
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

// widgets/src/drills.js
function render({ model, el: host }) {
  const root = el("div", "pt-root pt-quiz pt-drills");
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", "Quick-count drills");
  host.append(root);
  watchKernel(model, root);
  const bar = el("div", "pt-trainer-bar");
  const label = el("label", "pt-trainer-theme", "Drill ");
  const select = el("select", "pt-trainer-select");
  for (const [value, text] of [["mixed", "Mixed"], ["pips", "Count the pips"], ["scores", "Who scores"], ["legal", "Legal cards"]]) {
    const option = el("option", null, text);
    option.value = value;
    select.append(option);
  }
  select.addEventListener("change", () => {
    model.set("kind", select.value);
    model.save_changes();
  });
  label.append(select);
  bar.append(label);
  const head = el("div", "pt-quiz-head");
  const prompt = el("h3", "pt-h pt-quiz-prompt");
  head.append(prompt);
  const body = el("div", "pt-quiz-body");
  const feedback = el("div", "pt-quiz-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  const next = el("button", "pt-primary pt-drill-next", "Next drill →");
  next.type = "button";
  next.addEventListener("click", () => model.send({ type: "next" }));
  const pace = el("ul", "pt-drill-pace");
  root.append(bar, head, body, feedback, next, pace);
  let mark = () => {
  };
  const drawQuestionNow = () => {
    const q = model.get("question");
    root.dataset.kind = q.kind;
    prompt.textContent = q.prompt;
    body.replaceChildren();
    mark = drawQuestion(q, { body, send: (value) => model.send({ type: "answer", value }), fourColor: () => model.get("four_color") });
    select.value = model.get("kind");
  };
  const drawFeedback = () => {
    const fb = model.get("feedback") || {};
    feedback.replaceChildren();
    feedback.classList.remove("pt-ok", "pt-not-ok");
    if (fb.error) {
      feedback.append(el("p", "pt-quiz-error", fb.error));
      return;
    }
    if (fb.summary === void 0) {
      mark({});
      return;
    }
    feedback.classList.add(fb.correct ? "pt-ok" : "pt-not-ok");
    feedback.append(el("p", "pt-quiz-summary", fb.summary));
    const list = el("ul", "pt-quiz-lines");
    for (const line of fb.lines || []) list.append(el("li", line.ok ? "pt-right" : "pt-wrong", line.text));
    feedback.append(list);
    mark(fb);
  };
  const drawPace = () => {
    pace.replaceChildren(...Object.values(model.get("pace") || {}).map((p) => el("li", null, p.text)));
  };
  model.on("change:question", drawQuestionNow);
  model.on("change:feedback", drawFeedback);
  model.on("change:pace", drawPace);
  model.on("change:kind", () => {
    select.value = model.get("kind");
  });
  let restored = false;
  const onTimes = () => {
    if (restored) saveText(DRILL_TIMES_KEY, JSON.stringify(model.get("times")));
  };
  model.on("change:times", onTimes);
  drawQuestionNow();
  drawFeedback();
  drawPace();
  const kept = loadText(DRILL_TIMES_KEY);
  if (kept) {
    try {
      model.set("times", JSON.parse(kept));
      model.save_changes();
    } catch (e) {
    }
  }
  restored = true;
}
var drills_default = { render };
export {
  drills_default as default
};
