// The side of the table: the running score, the tutor's hints and commentary.

import { SUIT_SYMBOLS } from "./cards.js";
import { el, group, percent, whole } from "./dom.js";
import { SIDE_HUES } from "./table-felt.js";

/** @typedef {import("./types.js").Scene} Scene */
/** @typedef {import("./types.js").SceneLine} SceneLine */
/** @typedef {import("./types.js").SceneAdvice} SceneAdvice */
/** @typedef {import("./types.js").Controls} Controls */
/** @typedef {import("./dom.js").Word} Word */

/**
 * The running totals (once a hand is scored, the new ones) and the match's winner.
 * @param {Scene} s
 * @param {Word} word
 * @returns {HTMLElement}
 */
export function scoreTable(s, word) {
  const wrap = el("div");
  wrap.append(el("h3", "pt-h", word("table.score_head", { target: s.rules.target })));
  const list = el("ul", "pt-totals");
  for (const t of s.score ? s.score.totals : s.totals) {
    const li = el("li");
    li.style.setProperty("--pt-side", SIDE_HUES[t.side % SIDE_HUES.length]);
    li.append(el("span", "pt-total-name", t.name), el("span", "pt-total" + (t.total < 0 ? " pt-bog" : ""), whole(t.total)));
    if (t.total < 0) li.title = word("table.in_the_bog");
    list.append(li);
  }
  wrap.append(list);
  if (s.match_winner) wrap.append(el("p", "pt-match", word("table.match_won", { name: s.match_winner })));
  return wrap;
}

/**
 * The tutor's commentary: a list that grows line by line while the hand goes on.
 * @typedef {object} Commentary
 * @property {HTMLOListElement} list
 * @property {string[]} keys  the lines shown, to add only the new ones
 */

/**
 * @param {HTMLOListElement} list
 * @returns {Commentary}
 */
export function commentary(list) {
  return { list, keys: [] };
}

/**
 * Show a frame's commentary: append its new lines, or start again when the
 * lines shown are not the start of it (a new hand, a step back).
 * @param {Commentary} log
 * @param {SceneLine[]} lines
 */
export function updateCommentary(log, lines) {
  const keys = lines.map((l) => `${l.kind}|${l.text}`);
  const same = keys.length >= log.keys.length && log.keys.every((k, i) => k === keys[i]);
  if (!same) { log.list.replaceChildren(); log.keys = []; }
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

const HINT_LABELS = ["table.hint_1", "table.hint_2", "table.hint_3"];

/**
 * The hints given so far, and the hint button in the tutor's slot; each
 * press climbs the ladder: the principle, a pointer, then the move with the
 * numbers behind it.
 * @param {HTMLElement} slot
 * @param {HTMLElement} list
 * @param {Scene} s
 * @param {Controls} controls
 */
export function drawHints(slot, list, s, controls) {
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
  // A forced move is answered at once (step 3 alone): then there is nothing more to ask.
  const top = Math.max(0, ...shown.map((h) => h.level));
  const button = el("button", "pt-tool pt-hint-button", controls.word(top < 3 ? HINT_LABELS[top] : "table.hint_none"));
  button.type = "button";
  button.dataset.focusKey = "btn:hint";
  // Spent, it stays focusable (aria-disabled): a disabled button would drop the keyboard's
  // focus to the page's body; a click says why instead.
  if (top >= 3) button.setAttribute("aria-disabled", "true");
  button.addEventListener("click", () => {
    if (top >= 3) controls.say(controls.word("table.hint_spent"), false);
    else controls.send({ type: "hint" });
  });
  slot.append(button);
}

/**
 * The bid advisor's table, with the tutor (beside the hints it shares its
 * figures with), while the auction lasts.
 * @param {HTMLElement} slot
 * @param {Scene} s
 * @param {Word} word
 */
export function drawAdvice(slot, s, word) {
  slot.replaceChildren(...(s.phase === "auction" && s.advice ? [advisorChart(s, s.advice, word)] : []));
}

/**
 * Each suit you hold: average points as pitcher, and the chance of making each bid.
 * @param {Scene} s
 * @param {SceneAdvice} advice
 * @param {Word} word
 */
function advisorChart(s, advice, word) {
  const wrap = group("pt-advisor", word("table.advisor"));
  const top = s.rules.top_bid;
  const table = el("table", "pt-advisor-table");
  const over = el("tr");
  const chanceHead = el("th", "pt-advisor-over", word("table.advisor_chance"));
  chanceHead.colSpan = top;
  // where the match is known, its chance is what the advice ranks by, in a column after the net
  const inMatch = advice.match_now !== undefined;
  if (inMatch) table.classList.add("pt-advisor-in-match");
  over.append(el("th"), el("th"), el("th"), ...(inMatch ? [el("th")] : []), chanceHead);  // over the suit, points, net (and match)
  const head = el("tr", "pt-advisor-head");
  // "net" is what the advice ranks by: with it in the table, the call advised is its best row
  // (a suit that takes more points can give the other side more still)
  const netHead = el("th", "pt-advisor-net-head", word("table.advisor_net"));
  // each for themselves, the net counts what your one opponent takes, or at three or more
  // what an average opponent takes; with partners, what the other side takes, or at three
  // partnerships or more what an average opposing side takes (no match figure there)
  const whose = s.rules.teams !== null ? (s.rules.teams > 2 ? "_sides" : "") : s.players > 2 ? "_rivals" : "_opponent";
  netHead.title = word(`table.advisor_net_tip${whose}${inMatch ? "_match" : ""}`);
  head.append(el("th", null, word("table.advisor_pitch")), el("th", null, word("table.advisor_points")), netHead);
  if (inMatch) {
    const matchHead = el("th", "pt-advisor-match-head", word("table.advisor_match"));
    // each for themselves, the chance is the player's own (two players or three)
    const tip = s.rules.teams === null ? "table.advisor_match_tip_alone" : "table.advisor_match_tip";
    matchHead.title = word(tip, { now: advice.match_now_text ?? percent(advice.match_now ?? 0, word) });
    head.append(matchHead);
  }
  // a bid no longer allowed (North bid 2: 1 and 2 are gone) keeps its chance, dimmed, with the
  // engine's reason on hover: the figures still say what the hand is worth
  /** @type {Map<number, string>} */
  const gone = new Map();
  for (const option of s.bidding?.options ?? []) {
    if (typeof option.call === "number" && !option.legal) gone.set(option.call, option.why);
  }
  for (let b = 1; b <= top; b++) {
    const th = el("th", gone.has(b) ? "pt-advisor-gone" : null, String(b));
    if (gone.has(b)) th.title = gone.get(b) ?? "";
    head.append(th);
  }
  table.append(over, head);
  for (const row of advice.suits) {
    if (!row.held) continue;
    const advised = row.suit === advice.suit;
    const tr = el("tr", advised ? "pt-advised-row" : "");
    const suit = el("th", `pt-suit-cell pt-suit-${row.suit}`, SUIT_SYMBOLS[row.suit]);
    suit.setAttribute("aria-label", word(`suit.${row.suit}`));
    const mean = el("td", "pt-advisor-mean");
    const bar = el("span", "pt-bar-fill");
    bar.style.width = `${Math.max(2, (60 * row.mean) / top)}%`;  // the most a pitcher can take fills 60%: room for its figure
    mean.append(bar, el("span", "pt-bar-label", row.mean_text));
    // the net with the bid it is at, on the page (a newcomer read "+1.6" as the advised bid's)
    const net = el("td", "pt-advisor-net");
    net.append(el("span", "pt-advisor-net-figure", row.net_text ?? "—"));
    if (row.net_bid !== undefined) {
      net.title = word("table.advisor_net_at", { bid: row.net_bid });
      net.append(el("span", "pt-advisor-net-bid", word("table.advisor_net_bid", { bid: row.net_bid })));
    }
    // the call advised, where it is not the row's best bid (later speakers may outbid that one):
    // its own figure under the row's, as the advice's sentence gives it
    if (advised && advice.advised_net_text !== undefined) net.append(advisedFigure(advice.advised_net_text, advice.move, word));
    tr.append(suit, mean, net);
    if (inMatch) {
      const match = el("td", "pt-advisor-match");
      match.append(el("span", "pt-advisor-match-figure", row.match === undefined ? "—" : (row.match_text ?? percent(row.match, word))));
      if (row.match_bid !== undefined) {
        match.title = word("table.advisor_net_at", { bid: row.match_bid });
        match.append(el("span", "pt-advisor-net-bid", word("table.advisor_net_bid", { bid: row.match_bid })));
      }
      if (advised && advice.advised_match !== undefined) {
        match.append(advisedFigure(advice.advised_match_text ?? percent(advice.advised_match, word), advice.move, word));
      }
      tr.append(match);
    }
    for (let b = 1; b <= top; b++) {
      const p = row.chance[String(b)] || 0;
      const cell = el("td", gone.has(b) ? "pt-advisor-chance pt-advisor-gone" : "pt-advisor-chance", percent(p, word));
      cell.style.background = `rgba(31, 138, 76, ${0.08 + 0.5 * p})`;
      if (advised && advice.move === b) {
        cell.classList.add("pt-advised");
        cell.title = word("table.advisor_advised");
      }
      tr.append(cell);
    }
    table.append(tr);
  }
  if (advice.pass_held) table.append(passHeldRow(advice, advice.pass_held, top, inMatch, word));
  // The rule texts' count under a label of its own: a sentence after "Rule of thumb:" would
  // start with a capital no French or Portuguese colon takes.
  const thumb = el("p", "pt-advisor-thumb");
  thumb.append(el("span", "pt-advisor-thumb-label", word("table.thumb")), advice.thumb);
  wrap.append(table, el("p", "pt-advisor-best", advice.best), thumb);
  return wrap;
}

/**
 * Where a partner holds the high bid, a pass leaves its contract: a row of its own, with that
 * contract's net (and chance of winning the match), the figures a pass is weighed by.
 * @param {SceneAdvice} advice
 * @param {import("./types.js").PassHeld} held
 * @param {number} top
 * @param {boolean} inMatch
 * @param {Word} word
 */
function passHeldRow(advice, held, top, inMatch, word) {
  const tr = el("tr", advice.move === "pass" ? "pt-advisor-pass-row pt-advised-row" : "pt-advisor-pass-row");
  const label = el("th", "pt-advisor-pass-label", held.label);
  label.colSpan = 2;
  label.title = held.tip;
  const net = el("td", "pt-advisor-net");
  net.append(el("span", "pt-advisor-net-figure", held.net_text));
  tr.append(label, net);
  if (inMatch) {
    const match = el("td", "pt-advisor-match");
    match.append(el("span", "pt-advisor-match-figure", advice.match_now_text ?? percent(advice.match_now ?? 0, word)));
    tr.append(match);
  }
  const rest = el("td", "pt-advisor-pass-rest");
  rest.colSpan = top;
  tr.append(rest);
  return tr;
}

/**
 * The advised call's own figure in its row, under the row's best: "+0.7 at 3", marked as the advice.
 * @param {string} figure
 * @param {number | string} bid
 * @param {Word} word
 */
function advisedFigure(figure, bid, word) {
  const span = el("span", "pt-advisor-advised-figure");
  span.title = word("table.advisor_advised");
  span.append(el("span", "pt-advisor-advised-value", figure), el("span", "pt-advisor-advised-bid", word("table.advisor_net_bid", { bid })));
  return span;
}

/**
 * The score and the tutor's last line, inside the felt: a narrow screen (a
 * phone) shows them there, with the cards, since the side panel falls below.
 * @param {Scene} s
 * @param {Word} word
 * @returns {HTMLElement}
 */
export function lastLine(s, word) {
  const box = el("div", "pt-felt-last");
  box.setAttribute("aria-hidden", "true");  // the score and the log say the same to a screen reader
  const totals = (s.score ? s.score.totals : s.totals).map((t) => `${t.name} ${whole(t.total)}`).join(" · ");
  box.append(el("p", "pt-felt-score", word("table.felt_score", { totals, target: s.rules.target })));
  const lines = s.tutor || [];
  const last = lines.length ? lines[lines.length - 1] : null;
  if (last) box.append(el("p", "pt-felt-line", last.who ? `${last.who} · ${last.move} — ${last.text}` : last.text));
  return box;
}
