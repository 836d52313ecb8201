// The card table.  It draws the scenes the Python side sends (one frame per
// step, shown at a readable pace) and sends back what the player chose.  It
// holds no rules: whether a card or bid is legal, and why, comes with the scene.

const PT_SIDE_HUES = ["#2f6fde", "#d9822b", "#1f9d6b", "#b03fb3"];

function ptPhaseWord(scene) {
  return { auction: "Bidding", play: "Play", over: "Hand over", redeal: "Thrown in", "match-over": "Match over" }[scene.phase];
}

function render({ model, el }) {
  const root = ptEl("div", "pt-root pt-table");
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", "Pitch card table");
  const felt = ptEl("div", "pt-felt");
  const side = ptEl("aside", "pt-side");
  const scores = ptEl("section", "pt-scores");
  const tutor = ptEl("section", "pt-tutor");
  const tutorHead = ptEl("div", "pt-tutor-head");
  tutorHead.append(ptEl("h3", "pt-h", "Tutor"));
  const hintSlot = ptEl("div", "pt-hint-slot");  // reserved for the hint button (a later feature)
  tutorHead.append(hintSlot);
  const status = ptEl("p", "pt-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "assertive");
  const log = ptEl("ol", "pt-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  log.setAttribute("aria-label", "The tutor's commentary");
  const hintsBox = ptEl("ol", "pt-hints");
  hintsBox.setAttribute("aria-live", "polite");
  hintsBox.setAttribute("aria-label", "Hints");
  tutor.append(tutorHead, status, hintsBox, log);
  const tools = ptEl("div", "pt-tools");
  side.append(scores, tutor, tools);
  root.append(felt, side);
  el.append(root);
  const kernelWatch = ptWatchKernel(model, root);

  let scene = null;
  let queue = [];
  let timer = null;
  let waiting = null;  // a timer while a move is on its way to the kernel
  let lastSeq = 0;
  let logKeys = [];

  const toolButton = (label, type, title) => {
    const b = ptEl("button", "pt-tool", label);
    b.type = "button";
    b.title = title;
    b.dataset.focusKey = `tool:${type}`;
    b.addEventListener("click", () => send({ type }));
    return b;
  };
  const four = ptEl("label", "pt-tool pt-toggle");
  const fourBox = ptEl("input");
  fourBox.type = "checkbox";
  fourBox.checked = model.get("four_color");
  fourBox.addEventListener("change", () => { model.set("four_color", fourBox.checked); model.save_changes(); });
  four.append(fourBox, document.createTextNode(" Four-colour deck"));
  const hintsToggle = ptEl("label", "pt-tool pt-toggle");
  const hintsBoxInput = ptEl("input");
  hintsBoxInput.type = "checkbox";
  hintsBoxInput.checked = model.get("hints");
  hintsBoxInput.addEventListener("change", () => { model.set("hints", hintsBoxInput.checked); model.save_changes(); });
  hintsToggle.append(hintsBoxInput, document.createTextNode(" Hints"));
  const playTools = [toolButton("Take back", "undo", "Take back your last move"),
    toolButton("Restart hand", "restart", "Play this deal again from the start")];
  const replayTools = [toolButton("◀ Back", "step_back", "One move back"),
    toolButton("Forward ▶", "step_forward", "The next move of the hand, with why")];
  function drawTools(replay) {
    tools.replaceChildren(...(replay ? replayTools : playTools), four, ...(replay ? [] : [hintsToggle]));
  }
  drawTools(false);

  function busy() { return timer !== null || queue.length > 0 || waiting !== null; }

  function send(message) {
    if (busy()) return false;
    waiting = setTimeout(() => {
      waiting = null;
      root.classList.remove("pt-waiting");
      kernelWatch.show("No answer from the lesson's Python kernel. If this lasts, restart the lesson: your quiz results are kept.", true, false);
    }, 8000);
    model.send({ ...message, seq: scene ? scene.seq : 0 });
    root.classList.add("pt-waiting");
    return true;
  }

  function say(text, urgent) {
    status.textContent = text || "";
    status.classList.toggle("pt-status-error", !!urgent);
  }

  function enqueue(frames) {
    for (const frame of frames) {
      if (frame.seq > lastSeq) { queue.push(frame); lastSeq = frame.seq; }
    }
    if (waiting !== null) { clearTimeout(waiting); waiting = null; }
    root.classList.remove("pt-waiting");
    kernelWatch.hide();
    pump();
  }

  function pump() {
    if (timer !== null) return;
    const pace = Math.max(0, model.get("pace_ms") || 0);
    if (pace === 0 && queue.length > 1) queue = queue.slice(-1);
    const frame = queue.shift();
    if (!frame) return;
    draw(frame);
    if (queue.length) {
      timer = setTimeout(() => { timer = null; pump(); }, pace * (frame.hold || 1));
    }
    root.classList.toggle("pt-animating", queue.length > 0);
  }

  // -- drawing ---------------------------------------------------------------

  function draw(next) {
    const started = performance.now();
    const focusKey = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.dataset.focusKey : null;
    const hadFocus = focusKey !== null && focusKey !== undefined;
    scene = next;
    const fourColor = model.get("four_color");
    felt.replaceChildren(header(scene), arena(scene, fourColor), handRow(scene, fourColor));
    scores.replaceChildren(scoreTable(scene));
    updateLog(scene.tutor || []);
    drawTools(!!scene.replay);
    drawHints(scene);
    // A new frame starts afresh: an earlier "why not" belongs to the position before.
    say(scene.message ? scene.message.text : "", !!scene.message && scene.message.level === "error");
    root.dataset.phase = scene.phase;
    root.dataset.seq = scene.seq;
    restoreFocus(focusKey, hadFocus);
    root.dataset.drawMs = (performance.now() - started).toFixed(1);  // read by the latency benchmark
  }

  // The hint button lives in the tutor's slot; each press climbs the ladder:
  // the principle, a pointer, then the move with the numbers behind it.
  function drawHints(s) {
    hintSlot.replaceChildren();
    hintsBox.replaceChildren();
    const shown = s.hints || [];
    for (const h of shown) {
      const li = ptEl("li", `pt-hint pt-hint-${h.level}`, h.text);
      li.dataset.level = String(h.level);
      hintsBox.append(li);
    }
    const playing = s.phase === "auction" || s.phase === "play";
    if (!s.hints_enabled || !s.your_turn || !playing || s.replay) return;
    const labels = ["Hint", "A stronger hint", "Show me the move"];
    const button = ptEl("button", "pt-tool pt-hint-button", shown.length < 3 ? labels[shown.length] : "No more hints");
    button.type = "button";
    button.dataset.focusKey = "btn:hint";
    if (shown.length >= 3) button.disabled = true;
    button.addEventListener("click", () => send({ type: "hint" }));
    hintSlot.append(button);
  }

  function restoreFocus(key, hadFocus) {
    let target = key ? root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`) : null;
    if (!target && hadFocus) {
      target = root.querySelector(".pt-hand .pt-card.pt-legal, .pt-bidbox button:not([aria-disabled='true']), .pt-overlay button");
    }
    if (target) target.focus({ preventScroll: true });
  }

  function header(s) {
    const bar = ptEl("div", "pt-bar");
    const seat = (i) => (i === null || i === undefined ? "—" : s.seats[i].name);
    const trump = s.trump
      ? `<span class="pt-suit pt-suit-${s.trump}" aria-hidden="true">${PT_SUIT_SYMBOLS[s.trump]}</span> ${PT_SUIT_NAMES[s.trump]}`
      : "not yet set";
    const bid = s.bid != null ? `${s.bid} by ${seat(s.pitcher)}` : (s.high_bidder != null ? `high ${s.high_bid} (${seat(s.high_bidder)})` : "none yet");
    bar.innerHTML =
      `<span class="pt-chip"><b>Hand ${s.hand_number}</b> · ${ptPhaseWord(s)}</span>` +
      `<span class="pt-chip">Dealer: <b>${escapeHtml(seat(s.dealer))}</b></span>` +
      `<span class="pt-chip" data-testid="trump">Trump: <b>${trump}</b></span>` +
      `<span class="pt-chip">Bid: <b>${escapeHtml(bid)}</b></span>` +
      `<span class="pt-chip pt-rules" title="${escapeHtml(s.rules.describe)}">${escapeHtml(s.rules.describe)} · to ${s.rules.target}</span>`;
    return bar;
  }

  function arena(s, fourColor) {
    if ((s.phase === "over" || s.phase === "match-over") && s.score) {
      // The hand is over: the score sheet takes the whole table.
      const sheetArea = ptEl("div", "pt-arena pt-arena-sheet");
      sheetArea.append(scoreSheet(s));
      return sheetArea;
    }
    const area = ptEl("div", "pt-arena");
    const viewer = s.viewer == null ? 0 : s.viewer;
    for (const seat of s.seats) {
      if (seat.seat === s.viewer) continue;
      const box = seatBox(s, seat, fourColor);
      ptPlace(box, (seat.seat - viewer + s.players) % s.players, s.players, 40, 37);
      area.append(box);
    }
    if (s.trick) area.append(trickView(s, fourColor, viewer));
    const overlay = overlayFor(s);
    if (overlay) area.append(overlay);
    if (s.phase === "play" && !s.trick && s.to_act != null) {
      area.append(ptEl("p", "pt-center-note", `${s.seats[s.to_act].name} to lead: the first card led sets trump.`));
    }
    return area;
  }

  function badges(s, seat) {
    const row = ptEl("span", "pt-badges");
    if (seat.dealer) row.append(badge("Dealer", "pt-badge-dealer"));
    if (seat.pitcher) row.append(badge(`Pitcher · ${s.bid}`, "pt-badge-pitcher"));
    if (seat.partner) row.append(badge("Partner", "pt-badge-partner"));
    if (seat.tricks_won) row.append(badge(`${seat.tricks_won} trick${seat.tricks_won > 1 ? "s" : ""}`, "pt-badge-tricks"));
    return row;
  }

  function badge(text, cls) { return ptEl("span", `pt-badge ${cls}`, text); }

  function seatBox(s, seat, fourColor) {
    const box = ptEl("div", "pt-seat");
    box.style.setProperty("--pt-side", PT_SIDE_HUES[seat.side % PT_SIDE_HUES.length]);
    if (s.rules.teams != null) box.classList.add("pt-teamed");
    if (seat.to_act && s.phase !== "over") box.classList.add("pt-to-act");
    const name = ptEl("div", "pt-seat-name");
    name.append(ptEl("span", "pt-name", seat.name), badges(s, seat));
    box.append(name);
    if (s.phase === "auction" && seat.call) box.append(ptEl("span", "pt-bubble", seat.call));
    const fan = ptEl("div", "pt-fan");
    fan.setAttribute("role", "group");
    fan.setAttribute("aria-label", `${seat.name}'s hand, ${seat.count} card${seat.count === 1 ? "" : "s"}`);
    const items = seat.cards
      ? seat.cards.map((card) => handCard(s, seat, card, fourColor, "", true))
      : Array.from({ length: seat.count }, (_, i) => ptCardElement(null, { extraClass: "pt-small", focusKey: `back:${seat.seat}:${i}` }));
    fan.append(...items);
    ptRovingGroup(fan, items);
    box.append(fan);
    return box;
  }

  function trickView(s, fourColor, viewer) {
    const wrap = ptEl("div", "pt-trick");
    wrap.setAttribute("role", "group");
    wrap.setAttribute("aria-label", `Trick ${s.trick.number}`);
    const items = [];
    for (const play of s.trick.plays) {
      const seat = s.seats[play.seat];
      const won = s.trick.done && play.seat === s.trick.winner;
      const card = ptCardElement(play.card, {
        fourColor, label: `${play.card.name}, played by ${seat.name}${won ? ", winning the trick" : ""}`,
        extraClass: "pt-played" + (won ? " pt-winner" : ""), focusKey: `trick:${play.card.code}`,
      });
      ptPlace(card, (play.seat - viewer + s.players) % s.players, s.players, 14, 16);
      items.push(card);
      wrap.append(card);
    }
    ptRovingGroup(wrap, items);
    if (s.trick.done && s.trick.why && !overlayFor(s)) {
      const caption = ptEl("p", "pt-trick-why", s.trick.why);
      caption.dataset.testid = "trick-why";
      wrap.append(caption);
    }
    return wrap;
  }

  function overlayFor(s) {
    if (s.phase === "auction" && s.your_turn && s.bidding) return biddingBox(s);
    if (s.phase === "auction") return auctionProgress(s);
    if (s.phase === "over" || s.phase === "match-over") return s.score ? scoreSheet(s) : null;
    if (s.phase === "redeal") return redealNote(s);
    return null;
  }

  function auctionProgress(s) {
    const box = ptEl("div", "pt-overlay pt-auction");
    box.append(ptEl("h3", "pt-h", "The auction"));
    box.append(callsLine(s));
    if (s.to_act != null) box.append(ptEl("p", "pt-muted", `${s.seats[s.to_act].name} to bid…`));
    return box;
  }

  function callsLine(s) {
    const line = ptEl("p", "pt-calls");
    const calls = s.bidding ? s.bidding.calls : [];
    line.textContent = calls.length
      ? calls.map((c) => `${s.seats[c.seat].name}: ${c.label}`).join(" · ")
      : `${s.seats[(s.dealer + 1) % s.players].name} ${(s.dealer + 1) % s.players === s.viewer ? "speak" : "speaks"} first, left of the dealer.`;
    return line;
  }

  function biddingBox(s) {
    const box = ptEl("div", "pt-overlay pt-bidbox");
    box.setAttribute("role", "group");
    const who = s.seats[s.bidding.seat];
    box.setAttribute("aria-label", who.is_viewer ? "Your bid" : `${who.name}'s bid`);
    box.append(ptEl("h3", "pt-h", who.is_viewer ? "Your bid" : `${who.name} to bid`));
    box.append(callsLine(s));
    const row = ptEl("div", "pt-bid-row");
    const why = ptEl("p", "pt-bid-why", "Choose a call. A greyed call says why it is not allowed.");
    why.id = `pt-bid-why-${Math.random().toString(36).slice(2)}`;
    for (const option of s.bidding.options) {
      const b = ptEl("button", "pt-bid" + (option.legal ? " pt-legal" : " pt-illegal"), option.label);
      b.type = "button";
      b.dataset.focusKey = `bid:${option.call}`;
      b.dataset.call = String(option.call);
      b.setAttribute("aria-describedby", why.id);
      b.setAttribute("aria-label", `${option.label === "Pass" || option.label === "Redeal" ? option.label : "Bid " + option.label}${option.legal ? "" : ", not allowed"}`);
      if (!option.legal) b.setAttribute("aria-disabled", "true");
      b.title = option.why;
      const show = () => { why.textContent = option.why; };
      b.addEventListener("focus", show);
      b.addEventListener("mouseenter", show);
      b.addEventListener("click", () => {
        if (option.legal) send({ type: "call", call: option.call });
        else { show(); say(option.why, false); }
      });
      row.append(b);
    }
    box.append(row, why);
    if (s.hints_enabled) {
      if (s.advice) box.append(advisorChart(s));
      else {
        const ask = ptEl("button", "pt-tool", "Bid advisor");
        ask.type = "button";
        ask.dataset.focusKey = "btn:advise";
        ask.title = "What pitching each suit would bring, from random deals of the other hands";
        ask.addEventListener("click", () => send({ type: "advise" }));
        box.append(ask);
      }
    }
    return box;
  }

  // Each suit you hold: average points as pitcher, and the chance of making each bid.
  function advisorChart(s) {
    const wrap = ptEl("div", "pt-advisor");
    wrap.setAttribute("role", "group");
    wrap.setAttribute("aria-label", "Bid advisor");
    const top = s.rules.top_bid;
    const table = ptEl("table", "pt-advisor-table");
    const head = ptEl("tr");
    head.append(ptEl("th", null, "Pitch"), ptEl("th", null, "points"));
    for (let b = 1; b <= top; b++) head.append(ptEl("th", null, `make ${b}`));
    table.append(head);
    for (const row of s.advice.suits) {
      if (!row.held) continue;
      const tr = ptEl("tr");
      const suit = ptEl("th", `pt-suit-cell pt-suit-${row.suit}`, PT_SUIT_SYMBOLS[row.suit]);
      suit.setAttribute("aria-label", PT_SUIT_NAMES[row.suit]);
      const mean = ptEl("td", "pt-advisor-mean");
      const bar = ptEl("span", "pt-bar-fill");
      bar.style.width = `${Math.max(2, (100 * row.mean) / top)}%`;
      mean.append(bar, ptEl("span", "pt-bar-label", row.mean.toFixed(1)));
      tr.append(suit, mean);
      for (let b = 1; b <= top; b++) {
        const p = row.chance[String(b)] || 0;
        const cell = ptEl("td", "pt-advisor-chance", `${Math.round(p * 100)}%`);
        cell.style.background = `rgba(31, 138, 76, ${0.08 + 0.5 * p})`;
        tr.append(cell);
      }
      table.append(tr);
    }
    wrap.append(table, ptEl("p", "pt-advisor-best", s.advice.best), ptEl("p", "pt-advisor-thumb", "Rule of thumb: " + s.advice.thumb));
    return wrap;
  }

  function scoreSheet(s) {
    const sc = s.score;
    const box = ptEl("div", "pt-overlay pt-sheet");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", "Score of the hand");
    box.dataset.testid = "score";
    box.append(ptEl("h3", "pt-h", `Hand ${s.hand_number}: ${sc.pitcher_side} bid ${sc.bid} — ${sc.made ? "made" : "set back"}`));
    const table = ptEl("table", "pt-points");
    table.innerHTML = "<thead><tr><th scope='col'>Point</th><th scope='col'>Card</th><th scope='col'>Scores for</th><th scope='col'>Why</th></tr></thead>";
    const body = ptEl("tbody");
    for (const p of sc.points) {
      const tr = ptEl("tr", p.side == null ? "pt-nobody" : "");
      tr.dataset.point = p.point;
      const th = ptEl("th", null, p.name);
      th.scope = "row";
      const cardCell = ptEl("td", "pt-point-card");
      if (p.card) {
        const label = p.dealt ? p.card.name : `${p.card.name}, not dealt`;
        const chip = ptCardChip(p.card, model.get("four_color"));
        chip.setAttribute("aria-label", label);
        if (!p.dealt) chip.classList.add("pt-undealt");
        cardCell.append(chip);
        if (!p.dealt) cardCell.append(ptEl("span", "pt-undealt-note", "not dealt"));
      }
      else if (p.point === "game") cardCell.textContent = sc.pips.map((x) => `${x.name} ${x.pips}`).join(" · ");
      else cardCell.textContent = "—";
      tr.append(th, cardCell, ptEl("td", "pt-point-side", p.side_name), ptEl("td", "pt-point-why", p.why));
      body.append(tr);
    }
    table.append(body);
    box.append(table);
    const settle = ptEl("ul", "pt-settle");
    for (const line of sc.settlement) settle.append(ptEl("li", null, line));
    box.append(settle);
    const totals = ptEl("p", "pt-new-totals");
    totals.textContent = "Totals: " + sc.totals.map((t) => `${t.name} ${t.total} (${t.delta >= 0 ? "+" : ""}${t.delta})`).join(" · ");
    box.append(totals, ptEl("p", "pt-match", sc.match));
    if (s.review) {
      const rv = ptEl("div", "pt-review");
      rv.setAttribute("aria-label", "Review of your play");
      rv.append(ptEl("p", "pt-review-summary", s.review.summary));
      const list = ptEl("ul");
      for (const line of s.review.lines) list.append(ptEl("li", null, line));
      rv.append(list);
      box.append(rv);
    } else if (s.viewer != null && !s.replay) {
      const ask = ptEl("button", "pt-tool", "Review my play");
      ask.type = "button";
      ask.dataset.focusKey = "btn:review";
      ask.addEventListener("click", () => send({ type: "review" }));
      box.append(ask);
    }
    const next = ptEl("button", "pt-primary", s.phase === "match-over" ? "New match" : "Next hand");
    next.type = "button";
    next.dataset.focusKey = "btn:next";
    next.addEventListener("click", () => send({ type: "next" }));
    box.append(next);
    return box;
  }

  function redealNote(s) {
    const box = ptEl("div", "pt-overlay pt-redeal");
    box.append(ptEl("h3", "pt-h", "Cards thrown in"), ptEl("p", null, s.auction_result || ""));
    const again = ptEl("button", "pt-primary", "Deal again");
    again.type = "button";
    again.dataset.focusKey = "btn:next";
    again.addEventListener("click", () => send({ type: "next" }));
    box.append(again);
    return box;
  }

  function handCard(s, seat, card, fourColor, extraClass, asChip) {
    const playable = s.phase === "play" && seat.to_act && seat.human && card.legal !== undefined;
    const label = playable ? `${card.name}, ${card.legal ? "playable" : "not playable"}` : card.name;
    const state = playable ? (card.legal ? " pt-legal" : " pt-illegal") : "";
    let el;
    if (asChip) {  // another seat's face-up hand: short labels read better than small pictures
      el = ptCardChip(card, fourColor, playable);
      el.setAttribute("aria-label", label);
      el.dataset.focusKey = `card:${card.code}`;
      el.className += state;
      if (playable && !card.legal) el.setAttribute("aria-disabled", "true");
      el.tabIndex = 0;
    } else {
      el = ptCardElement(card, {
        button: playable, legal: playable ? card.legal : undefined, fourColor, label,
        focusKey: `card:${card.code}`, extraClass: (extraClass || "") + state,
      });
    }
    if (playable) {
      const explainCard = (announce) => {
        const line = root.querySelector(".pt-hand-why");
        if (line) line.textContent = card.why;
        if (announce) say(card.why, false);
      };
      el.addEventListener("focus", () => explainCard(!card.legal));
      el.addEventListener("mouseenter", () => explainCard(false));
      el.addEventListener("click", () => {
        if (card.legal) send({ type: "play", card: card.code, seat: seat.seat });
        else explainCard(true);
      });
    }
    return el;
  }

  function handRow(s, fourColor) {
    const row = ptEl("div", "pt-hand-row");
    if (s.viewer == null) return row;
    const me = s.seats[s.viewer];
    const plate = ptEl("div", "pt-seat pt-me" + (me.to_act && s.phase !== "over" ? " pt-to-act" : ""));
    plate.style.setProperty("--pt-side", PT_SIDE_HUES[me.side % PT_SIDE_HUES.length]);
    const name = ptEl("div", "pt-seat-name");
    const turn = me.to_act && s.your_turn ? (s.phase === "auction" ? "your turn to bid" : "your turn to play") : "";
    name.append(ptEl("span", "pt-name", me.name), badges(s, me));
    if (turn) name.append(ptEl("span", "pt-turn", turn));
    if (s.phase === "auction" && me.call) name.append(ptEl("span", "pt-bubble", me.call));
    plate.append(name);
    const hand = ptEl("div", "pt-hand");
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", "Your hand");
    const items = (me.cards || []).map((card) => handCard(s, me, card, fourColor, "pt-big"));
    hand.append(...items);
    ptRovingGroup(hand, items);
    const legalFirst = items.find((item) => item.classList.contains("pt-legal"));
    if (legalFirst) { items.forEach((i) => { i.tabIndex = -1; }); legalFirst.tabIndex = 0; }
    const why = ptEl("p", "pt-hand-why", s.phase === "play" && s.your_turn ? "Your cards that may be played stand out; try any card to hear why." : "");
    row.append(plate, hand, why);
    if (s.message) {
      const banner = ptEl("p", `pt-banner pt-banner-${s.message.level}`, s.message.text);
      banner.setAttribute("role", "alert");
      row.append(banner);
    }
    return row;
  }

  function scoreTable(s) {
    const wrap = ptEl("div");
    wrap.append(ptEl("h3", "pt-h", `Score · to ${s.rules.target}`));
    const list = ptEl("ul", "pt-totals");
    for (const t of s.score ? s.score.totals : s.totals) {  // once a hand is scored, the new totals
      const li = ptEl("li");
      li.style.setProperty("--pt-side", PT_SIDE_HUES[t.side % PT_SIDE_HUES.length]);
      li.append(ptEl("span", "pt-total-name", t.name), ptEl("span", "pt-total" + (t.total < 0 ? " pt-bog" : ""), String(t.total)));
      if (t.total < 0) li.title = "In the bog: below zero after a set-back";
      list.append(li);
    }
    wrap.append(list);
    if (s.match_winner) wrap.append(ptEl("p", "pt-match", `${s.match_winner} won the match.`));
    return wrap;
  }

  function updateLog(lines) {
    const keys = lines.map((l) => `${l.kind}|${l.text}`);
    const same = keys.length >= logKeys.length && logKeys.every((k, i) => k === keys[i]);
    if (!same) { log.replaceChildren(); logKeys = []; }
    for (let i = logKeys.length; i < lines.length; i++) {
      const line = lines[i];
      const li = ptEl("li", `pt-line pt-line-${line.kind}`);
      if (line.who) {
        li.append(ptEl("b", "pt-line-who", `${line.who} · ${line.move}`), document.createTextNode(" — "));
      }
      li.append(document.createTextNode(line.text));
      li.dataset.key = line.key;
      log.append(li);
    }
    logKeys = keys;
    log.scrollTop = log.scrollHeight;
  }

  model.on("change:frames", () => enqueue(model.get("frames")));
  model.on("change:hints", () => { hintsBoxInput.checked = model.get("hints"); });
  model.on("change:four_color", () => { fourBox.checked = model.get("four_color"); if (scene) draw(scene); });
  const frames = model.get("frames") || [];
  if (frames.length) { lastSeq = frames[frames.length - 1].seq; draw(frames[frames.length - 1]); }
  return () => { clearTimeout(timer); clearTimeout(waiting); };
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

export default { render };
