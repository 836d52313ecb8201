// The felt: the bar over the table, the seats around it with their cards,
// the trick in the middle, and the viewer's own hand at the bottom.

import { SUIT_SYMBOLS, cardChip, cardElement, place } from "./cards.js";
import { el, escapeHtml, group, rovingGroup } from "./dom.js";
import { hasOverlay, hintedMove, overlayFor, scoreSheet } from "./table-overlays.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneSeat} SceneSeat */
/** @typedef {import("./types.js").SceneCard} SceneCard */
/** @typedef {import("./types.js").SceneTrick} SceneTrick */
/** @typedef {import("./types.js").Controls} Controls */

/** The colour of each side, for the seats and the score. */
export const SIDE_HUES = ["#2f6fde", "#d9822b", "#1f9d6b", "#b03fb3"];

/**
 * The felt of one frame: the bar, the arena and the viewer's hand.
 * @param {Scene} s
 * @param {Controls} controls
 * @returns {HTMLElement[]}
 */
export function felt(s, controls) {
  return [header(s, controls.word), arena(s, controls), handRow(s, controls)];
}

/**
 * @param {Scene} s
 * @param {import("./dom.js").Word} word
 */
function header(s, word) {
  const bar = el("div", "pt-bar");
  /** @param {number | null} i */
  const seat = (i) => (i == null || i === undefined ? "—" : s.seats[i].name);
  const trump = s.trump
    ? `<span class="pt-suit pt-suit-${s.trump}" aria-hidden="true">${SUIT_SYMBOLS[s.trump]}</span> ${escapeHtml(word(`suit.${s.trump}`))}`
    : escapeHtml(word("table.trump_unset"));
  const bid = s.bid != null ? word("table.bid_by", { bid: s.bid, seat: seat(s.pitcher) })
    : (s.high_bidder != null ? word("table.bid_high", { bid: String(s.high_bid), seat: seat(s.high_bidder) }) : word("table.bid_none"));
  bar.innerHTML =
    `<span class="pt-chip"><b>${escapeHtml(word("table.hand_number", { number: s.hand_number }))}</b> · ${escapeHtml(word(`table.phase.${s.phase}`))}</span>` +
    `<span class="pt-chip">${escapeHtml(word("table.dealer_chip"))} <b>${escapeHtml(seat(s.dealer))}</b></span>` +
    `<span class="pt-chip" data-testid="trump">${escapeHtml(word("table.trump_chip"))} <b>${trump}</b></span>` +
    `<span class="pt-chip">${escapeHtml(word("table.bid_chip"))} <b>${escapeHtml(bid)}</b></span>` +
    `<span class="pt-chip pt-rules" title="${escapeHtml(s.rules.describe)}">${escapeHtml(s.rules.describe)} · ${escapeHtml(word("table.to_target", { target: s.rules.target }))}</span>`;
  return bar;
}

/**
 * @param {Scene} s
 * @param {Controls} controls
 */
function arena(s, controls) {
  if ((s.phase === "over" || s.phase === "match-over") && s.score) {
    // The hand is over: the score sheet takes the whole table.
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
    const you = s.to_act === s.viewer ? "_you" : "";
    area.append(el("p", "pt-center-note", controls.word(`table.to_lead${you}`, { name: s.seats[s.to_act].name })));
  }
  return area;
}

/**
 * @param {Scene} s
 * @param {SceneSeat} seat
 * @param {import("./dom.js").Word} word
 */
function badges(s, seat, word) {
  const row = el("span", "pt-badges");
  // "Distribuidora", "Parceira": a role agrees with a woman's name where the language says so
  const dealer = seat.feminine ? "table.badge_dealer_f" : "table.badge_dealer";
  const partner = seat.feminine ? "table.badge_partner_f" : "table.badge_partner";
  if (seat.dealer) row.append(badge(word(dealer), "pt-badge-dealer"));
  if (seat.pitcher) row.append(badge(word("table.badge_pitcher", { bid: String(s.bid) }), "pt-badge-pitcher"));
  if (seat.partner) row.append(badge(word(partner), "pt-badge-partner"));
  if (seat.tricks_won) row.append(badge(word(seat.tricks_won > 1 ? "table.tricks_many" : "table.tricks_one", { count: seat.tricks_won }), "pt-badge-tricks"));
  return row;
}

/**
 * @param {string} text
 * @param {string} cls
 */
function badge(text, cls) { return el("span", `pt-badge ${cls}`, text); }

/**
 * Another seat: its name and badges, its last call, its cards (face down unless shown).
 * @param {Scene} s
 * @param {SceneSeat} seat
 * @param {Controls} controls
 */
function seatBox(s, seat, controls) {
  const box = el("div", "pt-seat");
  box.style.setProperty("--pt-side", SIDE_HUES[seat.side % SIDE_HUES.length]);
  if (s.rules.teams != null) box.classList.add("pt-teamed");
  if (seat.to_act && s.phase !== "over") box.classList.add("pt-to-act");
  const name = el("div", "pt-seat-name");
  name.append(el("span", "pt-name", seat.name), badges(s, seat, controls.word));
  box.append(name);
  if (s.phase === "auction" && seat.call) box.append(el("span", "pt-bubble", seat.call));
  const fan = group("pt-fan", controls.word(seat.count === 1 ? "table.seat_hand_one" : "table.seat_hand_many", { name: seat.name, count: seat.count }));
  if (seat.cards) {
    const items = seat.cards.map((card) => handCard(s, seat, card, controls, "", true));
    fan.append(...items);
    rovingGroup(fan, items);
  } else {
    // Face down there is nothing to choose or read but how many: the group's label says it
    // ("West's hand, 6 cards"), and no card is a tab stop where Enter and the arrows do nothing.
    fan.append(...Array.from({ length: seat.count }, () => {
      const back = cardElement(null, { extraClass: "pt-small", label: controls.word("table.face_down") });
      back.removeAttribute("tabindex");
      back.setAttribute("aria-hidden", "true");
      return back;
    }));
  }
  box.append(fan);
  return box;
}

/**
 * The trick in the middle, each card in front of the seat that played it.
 * @param {Scene} s
 * @param {SceneTrick} trick
 * @param {Controls} controls
 * @param {number} viewer
 * @returns {HTMLElement[]}  the trick, and the caption that says who won it and why
 */
function trickView(s, trick, controls, viewer) {
  const wrap = group("pt-trick", controls.word("table.trick_number", { number: trick.number }));
  const items = [];
  for (const play of trick.plays) {
    const seat = s.seats[play.seat];
    const won = trick.done && play.seat === trick.winner;
    const card = cardElement(play.card, {
      fourColor: controls.fourColor, label: controls.word(won ? "table.played_by_winning" : "table.played_by", { card: play.card.name, seat: seat.name }),
      extraClass: "pt-played" + (won ? " pt-winner" : ""), focusKey: `trick:${play.card.code}`,
    });
    // in front of its seat, on the same bearing as place() puts the seat; how far from the
    // middle is the style sheet's (--pt-trick-rx, --pt-trick-ry): a trick of fixed size
    const bearing = (90 + (((play.seat - viewer + s.players) % s.players) * 360) / s.players) * (Math.PI / 180);
    card.style.setProperty("--pt-ux", Math.cos(bearing).toFixed(4));
    card.style.setProperty("--pt-uy", Math.sin(bearing).toFixed(4));
    items.push(card);
    wrap.append(card);
  }
  rovingGroup(wrap, items);
  if (trick.done && trick.why && !hasOverlay(s)) {
    // beside the trick, not in it: on a narrow table it flows under the cards
    const caption = el("p", "pt-trick-why", trick.why);
    caption.dataset.testid = "trick-why";
    return [wrap, caption];
  }
  return [wrap];
}

/**
 * A card of a visible hand.  When its seat is a person's and is to play, it
 * is a button; trying a card that may not be played says why not.
 * @param {Scene} s
 * @param {SceneSeat} seat
 * @param {SceneCard} card
 * @param {Controls} controls
 * @param {string} extraClass
 * @param {boolean} [asChip]  another seat's face-up hand: short labels read better than small pictures
 */
function handCard(s, seat, card, controls, extraClass, asChip) {
  const playable = s.phase === "play" && seat.to_act && seat.human && card.legal !== undefined;
  const label = playable ? controls.word(card.legal ? "table.playable" : "table.not_playable", { card: card.name }) : card.name;
  const state = (playable ? (card.legal ? " pt-legal" : " pt-illegal") : "")
    + (playable && card.legal && hintedMove(s) === card.code ? " pt-hinted" : "");
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
      button: playable, legal: playable ? card.legal : undefined, fourColor: controls.fourColor, label,
      focusKey: `card:${card.code}`, extraClass: (extraClass || "") + state,
    });
  }
  if (playable) {
    const why = card.why || "";
    /** @param {boolean} announce */
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

/**
 * The viewer's plate and hand at the bottom, with a line for why a card may
 * (not) be played and the frame's message.
 * @param {Scene} s
 * @param {Controls} controls
 */
function handRow(s, controls) {
  const row = el("div", "pt-hand-row");
  if (s.viewer == null) return row;
  const me = s.seats[s.viewer];
  const plate = el("div", "pt-seat pt-me" + (me.to_act && s.phase !== "over" ? " pt-to-act" : ""));
  plate.style.setProperty("--pt-side", SIDE_HUES[me.side % SIDE_HUES.length]);
  const name = el("div", "pt-seat-name");
  const turn = me.to_act && s.your_turn ? controls.word(s.phase === "auction" ? "table.your_turn_bid" : "table.your_turn_play") : "";
  name.append(el("span", "pt-name", me.name), badges(s, me, controls.word));
  if (turn) name.append(el("span", "pt-turn", turn));
  if (s.phase === "auction" && me.call) name.append(el("span", "pt-bubble", me.call));
  plate.append(name);
  const hand = group("pt-hand", controls.word("table.your_hand"));
  const items = (me.cards || []).map((card) => handCard(s, me, card, controls, "pt-big"));
  hand.append(...items);
  // the tab stop: the card "Show me the move" named, else the first playable one
  const stop = items.find((item) => item.classList.contains("pt-hinted"))
    || items.find((item) => item.classList.contains("pt-legal"));
  rovingGroup(hand, items, stop);
  const idle = idleReason(s, me, controls.word);
  if (idle) {
    // Your card out of turn: the click does nothing, so say why.
    /** @param {Event} event */
    const explain = (event) => {
      const target = /** @type {HTMLElement} */ (event.target);
      if (target.closest && target.closest(".pt-card")) controls.say(idle, false);
    };
    hand.addEventListener("click", explain);
    hand.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") explain(event); });
  }
  const why = el("p", "pt-hand-why", s.phase === "play" && s.your_turn ? controls.word("table.hand_why") : "");
  row.append(plate, hand, why);
  if (s.message) {
    const banner = el("p", `pt-banner pt-banner-${s.message.level}`, s.message.text);
    banner.setAttribute("role", "alert");
    row.append(banner);
  }
  return row;
}

/**
 * Why the viewer's cards cannot be played just now ("" when they can, or the hand is over).
 * @param {Scene} s
 * @param {SceneSeat} me
 * @param {import("./dom.js").Word} word
 * @returns {string}
 */
function idleReason(s, me, word) {
  if (s.phase !== "auction" && s.phase !== "play") return "";
  if (s.replay || !me.human) return word("table.idle_computer");
  if (s.phase === "auction") return word(s.your_turn ? "table.idle_auction_you" : "table.idle_auction");
  if (me.to_act && s.your_turn) return "";
  const next = s.to_act == null ? null : s.seats[s.to_act];
  return next ? word("table.idle_turn", { name: next.name }) : "";
}

/**
 * Nothing in the middle of the arena may hide a seat: run after every frame is drawn.
 * The bidding box keeps clear of the seats (fitBiddingBox), the trick of the seats and
 * of the caption that says who won it (fitTrick); either may make the arena taller.
 * Both run again whenever what they measure changes size (a projector's larger type,
 * a narrower window, the bid advisor opened).
 * @param {HTMLElement} felt
 */
export function keepSeatsClear(felt) {
  const area = /** @type {HTMLElement | null} */ (felt.querySelector(".pt-arena"));
  if (!area) return;
  const box = /** @type {HTMLElement | null} */ (area.querySelector(":scope > .pt-bidbox"));
  const trick = /** @type {HTMLElement | null} */ (area.querySelector(":scope > .pt-trick"));
  const fit = box ? () => fitBiddingBox(area, box) : trick ? () => fitTrick(area, trick) : null;
  if (!fit) return;
  fit();
  if (typeof ResizeObserver === "undefined") return;
  // the arena too: a felt turning narrow (the middle in the flow) must drop what a fit set
  const watched = [area, ...[...area.querySelectorAll(":scope > .pt-seat, :scope > .pt-trick-why, :scope > .pt-bidbox")]
    .map((n) => /** @type {HTMLElement} */ (n))];
  const sizes = new Map(watched.map((node) => [node, size(node)]));
  let pending = 0;
  const watch = new ResizeObserver(() => {
    if (!area.isConnected) { watch.disconnect(); return; }
    // a fit that changes nothing of what it measured must not run again (no loop)
    if (pending || watched.every((node) => sizes.get(node) === size(node))) return;
    // after the observer's turn: a fit resizing the arena inside it would be a loop
    pending = requestAnimationFrame(() => {
      pending = 0;
      if (!area.isConnected) return;
      fit();
      for (const node of watched) sizes.set(node, size(node));
    });
  });
  for (const node of watched) watch.observe(node);
}

/** @param {HTMLElement} node */
function size(node) { return `${node.offsetWidth}x${node.offsetHeight}`; }

/** The bidding box narrows to fit between two seats down to this width (its calls on one row). */
const NARROWEST_BIDDING_BOX = 340;

/**
 * The bidding box sits between the seats and must never hide one. Where the middle of
 * the arena is too short for it (a projector's large type, a longer language, the bid
 * advisor opened), it starts under the seats of its column and the arena grows to hold
 * it; the seats beside it keep their places. Where only seats beside it are in the way
 * and the room between them is wide enough, it narrows instead.
 * @param {HTMLElement} area
 * @param {HTMLElement} box
 */
function fitBiddingBox(area, box) {
  box.style.top = "";
  box.style.transform = "";
  box.style.width = "";
  area.style.minHeight = "";
  if (getComputedStyle(box).position !== "absolute") return;  // a narrow felt: the box is in the flow
  const seats = [...area.querySelectorAll(":scope > .pt-seat")].map((seat) => seat.getBoundingClientRect());
  /** @param {DOMRect} b */
  const hidden = (b) => seats.filter((r) => r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom);
  const b = box.getBoundingClientRect();
  const beside = hidden(b);
  if (!beside.length) return;
  // seats beside it only (three players' upper seats): narrower, it may still fit between them
  const middle = (b.left + b.right) / 2;
  const room = 2 * Math.min(...beside.map((r) => Math.max(0, r.right <= middle ? middle - r.right : r.left - middle))) - 16;
  if (room >= NARROWEST_BIDDING_BOX) {
    box.style.width = `${Math.floor(room)}px`;
    if (!hidden(box.getBoundingClientRect()).length) return;
    box.style.width = "";
  }
  const column = seats.filter((r) => r.right > b.left && r.left < b.right);
  const a = area.getBoundingClientRect();
  const top = Math.max(...column.map((r) => r.bottom - a.top)) + 8;
  box.style.top = `${top}px`;
  box.style.transform = "translateX(-50%)";
  area.style.minHeight = `${Math.ceil(top + box.offsetHeight + 8)}px`;
}

/** The least room between the trick and a seat or the caption, in px. */
const TRICK_GAP = 6;

/**
 * The played cards never hide a seat (its name, badges and cards), nor does the caption
 * of a finished trick hide a card or a seat. The trick keeps its shape (the style
 * sheet's) and moves up or down, no further than it must, into the room between the
 * seats above it and the seats or caption below it; where that room is too short (a
 * seat's face-up hand on two rows, a projector's large type, a long caption) the arena
 * grows until it is not.
 * @param {HTMLElement} area
 * @param {HTMLElement} trick
 */
function fitTrick(area, trick) {
  trick.style.top = "";
  trick.style.bottom = "";
  area.style.minHeight = "";
  if (getComputedStyle(trick).position !== "absolute") return;  // a narrow felt: the trick is in the flow
  const cards = [...trick.querySelectorAll(".pt-card")];
  const caption = area.querySelector(":scope > .pt-trick-why");
  const others = [...area.querySelectorAll(":scope > .pt-seat"), ...(caption ? [caption] : [])];
  for (let pass = 0; pass < 8 && cards.length; pass++) {
    const a = area.getBoundingClientRect();
    if (!a.width || !a.height) return;  // not on the page yet: the observer fits it once it is
    const t = trick.getBoundingClientRect();
    const middle = (t.top + t.bottom) / 2;
    const r = cards.map((card) => card.getBoundingClientRect());
    const left = Math.min(...r.map((c) => c.left)), right = Math.max(...r.map((c) => c.right));
    const up = middle - Math.min(...r.map((c) => c.top)), down = Math.max(...r.map((c) => c.bottom)) - middle;
    let low = a.top, high = a.bottom;  // the room for the trick, in the page's coordinates
    for (const other of others) {
      const o = other.getBoundingClientRect();
      if (o.right <= left - TRICK_GAP || o.left >= right + TRICK_GAP) continue;  // not in the trick's column
      const centre = (o.top + o.bottom) / 2;
      if (other === caption || centre > middle + down / 2) high = Math.min(high, o.top - TRICK_GAP);
      else if (centre < middle - up / 2) low = Math.max(low, o.bottom + TRICK_GAP);
      // a seat level with the trick is beside it: the style sheet keeps them apart
    }
    // nor may the caption, under the trick, reach down over a seat beside it
    let under = 0;
    if (caption) {
      const c = caption.getBoundingClientRect();
      for (const seat of others) {
        const o = seat.getBoundingClientRect();
        if (seat !== caption && o.right > c.left && o.left < c.right && o.top < c.top) under = Math.max(under, o.bottom + TRICK_GAP - c.top);
      }
    }
    const short = Math.max(up + down - (high - low), under);
    if (short <= 0.5) {
      const middleOfArena = (a.top + a.bottom) / 2;  // where the style sheet puts it, moved no more than needed
      const shift = Math.min(Math.max(middleOfArena, low + up), high - down) - middleOfArena;
      trick.style.top = `${shift.toFixed(1)}px`;
      trick.style.bottom = `${(-shift).toFixed(1)}px`;
      return;
    }
    area.style.minHeight = `${Math.ceil(a.height + short + 1)}px`;  // the seats move too: measure again
  }
}
