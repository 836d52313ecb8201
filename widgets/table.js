// Built from widgets/src/ by `make widgets` (esbuild): edit the sources there, not this file.

// widgets/src/dom.js
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== void 0 && text != null) node.textContent = text;
  return node;
}
function escapeHtml(text) {
  const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  return String(text).replace(/[&<>"']/g, (c) => entities[c]);
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
function seatAngle(offset, players) {
  return (90 + offset * 360 / players) * (Math.PI / 180);
}
function place(node, offset, players, rx, ry) {
  const a = seatAngle(offset, players);
  node.style.left = `${50 + rx * Math.cos(a)}%`;
  node.style.top = `${50 + ry * Math.sin(a)}%`;
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

// widgets/src/table-overlays.js
function hasOverlay(s) {
  if (s.phase === "auction" || s.phase === "redeal") return true;
  return (s.phase === "over" || s.phase === "match-over") && !!s.score;
}
function overlayFor(s, controls) {
  if (s.phase === "auction" && s.your_turn && s.bidding) return biddingBox(s, s.bidding, controls);
  if (s.phase === "auction") return auctionProgress(s);
  if (s.phase === "over" || s.phase === "match-over") return s.score ? scoreSheet(s, s.score, controls) : null;
  if (s.phase === "redeal") return redealNote(s, controls);
  return null;
}
function auctionProgress(s) {
  const box = el("div", "pt-overlay pt-auction");
  box.append(el("h3", "pt-h", "The auction"));
  box.append(callsLine(s));
  const next = s.to_act == null ? null : s.seats[s.to_act].name;
  if (next != null) box.append(el("p", "pt-muted", s.replay ? `Next to bid: ${next}. Press Forward ▶.` : `${next} to bid…`));
  return box;
}
function callsLine(s) {
  const line = el("p", "pt-calls");
  const calls = s.bidding ? s.bidding.calls : [];
  line.textContent = calls.length ? calls.map((c) => `${s.seats[c.seat].name}: ${c.label}`).join(" · ") : `${s.seats[(s.dealer + 1) % s.players].name} ${(s.dealer + 1) % s.players === s.viewer ? "speak" : "speaks"} first, left of the dealer.`;
  return line;
}
function biddingBox(s, bidding, controls) {
  const box = el("div", "pt-overlay pt-bidbox");
  box.setAttribute("role", "group");
  const who = s.seats[
    /** @type {number} */
    bidding.seat
  ];
  box.setAttribute("aria-label", who.is_viewer ? "Your bid" : `${who.name}'s bid`);
  box.append(el("h3", "pt-h", who.is_viewer ? "Your bid" : `${who.name} to bid`));
  box.append(callsLine(s));
  const row = el("div", "pt-bid-row");
  const why = el("p", "pt-bid-why", "Choose a call. A greyed call says why it is not allowed.");
  why.id = `pt-bid-why-${Math.random().toString(36).slice(2)}`;
  for (const option of bidding.options) {
    const b = el("button", "pt-bid" + (option.legal ? " pt-legal" : " pt-illegal"), option.label);
    b.type = "button";
    b.dataset.focusKey = `bid:${option.call}`;
    b.dataset.call = String(option.call);
    b.setAttribute("aria-describedby", why.id);
    b.setAttribute("aria-label", `${option.label === "Pass" || option.label === "Redeal" ? option.label : "Bid " + option.label}${option.legal ? "" : ", not allowed"}`);
    if (!option.legal) b.setAttribute("aria-disabled", "true");
    b.title = option.why;
    const show = () => {
      why.textContent = option.why;
    };
    b.addEventListener("focus", show);
    b.addEventListener("mouseenter", show);
    b.addEventListener("click", () => {
      if (option.legal) controls.send({ type: "call", call: option.call });
      else {
        show();
        controls.say(option.why, false);
      }
    });
    row.append(b);
  }
  const calls = [...row.querySelectorAll("button")].map((b) => (
    /** @type {HTMLElement} */
    b
  ));
  rovingGroup(row, calls, calls.find((b) => b.classList.contains("pt-legal")));
  box.append(row, why);
  if (s.hints_enabled) {
    if (s.advice) box.append(el("p", "pt-advice-pointer", "The bid advisor's figures are with the tutor."));
    else {
      const ask = el("button", "pt-tool", "Bid advisor");
      ask.type = "button";
      ask.dataset.focusKey = "btn:advise";
      ask.title = "What pitching each suit would bring, from random deals of the other hands";
      ask.addEventListener("click", () => controls.send({ type: "advise" }));
      box.append(ask);
    }
  }
  return box;
}
function scoreSheet(s, sc, controls) {
  const box = el("div", "pt-overlay pt-sheet");
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", "Score of the hand");
  box.dataset.testid = "score";
  box.append(el("h3", "pt-h", `Hand ${s.hand_number}: ${sc.pitcher_side} bid ${sc.bid} — ${sc.made ? "made" : "set back"}`));
  const table = el("table", "pt-points");
  table.innerHTML = "<thead><tr><th scope='col'>Point</th><th scope='col'>Card</th><th scope='col'>Scores for</th><th scope='col'>Why</th></tr></thead>";
  const body = el("tbody");
  for (const p of sc.points) {
    const tr = el("tr", p.side == null ? "pt-nobody" : "");
    tr.dataset.point = p.point;
    const th = el("th", null, p.name);
    th.scope = "row";
    const cardCell = el("td", "pt-point-card");
    if (p.card) {
      const label = p.dealt ? p.card.name : `${p.card.name}, not dealt`;
      const chip = cardChip(p.card, controls.fourColor);
      chip.setAttribute("aria-label", label);
      if (!p.dealt) chip.classList.add("pt-undealt");
      cardCell.append(chip);
      if (!p.dealt) cardCell.append(el("span", "pt-undealt-note", "not dealt"));
    } else if (p.point === "game") cardCell.textContent = sc.pips.map((x) => `${x.name} ${x.pips}`).join(" · ");
    else cardCell.textContent = "—";
    tr.append(th, cardCell, el("td", "pt-point-side", p.side_name), el("td", "pt-point-why", p.why));
    body.append(tr);
  }
  table.append(body);
  box.append(table);
  const settle = el("ul", "pt-settle");
  for (const line of sc.settlement) settle.append(el("li", null, line));
  box.append(settle);
  const totals = el("p", "pt-new-totals");
  totals.textContent = "Totals: " + sc.totals.map((t) => `${t.name} ${t.total} (${t.delta >= 0 ? "+" : ""}${t.delta})`).join(" · ");
  box.append(totals, el("p", "pt-match", sc.match));
  if (s.review) {
    const rv = el("div", "pt-review");
    rv.setAttribute("aria-label", "Review of your play");
    rv.append(el("p", "pt-review-summary", s.review.summary));
    const list = el("ul");
    for (const line of s.review.lines) list.append(el("li", null, line));
    rv.append(list);
    box.append(rv);
  } else if (s.viewer != null && !s.replay && s.seats[s.viewer].human) {
    const ask = el("button", "pt-tool", "Review my play");
    ask.type = "button";
    ask.dataset.focusKey = "btn:review";
    ask.addEventListener("click", () => controls.send({ type: "review" }));
    box.append(ask);
  }
  const next = el("button", "pt-primary", s.phase === "match-over" ? "New match" : "Next hand");
  next.type = "button";
  next.dataset.focusKey = "btn:next";
  next.addEventListener("click", () => controls.send({ type: "next" }));
  box.append(next);
  return box;
}
function redealNote(s, controls) {
  const box = el("div", "pt-overlay pt-redeal");
  box.append(el("h3", "pt-h", "Cards thrown in"), el("p", null, s.auction_result || ""));
  const again = el("button", "pt-primary", "Deal again");
  again.type = "button";
  again.dataset.focusKey = "btn:next";
  again.addEventListener("click", () => controls.send({ type: "next" }));
  box.append(again);
  return box;
}

// widgets/src/table-felt.js
var SIDE_HUES = ["#2f6fde", "#d9822b", "#1f9d6b", "#b03fb3"];
var PHASE_WORDS = { auction: "Bidding", play: "Play", over: "Hand over", redeal: "Thrown in", "match-over": "Match over" };
function felt(s, controls) {
  return [header(s), arena(s, controls), handRow(s, controls)];
}
function header(s) {
  const bar = el("div", "pt-bar");
  const seat = (i) => i == null || i === void 0 ? "—" : s.seats[i].name;
  const trump = s.trump ? `<span class="pt-suit pt-suit-${s.trump}" aria-hidden="true">${SUIT_SYMBOLS[s.trump]}</span> ${SUIT_NAMES[s.trump]}` : "not yet set";
  const bid = s.bid != null ? `${s.bid} by ${seat(s.pitcher)}` : s.high_bidder != null ? `high ${s.high_bid} (${seat(s.high_bidder)})` : "none yet";
  bar.innerHTML = `<span class="pt-chip"><b>Hand ${s.hand_number}</b> · ${PHASE_WORDS[s.phase]}</span><span class="pt-chip">Dealer: <b>${escapeHtml(seat(s.dealer))}</b></span><span class="pt-chip" data-testid="trump">Trump: <b>${trump}</b></span><span class="pt-chip">Bid: <b>${escapeHtml(bid)}</b></span><span class="pt-chip pt-rules" title="${escapeHtml(s.rules.describe)}">${escapeHtml(s.rules.describe)} · to ${s.rules.target}</span>`;
  return bar;
}
function arena(s, controls) {
  if ((s.phase === "over" || s.phase === "match-over") && s.score) {
    const sheetArea = el("div", "pt-arena pt-arena-sheet");
    sheetArea.append(scoreSheet(s, s.score, controls));
    return sheetArea;
  }
  const area = el("div", "pt-arena");
  const viewer = s.viewer == null ? 0 : s.viewer;
  for (const seat of s.seats) {
    if (seat.seat === s.viewer) continue;
    const box = seatBox(s, seat, controls);
    place(box, (seat.seat - viewer + s.players) % s.players, s.players, 40, 37);
    area.append(box);
  }
  if (s.trick) area.append(...trickView(s, s.trick, controls, viewer));
  const overlay = overlayFor(s, controls);
  if (overlay) area.append(overlay);
  if (s.phase === "play" && !s.trick && s.to_act != null) {
    area.append(el("p", "pt-center-note", `${s.seats[s.to_act].name} to lead: the first card led sets trump.`));
  }
  return area;
}
function badges(s, seat) {
  const row = el("span", "pt-badges");
  if (seat.dealer) row.append(badge("Dealer", "pt-badge-dealer"));
  if (seat.pitcher) row.append(badge(`Pitcher · ${s.bid}`, "pt-badge-pitcher"));
  if (seat.partner) row.append(badge("Partner", "pt-badge-partner"));
  if (seat.tricks_won) row.append(badge(`${seat.tricks_won} trick${seat.tricks_won > 1 ? "s" : ""}`, "pt-badge-tricks"));
  return row;
}
function badge(text, cls) {
  return el("span", `pt-badge ${cls}`, text);
}
function seatBox(s, seat, controls) {
  const box = el("div", "pt-seat");
  box.style.setProperty("--pt-side", SIDE_HUES[seat.side % SIDE_HUES.length]);
  if (s.rules.teams != null) box.classList.add("pt-teamed");
  if (seat.to_act && s.phase !== "over") box.classList.add("pt-to-act");
  const name = el("div", "pt-seat-name");
  name.append(el("span", "pt-name", seat.name), badges(s, seat));
  box.append(name);
  if (s.phase === "auction" && seat.call) box.append(el("span", "pt-bubble", seat.call));
  const fan = el("div", "pt-fan");
  fan.setAttribute("role", "group");
  fan.setAttribute("aria-label", `${seat.name}'s hand, ${seat.count} card${seat.count === 1 ? "" : "s"}`);
  const items = seat.cards ? seat.cards.map((card) => handCard(s, seat, card, controls, "", true)) : Array.from({ length: seat.count }, (_, i) => cardElement(null, { extraClass: "pt-small", focusKey: `back:${seat.seat}:${i}` }));
  fan.append(...items);
  rovingGroup(fan, items);
  box.append(fan);
  return box;
}
function trickView(s, trick, controls, viewer) {
  const wrap = el("div", "pt-trick");
  wrap.setAttribute("role", "group");
  wrap.setAttribute("aria-label", `Trick ${trick.number}`);
  const items = [];
  for (const play of trick.plays) {
    const seat = s.seats[play.seat];
    const won = trick.done && play.seat === trick.winner;
    const card = cardElement(play.card, {
      fourColor: controls.fourColor,
      label: `${play.card.name}, played by ${seat.name}${won ? ", winning the trick" : ""}`,
      extraClass: "pt-played" + (won ? " pt-winner" : ""),
      focusKey: `trick:${play.card.code}`
    });
    place(card, (play.seat - viewer + s.players) % s.players, s.players, 14, 16);
    items.push(card);
    wrap.append(card);
  }
  rovingGroup(wrap, items);
  if (trick.done && trick.why && !hasOverlay(s)) {
    const caption = el("p", "pt-trick-why", trick.why);
    caption.dataset.testid = "trick-why";
    return [wrap, caption];
  }
  return [wrap];
}
function handCard(s, seat, card, controls, extraClass, asChip) {
  const playable = s.phase === "play" && seat.to_act && seat.human && card.legal !== void 0;
  const label = playable ? `${card.name}, ${card.legal ? "playable" : "not playable"}` : card.name;
  const state = playable ? card.legal ? " pt-legal" : " pt-illegal" : "";
  let node;
  if (asChip) {
    node = cardChip(card, controls.fourColor, playable);
    node.setAttribute("aria-label", label);
    node.dataset.focusKey = `card:${card.code}`;
    node.className += state;
    if (playable && !card.legal) node.setAttribute("aria-disabled", "true");
    node.tabIndex = 0;
  } else {
    node = cardElement(card, {
      button: playable,
      legal: playable ? card.legal : void 0,
      fourColor: controls.fourColor,
      label,
      focusKey: `card:${card.code}`,
      extraClass: (extraClass || "") + state
    });
  }
  if (playable) {
    const why = card.why || "";
    const explainCard = (announce) => {
      const line = controls.root.querySelector(".pt-hand-why");
      if (line) line.textContent = why;
      if (announce) controls.say(why, false);
    };
    node.addEventListener("focus", () => explainCard(!card.legal));
    node.addEventListener("mouseenter", () => explainCard(false));
    node.addEventListener("click", () => {
      if (card.legal) controls.send({ type: "play", card: card.code, seat: seat.seat });
      else explainCard(true);
    });
  }
  return node;
}
function handRow(s, controls) {
  const row = el("div", "pt-hand-row");
  if (s.viewer == null) return row;
  const me = s.seats[s.viewer];
  const plate = el("div", "pt-seat pt-me" + (me.to_act && s.phase !== "over" ? " pt-to-act" : ""));
  plate.style.setProperty("--pt-side", SIDE_HUES[me.side % SIDE_HUES.length]);
  const name = el("div", "pt-seat-name");
  const turn = me.to_act && s.your_turn ? s.phase === "auction" ? "your turn to bid" : "your turn to play" : "";
  name.append(el("span", "pt-name", me.name), badges(s, me));
  if (turn) name.append(el("span", "pt-turn", turn));
  if (s.phase === "auction" && me.call) name.append(el("span", "pt-bubble", me.call));
  plate.append(name);
  const hand = el("div", "pt-hand");
  hand.setAttribute("role", "group");
  hand.setAttribute("aria-label", "Your hand");
  const items = (me.cards || []).map((card) => handCard(s, me, card, controls, "pt-big"));
  hand.append(...items);
  rovingGroup(hand, items, items.find((item) => item.classList.contains("pt-legal")));
  const idle = idleReason(s, me);
  if (idle) {
    const explain = (event) => {
      const target = (
        /** @type {HTMLElement} */
        event.target
      );
      if (target.closest && target.closest(".pt-card")) controls.say(idle, false);
    };
    hand.addEventListener("click", explain);
    hand.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") explain(event);
    });
  }
  const why = el("p", "pt-hand-why", s.phase === "play" && s.your_turn ? "Your cards that may be played stand out; try any card to hear why." : "");
  row.append(plate, hand, why);
  if (s.message) {
    const banner = el("p", `pt-banner pt-banner-${s.message.level}`, s.message.text);
    banner.setAttribute("role", "alert");
    row.append(banner);
  }
  return row;
}
function idleReason(s, me) {
  if (s.phase !== "auction" && s.phase !== "play") return "";
  if (s.replay || !me.human) return "The computer plays this hand: press Forward ▶ to see its next move.";
  if (s.phase === "auction") {
    return s.your_turn ? "The auction comes first: choose a call in the bidding box; the cards are played after it." : "The auction comes first: the cards are played once everyone has bid.";
  }
  if (me.to_act && s.your_turn) return "";
  const next = s.to_act == null ? null : s.seats[s.to_act];
  return next ? `It is ${next.name}'s turn to play, not yours: wait for your turn.` : "";
}

// widgets/src/table-side.js
function scoreTable(s) {
  const wrap = el("div");
  wrap.append(el("h3", "pt-h", `Score · to ${s.rules.target}`));
  const list = el("ul", "pt-totals");
  for (const t of s.score ? s.score.totals : s.totals) {
    const li = el("li");
    li.style.setProperty("--pt-side", SIDE_HUES[t.side % SIDE_HUES.length]);
    li.append(el("span", "pt-total-name", t.name), el("span", "pt-total" + (t.total < 0 ? " pt-bog" : ""), String(t.total)));
    if (t.total < 0) li.title = "In the bog: below zero after a set-back";
    list.append(li);
  }
  wrap.append(list);
  if (s.match_winner) wrap.append(el("p", "pt-match", `${s.match_winner} won the match.`));
  return wrap;
}
function commentary(list) {
  return { list, keys: [] };
}
function updateCommentary(log, lines) {
  const keys = lines.map((l) => `${l.kind}|${l.text}`);
  const same = keys.length >= log.keys.length && log.keys.every((k, i) => k === keys[i]);
  if (!same) {
    log.list.replaceChildren();
    log.keys = [];
  }
  for (let i = log.keys.length; i < lines.length; i++) {
    const line = lines[i];
    const li = el("li", `pt-line pt-line-${line.kind}`);
    if (line.who) {
      li.append(el("b", "pt-line-who", `${line.who} · ${line.move}`), document.createTextNode(" — "));
    }
    li.append(document.createTextNode(line.text));
    li.dataset.key = line.key;
    log.list.append(li);
  }
  log.keys = keys;
  log.list.scrollTop = log.list.scrollHeight;
}
var HINT_LABELS = ["Hint", "A stronger hint", "Show me the move"];
function drawHints(slot, list, s, controls) {
  slot.replaceChildren();
  list.replaceChildren();
  const shown = s.hints || [];
  for (const h of shown) {
    const li = el("li", `pt-hint pt-hint-${h.level}`, h.text);
    li.dataset.level = String(h.level);
    list.append(li);
  }
  const playing = s.phase === "auction" || s.phase === "play";
  if (!s.hints_enabled || !s.your_turn || !playing || s.replay) return;
  const top = Math.max(0, ...shown.map((h) => h.level));
  const button = el("button", "pt-tool pt-hint-button", top < 3 ? HINT_LABELS[top] : "No more hints");
  button.type = "button";
  button.dataset.focusKey = "btn:hint";
  if (top >= 3) button.disabled = true;
  button.addEventListener("click", () => controls.send({ type: "hint" }));
  slot.append(button);
}
function drawAdvice(slot, s) {
  slot.replaceChildren(...s.phase === "auction" && s.advice ? [advisorChart(s, s.advice)] : []);
}
function advisorChart(s, advice) {
  const wrap = el("div", "pt-advisor");
  wrap.setAttribute("role", "group");
  wrap.setAttribute("aria-label", "Bid advisor");
  const top = s.rules.top_bid;
  const table = el("table", "pt-advisor-table");
  const over = el("tr");
  const chanceHead = el("th", "pt-advisor-over", "chance to make a bid of");
  chanceHead.colSpan = top;
  over.append(el("th"), el("th"), chanceHead);
  const head = el("tr");
  head.append(el("th", null, "Pitch"), el("th", null, "points"));
  for (let b = 1; b <= top; b++) head.append(el("th", null, String(b)));
  table.append(over, head);
  for (const row of advice.suits) {
    if (!row.held) continue;
    const tr = el("tr");
    const suit = el("th", `pt-suit-cell pt-suit-${row.suit}`, SUIT_SYMBOLS[row.suit]);
    suit.setAttribute("aria-label", SUIT_NAMES[row.suit]);
    const mean = el("td", "pt-advisor-mean");
    const bar = el("span", "pt-bar-fill");
    bar.style.width = `${Math.max(2, 100 * row.mean / top)}%`;
    mean.append(bar, el("span", "pt-bar-label", row.mean.toFixed(1)));
    tr.append(suit, mean);
    for (let b = 1; b <= top; b++) {
      const p = row.chance[String(b)] || 0;
      const cell = el("td", "pt-advisor-chance", `${Math.round(p * 100)}%`);
      cell.style.background = `rgba(31, 138, 76, ${0.08 + 0.5 * p})`;
      tr.append(cell);
    }
    table.append(tr);
  }
  wrap.append(table, el("p", "pt-advisor-best", advice.best), el("p", "pt-advisor-thumb", "Rule of thumb: " + advice.thumb));
  return wrap;
}
function lastLine(s) {
  const box = el("div", "pt-felt-last");
  box.setAttribute("aria-hidden", "true");
  const totals = (s.score ? s.score.totals : s.totals).map((t) => `${t.name} ${t.total}`).join(" · ");
  box.append(el("p", "pt-felt-score", `Score: ${totals} (to ${s.rules.target})`));
  const lines = s.tutor || [];
  const last = lines.length ? lines[lines.length - 1] : null;
  if (last) box.append(el("p", "pt-felt-line", last.who ? `${last.who} · ${last.move} — ${last.text}` : last.text));
  return box;
}

// widgets/src/table.js
var ANSWER_TIMEOUT_MS = 8e3;
function tableParts() {
  const root = el("div", "pt-root pt-table");
  root.tabIndex = -1;
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", "Pitch card table");
  const felt2 = el("div", "pt-felt");
  const side = el("aside", "pt-side");
  const scores = el("section", "pt-scores");
  const tutor = el("section", "pt-tutor");
  const tutorHead = el("div", "pt-tutor-head");
  tutorHead.append(el("h3", "pt-h", "Tutor"));
  const hintSlot = el("div", "pt-hint-slot");
  tutorHead.append(hintSlot);
  const status = el("p", "pt-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "assertive");
  const log = el("ol", "pt-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  log.setAttribute("aria-label", "The tutor's commentary");
  const hints = el("ol", "pt-hints");
  hints.setAttribute("aria-live", "polite");
  hints.setAttribute("aria-label", "Hints");
  const advice = el("div", "pt-advice-slot");
  tutor.append(tutorHead, status, hints, advice, log);
  const tools = el("div", "pt-tools");
  side.append(scores, tutor, tools);
  root.append(felt2, side);
  return { root, felt: felt2, scores, hintSlot, hints, advice, status, tools, log };
}
function toggle(model, trait, label) {
  const wrap = el("label", "pt-tool pt-toggle");
  const box = el("input");
  box.type = "checkbox";
  box.checked = model.get(trait);
  box.addEventListener("change", () => {
    model.set(trait, box.checked);
    model.save_changes();
  });
  wrap.append(box, document.createTextNode(label));
  return [wrap, box];
}
function toolbar(model, sendMessage) {
  const button = (label, type, title) => {
    const b = el("button", "pt-tool", label);
    b.type = "button";
    b.title = title;
    b.dataset.focusKey = `tool:${type}`;
    b.addEventListener("click", () => {
      sendMessage({ type });
    });
    return b;
  };
  const [four, fourBox] = toggle(model, "four_color", " Four-colour deck");
  const [hints, hintsBox] = toggle(model, "hints", " Hints");
  return {
    play: [
      button("Take back", "undo", "Take back your last move"),
      button("Restart hand", "restart", "Play this deal again from the start")
    ],
    replay: [
      button("◀ Back", "step_back", "One move back"),
      button("Forward ▶", "step_forward", "The next move of the hand, with why"),
      button("Trick ▶▶", "step_trick", "Forward to the end of this trick (in the auction: to its end)"),
      button("End ▶▶|", "step_to_end", "Straight to the end of the hand and its score sheet")
    ],
    four,
    fourBox,
    hints,
    hintsBox
  };
}
function drawTools(t, replay, watching) {
  const bar = t.toolbar;
  const own = t.model.get("play_tools") !== false;
  const moves = replay ? bar.replay : !own ? [] : watching ? bar.play.slice(1) : bar.play;
  t.parts.tools.replaceChildren(...moves, bar.four, ...replay || watching ? [] : [bar.hints]);
}
function busy(t) {
  return t.timer != null || t.queue.length > 0 || t.waiting != null;
}
function send(t, message) {
  if (busy(t)) {
    say(t.parts, t.waiting != null ? "One moment: the table is still answering your last move." : "One moment: the other players are still making their moves.", false);
    return false;
  }
  t.keepFocus = t.keepFocus || t.parts.root.contains(document.activeElement);
  t.waiting = setTimeout(() => {
    t.waiting = null;
    t.parts.root.classList.remove("pt-waiting");
    t.kernel.show("No answer from the lesson's Python kernel. If this lasts, restart the lesson: your quiz results are kept.", true, false);
  }, ANSWER_TIMEOUT_MS);
  t.model.send({ ...message, seq: t.scene ? t.scene.seq : 0 });
  t.parts.root.classList.add("pt-waiting");
  return true;
}
function say(parts, text, urgent) {
  parts.status.textContent = text || "";
  parts.status.classList.toggle("pt-status-error", !!urgent);
}
function enqueue(t, frames) {
  for (const frame of frames) {
    if (frame.seq > t.lastSeq) {
      t.queue.push(frame);
      t.lastSeq = frame.seq;
    }
  }
  if (t.waiting != null) {
    clearTimeout(t.waiting);
    t.waiting = null;
  }
  t.parts.root.classList.remove("pt-waiting");
  t.kernel.hide();
  pump(t);
}
function pump(t) {
  if (t.timer != null) return;
  const pace = Math.max(0, t.model.get("pace_ms") || 0);
  if (pace === 0 && t.queue.length > 1) t.queue = t.queue.slice(-1);
  const frame = t.queue.shift();
  if (!frame) return;
  draw(t, frame);
  if (t.queue.length) {
    t.timer = setTimeout(() => {
      t.timer = null;
      pump(t);
    }, pace * (frame.hold || 1));
  }
  t.parts.root.classList.toggle("pt-animating", t.queue.length > 0);
}
function draw(t, scene) {
  const started = performance.now();
  const { root } = t.parts;
  const active = (
    /** @type {HTMLElement | null} */
    document.activeElement
  );
  const inTable = !!active && root.contains(active);
  const focusKey = inTable && active !== root ? active.dataset.focusKey : null;
  const hadFocus = inTable || t.keepFocus && (active == null || active === document.body);
  t.scene = scene;
  const controls = {
    send: (message) => send(t, message),
    say: (text, urgent) => say(t.parts, text, urgent),
    root,
    fourColor: t.model.get("four_color")
  };
  t.parts.felt.replaceChildren(...felt(scene, controls));
  t.parts.scores.replaceChildren(scoreTable(scene));
  updateCommentary(t.log, scene.tutor || []);
  drawTools(t, !!scene.replay, !scene.seats.some((seat) => seat.human));
  drawHints(t.parts.hintSlot, t.parts.hints, scene, controls);
  drawAdvice(t.parts.advice, scene);
  t.parts.felt.append(lastLine(scene));
  say(t.parts, scene.message ? scene.message.text : "", !!scene.message && scene.message.level === "error");
  root.dataset.phase = scene.phase;
  root.dataset.seq = String(scene.seq);
  t.keepFocus = restoreFocus(root, focusKey, hadFocus);
  root.dataset.drawMs = (performance.now() - started).toFixed(1);
}
var NEXT_ACTION = [
  ".pt-hand .pt-card.pt-legal",
  ".pt-bidbox .pt-bid[tabindex='0']",
  ".pt-overlay .pt-primary",
  ".pt-overlay button"
];
function restoreFocus(root, key, hadFocus) {
  let target = key ? root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`) : null;
  if (target && target.closest(".pt-hand") && !target.classList.contains("pt-legal")) {
    target = /** @type {HTMLElement | null} */
    root.querySelector(".pt-hand .pt-card.pt-legal") || target;
  }
  for (const selector of hadFocus && !target ? NEXT_ACTION : []) {
    target = root.querySelector(selector);
    if (target) break;
  }
  if (target) {
    target.focus({ preventScroll: true });
    return false;
  }
  if (hadFocus) {
    root.focus({ preventScroll: true });
    return true;
  }
  return false;
}
function render({ model, el: host }) {
  const parts = tableParts();
  const shell = el("div", "pt-shell");
  shell.append(parts.root);
  host.append(shell);
  const kernel = watchKernel(model, parts.root);
  const t = {
    model,
    parts,
    kernel,
    toolbar: toolbar(model, (message) => send(t, message)),
    log: commentary(parts.log),
    scene: null,
    queue: [],
    timer: null,
    waiting: null,
    lastSeq: 0,
    keepFocus: false
  };
  drawTools(t, false, false);
  model.on("change:frames", () => enqueue(t, model.get("frames")));
  model.on("change:hints", () => {
    t.toolbar.hintsBox.checked = model.get("hints");
  });
  const projector = () => parts.root.classList.toggle("pt-projector", !!model.get("projector"));
  projector();
  model.on("change:projector", projector);
  model.on("change:play_tools", () => {
    if (t.scene) draw(t, t.scene);
  });
  model.on("change:four_color", () => {
    t.toolbar.fourBox.checked = model.get("four_color");
    if (t.scene) draw(t, t.scene);
  });
  const frames = model.get("frames") || [];
  if (frames.length) {
    t.lastSeq = frames[frames.length - 1].seq;
    draw(t, frames[frames.length - 1]);
  }
  return () => {
    if (t.timer != null) clearTimeout(t.timer);
    if (t.waiting != null) clearTimeout(t.waiting);
  };
}
var table_default = { render };
export {
  table_default as default
};
