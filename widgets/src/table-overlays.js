// What the table shows over the felt: the auction, the bidding box with the
// bid advisor, the score sheet of a finished hand, a thrown-in deal.

import { cardChip } from "./cards.js";
import { el, group, rovingGroup, whole } from "./dom.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneBidding} SceneBidding */
/** @typedef {import("./types.js").SceneScore} SceneScore */
/** @typedef {import("./types.js").Controls} Controls */

/**
 * The move the hint's last step names ("Show me the move"), or in the auction the bid advisor's
 * call, which the table then marks: a card's code, a bid, "pass"; null before either.
 * @param {Scene} s
 * @returns {string | null}
 */
export function hintedMove(s) {
  const shown = (s.hints || []).find((h) => h.level === 3 && h.move != null);
  if (shown) return String(shown.move);
  // the bid advisor's call, in the auction: marked in the bidding box, and its keyboard stop
  return s.phase === "auction" && s.advice ? String(s.advice.move) : null;
}

/**
 * Whether the scene has something over the felt (see overlayFor).
 * @param {Scene} s
 * @returns {boolean}
 */
export function hasOverlay(s) {
  if (s.phase === "auction" || s.phase === "redeal") return true;
  return (s.phase === "over" || s.phase === "match-over") && !!s.score;
}

/**
 * @param {Scene} s
 * @param {Controls} controls
 * @returns {HTMLElement | null}
 */
export function overlayFor(s, controls) {
  if (s.phase === "auction" && s.your_turn && s.bidding) return biddingBox(s, s.bidding, controls);
  if (s.phase === "auction") return auctionProgress(s, controls.word);
  if (s.phase === "over" || s.phase === "match-over") return s.score ? scoreSheet(s, s.score, controls) : null;
  if (s.phase === "redeal") return redealNote(s, controls);
  return null;
}

/**
 * @param {Scene} s
 * @param {import("./dom.js").Word} word
 */
function auctionProgress(s, word) {
  const box = el("div", "pt-overlay pt-auction");
  box.append(el("h3", "pt-h", word("table.auction")));
  box.append(callsLine(s, word));
  // In a replay or a hand to watch nobody bids until the learner steps on.
  const next = s.to_act == null ? null : s.seats[s.to_act].name;
  const you = s.to_act === s.viewer ? "_you" : "";
  if (next != null) box.append(el("p", "pt-muted", word(s.replay ? "table.next_to_bid" : `table.to_bid_waiting${you}`, { name: next })));
  return box;
}

/**
 * @param {Scene} s
 * @param {import("./dom.js").Word} word
 */
function callsLine(s, word) {
  const line = el("p", "pt-calls");
  const calls = s.bidding ? s.bidding.calls : [];
  line.textContent = calls.length
    ? calls.map((c) => word("table.call", { name: s.seats[c.seat].name, label: c.label })).join(" · ")
    : word((s.dealer + 1) % s.players === s.viewer ? "table.speak_first_you" : "table.speaks_first", { name: s.seats[(s.dealer + 1) % s.players].name });
  return line;
}

/**
 * The calls a person at this table may make, each with why it is (not) allowed.
 * @param {Scene} s
 * @param {SceneBidding} bidding
 * @param {Controls} controls
 */
function biddingBox(s, bidding, controls) {
  const word = controls.word;
  const box = el("div", "pt-overlay pt-bidbox");
  box.setAttribute("role", "group");
  const who = s.seats[/** @type {number} */ (bidding.seat)];  // a seat is to bid while the auction runs
  box.setAttribute("aria-label", word(who.is_viewer ? "table.your_bid" : "table.seat_bid", { name: who.name }));
  box.append(el("h3", "pt-h", word(who.is_viewer ? "table.your_bid" : "table.seat_to_bid", { name: who.name })));
  box.append(callsLine(s, word));
  const row = el("div", "pt-bid-row");
  const why = el("p", "pt-bid-why", word("table.choose_call"));
  why.id = `pt-bid-why-${Math.random().toString(36).slice(2)}`;
  for (const option of bidding.options) {
    const hinted = option.legal && hintedMove(s) === String(option.call) ? " pt-hinted" : "";
    const b = el("button", "pt-bid" + (option.legal ? " pt-legal" : " pt-illegal") + hinted, option.label);
    b.type = "button";
    b.dataset.focusKey = `bid:${option.call}`;
    b.dataset.call = String(option.call);
    b.setAttribute("aria-describedby", why.id);
    const named = typeof option.call === "number" ? word("table.bid_label", { label: option.label }) : option.label;
    b.setAttribute("aria-label", option.legal ? named : word("table.not_allowed", { label: named }));
    if (!option.legal) b.setAttribute("aria-disabled", "true");
    b.title = option.why;
    const show = () => { why.textContent = option.why; };
    b.addEventListener("focus", show);
    b.addEventListener("mouseenter", show);
    b.addEventListener("click", () => {
      if (option.legal) controls.send({ type: "call", call: option.call });
      else { show(); controls.say(option.why, false); }
    });
    row.append(b);
  }
  const calls = [...row.querySelectorAll("button")].map((b) => /** @type {HTMLElement} */ (b));
  rovingGroup(row, calls, calls.find((b) => b.classList.contains("pt-hinted")) || calls.find((b) => b.classList.contains("pt-legal")));
  box.append(row, why);
  if (s.hints_enabled) {
    // the call advised beside the buttons, where a phone shows the tutor's panel below the fold
    if (s.advice) {
      const advice = s.advice;
      const says = advice.move === "pass" || !advice.suit
        ? word("table.advisor_pointer_pass")
        : word("table.advisor_pointer_bid", { bid: advice.move, suit: word(`suit.${advice.suit}`) });
      const pointer = el("p", "pt-advice-pointer", says);
      // a phone shows the tutor's panel below the fold: a way there, which the keyboard follows
      const show = el("button", "pt-link pt-advice-show", word("table.advisor_show"));
      show.type = "button";
      show.dataset.focusKey = "btn:advice-show";
      show.addEventListener("click", () => {
        const chart = /** @type {HTMLElement | null} */ (controls.root.querySelector(".pt-advisor"));
        if (!chart) return;
        chart.tabIndex = -1;
        chart.scrollIntoView({ block: "nearest" });
        chart.focus({ preventScroll: true });
      });
      pointer.append(" ", show);
      box.append(pointer);
    }
    else {
      const ask = el("button", "pt-tool", word("table.advisor"));
      ask.type = "button";
      ask.dataset.focusKey = "btn:advise";
      ask.title = word("table.advisor_title");
      ask.addEventListener("click", () => controls.send({ type: "advise" }));
      box.append(ask);
    }
  }
  return box;
}

/**
 * The score of a finished hand: each point and why, the settlement, the new totals.
 * @param {Scene} s
 * @param {SceneScore} sc
 * @param {Controls} controls
 * @returns {HTMLElement}
 */
export function scoreSheet(s, sc, controls) {
  const word = controls.word;
  const box = group("pt-overlay pt-sheet", word("table.sheet"));
  box.dataset.testid = "score";
  box.append(el("h3", "pt-h", word(sc.made ? "table.sheet_made" : "table.sheet_set", { number: s.hand_number, side: sc.pitcher_side, bid: sc.bid })));
  const table = el("table", "pt-points");
  const columns = el("tr");
  for (const key of ["table.col_point", "table.col_card", "table.col_side", "table.col_why"]) {
    const th = el("th", null, word(key));
    th.scope = "col";
    columns.append(th);
  }
  const thead = el("thead");
  thead.append(columns);
  table.append(thead);
  const body = el("tbody");
  for (const p of sc.points) {
    const tr = el("tr", p.side == null ? "pt-nobody" : "");
    tr.dataset.point = p.point;
    const th = el("th", null, p.name);
    th.scope = "row";
    const cardCell = el("td", "pt-point-card");
    if (p.card) {
      const label = p.dealt ? p.card.name : word("table.undealt_card", { card: p.card.name });
      const chip = cardChip(p.card, controls.fourColor);
      chip.setAttribute("aria-label", label);
      if (!p.dealt) chip.classList.add("pt-undealt");
      cardCell.append(chip);
      if (!p.dealt) cardCell.append(el("span", "pt-undealt-note", word("table.undealt")));
    }
    else if (p.point === "game") cardCell.textContent = sc.pips.map((x) => `${x.name} ${x.pips}`).join(" · ");
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
  totals.textContent = word("table.totals", { totals: sc.totals.map((t) => `${t.name} ${whole(t.total)} (${whole(t.delta, true)})`).join(" · ") });
  box.append(totals, el("p", "pt-match", sc.match));
  if (s.review) {
    const rv = el("div", "pt-review");
    rv.setAttribute("aria-label", word("table.review"));
    rv.append(el("p", "pt-review-summary", s.review.summary));
    const list = el("ul");
    for (const line of s.review.lines) list.append(el("li", null, line));
    rv.append(list);
    box.append(rv);
  } else if (s.viewer != null && !s.replay && s.seats[s.viewer].human) {  // a hand you played
    const ask = el("button", "pt-tool", word("table.review_ask"));
    ask.type = "button";
    ask.dataset.focusKey = "btn:review";
    ask.addEventListener("click", () => controls.send({ type: "review" }));
    box.append(ask);
  }
  const next = el("button", "pt-primary", word(s.phase === "match-over" ? "table.new_match" : "table.next_hand"));
  next.type = "button";
  next.dataset.focusKey = "btn:next";
  next.addEventListener("click", () => controls.send({ type: "next" }));
  box.append(next);
  return box;
}

/**
 * @param {Scene} s
 * @param {Controls} controls
 */
function redealNote(s, controls) {
  const box = el("div", "pt-overlay pt-redeal");
  box.append(el("h3", "pt-h", controls.word("table.thrown_in")), el("p", null, s.auction_result || ""));
  const again = el("button", "pt-primary", controls.word("table.deal_again"));
  again.type = "button";
  again.dataset.focusKey = "btn:next";
  again.addEventListener("click", () => controls.send({ type: "next" }));
  box.append(again);
  return box;
}
