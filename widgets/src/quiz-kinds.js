// The body of each kind of quiz question.  Each draws its question into the
// body and returns how to mark its parts right or wrong once Python has
// checked an answer.

import { SUIT_SYMBOLS, cardChip, cardElement, place } from "./cards.js";
import { el, group, rovingGroup, whole } from "./dom.js";

/** @typedef {import("./types.js").Suit} Suit */
/** @typedef {import("./types.js").CardJson} CardJson */
/** @typedef {import("./types.js").Feedback} Feedback */
/** @typedef {import("./types.js").FinishedHand} FinishedHand */
/** @typedef {import("./types.js").Question} Question */
/** @typedef {import("./cards.js").CardOptions} CardOptions */

/**
 * What a question's body may use: where to draw, how to answer.
 * @typedef {object} QuizContext
 * @property {HTMLElement} body
 * @property {(value: unknown) => void} send  the answer, to Python
 * @property {() => boolean} fourColor
 * @property {import("./dom.js").Word} word  the page's words, in the quiz's language
 */

/** @typedef {(feedback: Feedback) => void} Mark */

/** @type {Mark} */
const markNothing = () => {};

/**
 * Draw the question's body.
 * @param {Question} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
export function drawQuestion(q, ctx) {
  switch (q.kind) {
    case "which-wins": return whichWins(q, ctx);
    case "legal-cards": return legalCards(q, ctx);
    case "who-scores": return whoScores(q, ctx);
    case "bid-legal": return bidLegal(q, ctx);
    case "count-pips": return countPips(q, ctx);
    case "pip-counter": return pipCounter(q, ctx);
    case "best-card": return bestCard(q, ctx);
    case "score-change": return scoreChange(q, ctx);
    case "who-wins-match": return whoWinsMatch(q, ctx);
    case "bid-advice": return bidAdvice(q, ctx);
    case "pick-seat": return pickSeat(q, ctx);
    default: throw new Error(`no quiz of kind ${/** @type {{kind: string}} */ (q).kind}`);
  }
}

/**
 * @param {QuizContext} ctx
 * @param {CardJson} c
 * @param {CardOptions} [opts]
 */
function card(ctx, c, opts = {}) {
  return cardElement(c, { fourColor: ctx.fourColor(), ...opts });
}

/**
 * The facts of the question in a row of chips (each label a word key, or "" for none); an
 * empty value leaves its chip out.
 * @param {QuizContext} ctx
 * @param {[string, string | null | undefined][]} items
 */
function chips(ctx, items) {
  const row = el("div", "pt-quiz-chips");
  for (const [label, value] of items) {
    if (value == null || value === undefined || value === "") continue;
    const chip = el("span", "pt-qchip");
    chip.append(el("span", "pt-qchip-label", label ? ctx.word(label) + " " : " "), el("b", null, value));
    row.append(chip);
  }
  return row;
}

/**
 * @param {QuizContext} ctx
 * @param {Suit | null} s
 */
const suitName = (ctx, s) => (s ? `${SUIT_SYMBOLS[s]} ${ctx.word(`suit.${s}`)}` : ctx.word("quiz.unset"));

/**
 * A card with a caption under it.
 * @param {QuizContext} ctx
 * @param {CardJson} c
 * @param {string} label
 * @param {CardOptions} opts
 * @returns {[HTMLElement, HTMLElement]}  the figure and the card
 */
function labelled(ctx, c, label, opts) {
  const wrap = el("figure", "pt-qcard");
  const node = card(ctx, c, opts);
  wrap.append(node, el("figcaption", null, label));
  return [wrap, node];
}

/**
 * After an answer, each card the feedback speaks of is marked right or wrong.
 * @param {HTMLElement[]} buttons
 * @returns {Mark}
 */
function markCards(buttons) {
  return (fb) => {
    for (const b of buttons) {
      const line = (fb.lines || []).find((l) => l.code === b.dataset.code);
      b.classList.toggle("pt-right", !!line && line.ok);
      b.classList.toggle("pt-wrong", !!line && !line.ok);
    }
  };
}

/**
 * Rows (points, sides) marked right or wrong by the feedback line that names them.
 * @param {HTMLElement} grid
 * @param {(line: import("./types.js").FeedbackLine, row: HTMLElement) => boolean} about
 * @returns {Mark}
 */
function markRows(grid, about) {
  return (fb) => {
    for (const row of /** @type {HTMLCollectionOf<HTMLElement>} */ (grid.children)) {
      const line = (fb.lines || []).find((l) => about(l, row));
      row.classList.toggle("pt-right", !!line && line.ok);
      row.classList.toggle("pt-wrong", !!line && !line.ok);
    }
  };
}

/**
 * A "Check" button that sends the answer.
 * @param {QuizContext} ctx
 * @param {() => unknown} getValue
 */
function checkButton(ctx, getValue) {
  const check = el("button", "pt-primary", ctx.word("quiz.check"));
  check.type = "button";
  check.dataset.check = "";  // a question answered with Check: "change your answer and check once more"
  check.addEventListener("click", () => ctx.send(getValue()));
  return check;
}

/**
 * The cards played so far to a trick, small, each with its player.
 * @param {QuizContext} ctx
 * @param {{card: CardJson, seat: string | number}[]} plays
 */
function trickRow(ctx, plays) {
  const trick = el("div", "pt-quiz-row pt-quiz-trick");
  for (const play of plays) {
    trick.append(labelled(ctx, play.card, String(play.seat), { label: ctx.word("quiz.played_by", { card: play.card.name, seat: play.seat }), extraClass: "pt-small" })[0]);
  }
  return trick;
}

/**
 * Hands as rows of short card labels, each after its player's name.
 * @param {QuizContext} ctx
 * @param {{seat: string, cards: CardJson[]}[]} hands
 * @param {HTMLElement} grid
 */
function handLines(ctx, hands, grid) {
  for (const h of hands) {
    const row = el("div", "pt-quiz-line");
    row.append(el("span", "pt-quiz-who", h.seat));
    for (const c of h.cards) row.append(cardChip(c, ctx.fourColor()));
    grid.append(row);
  }
}

// -- which card wins --------------------------------------------------------

/**
 * @param {import("./types.js").WhichWinsQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function whichWins(q, ctx) {
  ctx.body.append(chips(ctx, [["quiz.trump", suitName(ctx, q.trump)], ["quiz.led", suitName(ctx, q.led)]]));
  const row = group("pt-quiz-row", ctx.word("quiz.trick_order"));
  const buttons = [];
  for (const play of q.cards) {
    const [wrap, button] = labelled(ctx, play.card, play.seat, {
      button: true, label: ctx.word("quiz.played_by", { card: play.card.name, seat: play.seat }), focusKey: `q:${play.card.code}`,
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

// -- click every legal card -----------------------------------------------

/**
 * A card the learner presses in and out (aria-pressed).
 * @param {HTMLElement} node
 * @param {() => void} [onToggle]  after each press
 */
function pressable(node, onToggle) {
  node.classList.add("pt-choice", "pt-toggle-card");
  node.setAttribute("aria-pressed", "false");
  node.addEventListener("click", () => {
    node.setAttribute("aria-pressed", node.getAttribute("aria-pressed") === "true" ? "false" : "true");
    if (onToggle) onToggle();
  });
}

/**
 * The codes of the pressed cards.
 * @param {HTMLElement[]} buttons
 * @returns {string[]}
 */
function pressed(buttons) {
  return buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => /** @type {string} */ (b.dataset.code));
}

/**
 * @param {import("./types.js").LegalCardsQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function legalCards(q, ctx) {
  const body = ctx.body;
  body.append(chips(ctx, [["quiz.trump", suitName(ctx, q.trump)], ["quiz.rule", q.rule]]));
  if (q.trick.length) {
    const trick = trickRow(ctx, q.trick);
    trick.setAttribute("aria-label", ctx.word("quiz.so_far_aria"));
    body.append(el("p", "pt-quiz-label", ctx.word("quiz.so_far")), trick);
  } else {
    body.append(el("p", "pt-quiz-label", ctx.word("quiz.you_lead")));
  }
  body.append(el("p", "pt-quiz-label", ctx.word("quiz.click_legal")));
  const row = group("pt-quiz-row", ctx.word("quiz.your_hand"));
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

// -- who scores ----------------------------------------------------------------

/**
 * The hands as dealt and the six tricks of a finished hand.
 * @param {QuizContext} ctx
 * @param {FinishedHand} q
 */
function handDetails(ctx, q) {
  const details = el("details", "pt-quiz-details");
  details.open = true;
  details.append(el("summary", null, ctx.word("quiz.hands_and_tricks")));
  const grid = el("div", "pt-quiz-grid");
  handLines(ctx, q.hands, grid);
  q.tricks.forEach((t, i) => {
    const row = el("div", "pt-quiz-line");
    row.append(el("span", "pt-quiz-who", ctx.word("quiz.trick_winner", { number: i + 1, winner: t.winner })));
    for (const p of t.cards) {
      const chip = cardChip(p.card, ctx.fourColor());
      chip.setAttribute("aria-label", ctx.word("quiz.played_by", { card: p.card.name, seat: p.seat }));
      chip.title = p.seat;
      row.append(chip);
    }
    grid.append(row);
  });
  details.append(grid);
  return details;
}

/**
 * A row of choices of which one may be picked (role radio).
 * @param {string} label
 * @param {{name: string, value: number}[]} options
 * @param {(value: number) => void} onPick
 */
function radioRow(label, options, onPick) {
  const group = el("div", "pt-quiz-options");
  group.setAttribute("role", "radiogroup");
  group.setAttribute("aria-label", label);
  /** @type {HTMLButtonElement[]} */
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

/**
 * @param {import("./types.js").WhoScoresQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function whoScores(q, ctx) {
  ctx.body.append(chips(ctx, [["quiz.trump", suitName(ctx, q.trump)], ["quiz.pitcher", q.pitcher], ["quiz.bid", String(q.bid)]]));
  ctx.body.append(handDetails(ctx, q));
  /** @type {Record<string, number>} */
  const choices = {};
  const table = el("div", "pt-quiz-points");
  for (const p of q.points) {
    const row = el("div", "pt-quiz-point");
    row.dataset.point = p.point;
    row.append(el("span", "pt-quiz-point-name", p.name));
    row.append(radioRow(ctx.word("quiz.who_scores_point", { point: p.name }), q.sides.map((s) => ({ name: s.name, value: s.side })),
      (value) => { choices[p.point] = value; }));
    table.append(row);
  }
  ctx.body.append(table, checkButton(ctx, () => ({ ...choices })));
  return markRows(table, (line, row) => line.point === row.dataset.point);
}

// -- is this bid legal ------------------------------------------------------

/**
 * @param {import("./types.js").BidLegalQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function bidLegal(q, ctx) {
  ctx.body.append(chips(ctx, [["quiz.rules", q.rules], ["quiz.dealer", q.dealer]]));
  const calls = q.calls.length ? q.calls.map((c) => ctx.word("quiz.pair", { name: c.seat, value: c.label })).join(" · ") : ctx.word("quiz.nobody_spoken");
  ctx.body.append(el("p", "pt-quiz-label", ctx.word("quiz.auction_so_far", { calls })));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", ctx.word("quiz.your_hand"));
  for (const c of q.hand) row.append(card(ctx, c, { extraClass: "pt-small", tabIndex: -1 }));
  const answers = el("div", "pt-quiz-options");
  /** @type {[string, boolean][]} */
  const choices = [["quiz.yes_allowed", true], ["quiz.no_not", false]];
  for (const [label, value] of choices) {
    const b = el("button", "pt-option", ctx.word(label));
    b.type = "button";
    b.addEventListener("click", () => ctx.send(value));
    answers.append(b);
  }
  ctx.body.append(row, answers);
  return markNothing;
}

// -- count the pips ---------------------------------------------------------

/**
 * @param {import("./types.js").CountPipsQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function countPips(q, ctx) {
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", ctx.word("quiz.captured"));
  for (const c of q.cards) row.append(card(ctx, c, { extraClass: "pt-small", tabIndex: 0 }));
  const input = el("input", "pt-number");
  input.type = "number";
  input.setAttribute("aria-label", ctx.word("quiz.pips"));
  // the typed text as it is: an empty box is "type the number", not 0
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") ctx.send(input.value); });
  const line = el("div", "pt-quiz-answer");
  line.append(el("label", null, ctx.word("quiz.pips_label") + " "), input, checkButton(ctx, () => input.value));
  ctx.body.append(row, line);
  return markNothing;
}

// -- the pip counter (an explorer) ----------------------------------------------

/**
 * @param {import("./types.js").PipCounterQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function pipCounter(q, ctx) {
  const row = group("pt-quiz-row", ctx.word("quiz.highest_first"));
  /** @type {HTMLElement[]} */
  const buttons = q.cards.map((c) => {
    const wrap = el("figure", "pt-qcard");
    const b = card(ctx, c, { button: true, label: ctx.word("quiz.rank_of", { card: c.name, order: c.order, count: q.cards.length }), focusKey: `q:${c.code}` });
    pressable(b, () => ctx.send(pressed(buttons)));
    wrap.append(b, el("figcaption", null, c.pips ? ctx.word(c.pips === 1 ? "quiz.pip_one" : "quiz.pip_many", { count: c.pips }) : "0"));
    row.append(wrap);
    return b;
  });
  rovingGroup(row, buttons);
  ctx.body.append(row);
  return markNothing;
}

// -- which card should you play ---------------------------------------------

/**
 * @param {import("./types.js").BestCardQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function bestCard(q, ctx) {
  const body = ctx.body;
  body.append(chips(ctx, [["quiz.trump", suitName(ctx, q.trump)], ["", q.bid]]));
  const others = el("div", "pt-quiz-grid");
  handLines(ctx, q.hands, others);
  body.append(others);
  if (q.trick.length) {
    body.append(el("p", "pt-quiz-label", ctx.word("quiz.so_far_trick")), trickRow(ctx, q.trick));
  }
  body.append(el("p", "pt-quiz-label", ctx.word("quiz.click_best")));
  const row = group("pt-quiz-row", ctx.word("quiz.your_hand"));
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

// -- how do the totals change ---------------------------------------------------

/**
 * @param {import("./types.js").ScoreChangeQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function scoreChange(q, ctx) {
  const body = ctx.body;
  body.append(chips(ctx, [["quiz.trump", suitName(ctx, q.trump)], ["quiz.pitcher", q.pitcher], ["quiz.bid", String(q.bid)]]));
  body.append(handDetails(ctx, q));
  const points = el("ul", "pt-quiz-lines");
  for (const p of q.points) points.append(el("li", null, ctx.word("quiz.pair", { name: p.name, value: p.side })));
  body.append(el("p", "pt-quiz-label", ctx.word("quiz.points_went")), points);
  const asksTotal = q.ask === "total";
  if (asksTotal) {
    const before = el("div", "pt-quiz-chips");
    for (const b of q.before) {
      const chip = el("span", "pt-qchip");
      chip.append(el("span", "pt-qchip-label", ctx.word("quiz.pair", { name: b.name, value: "" })), el("b", null, whole(b.total)));
      before.append(chip);
    }
    body.append(el("p", "pt-quiz-label", ctx.word("quiz.totals_before")), before);
  }
  /** @type {Record<string, HTMLInputElement>} */
  const inputs = {};
  const grid = el("div", "pt-quiz-points");
  for (const s of q.sides) {
    const row = el("div", "pt-quiz-point");
    row.dataset.side = String(s.side);
    const input = el("input", "pt-number");
    input.type = "number";
    input.setAttribute("aria-label", ctx.word(asksTotal ? "quiz.total_for" : "quiz.change_for", { name: s.name }));
    inputs[s.side] = input;
    row.append(el("span", "pt-quiz-point-name", s.name), input);
    grid.append(row);
  }
  body.append(grid, checkButton(ctx, () => Object.fromEntries(Object.entries(inputs).map(([k, i]) => [k, i.value]))));
  return markRows(grid, (line, row) => String(line.side) === row.dataset.side);
}

// -- who wins the match ------------------------------------------------------------

/**
 * @param {import("./types.js").WhoWinsMatchQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function whoWinsMatch(q, ctx) {
  const body = ctx.body;
  // the dealer too: the verdict says who deals next when the match goes on
  body.append(chips(ctx, [["quiz.rules", q.rules], ["quiz.dealer", q.dealer], ["quiz.pitcher", q.pitcher], ["quiz.bid", String(q.bid)], ["quiz.trump", suitName(ctx, q.trump)]]));
  body.append(el("p", "pt-quiz-label", ctx.word("quiz.totals_before_line", { totals: q.before.map((b) => `${b.name} ${whole(b.total)}`).join(" · ") })));
  body.append(handDetails(ctx, q));
  /** @type {number | null} */
  let choice = null;
  body.append(radioRow(ctx.word("quiz.who_wins_match"), q.sides.map((s) => ({ name: s.name, value: s.side })), (v) => { choice = v; }));
  body.append(checkButton(ctx, () => choice));
  return markNothing;
}

// -- what would you bid ------------------------------------------------------------

/**
 * @param {import("./types.js").BidAdviceQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function bidAdvice(q, ctx) {
  ctx.body.append(chips(ctx, [["quiz.rules", q.rules]]));
  const calls = q.calls.length ? q.calls.map((c) => ctx.word("quiz.pair", { name: c.seat, value: c.label })).join(" · ") : ctx.word("quiz.you_speak_first");
  ctx.body.append(el("p", "pt-quiz-label", ctx.word("quiz.auction_so_far", { calls })));
  const row = el("div", "pt-quiz-row");
  row.setAttribute("aria-label", ctx.word("quiz.your_hand"));
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

// -- click a seat ------------------------------------------------------------------

/**
 * @param {import("./types.js").PickSeatQuestion} q
 * @param {QuizContext} ctx
 * @returns {Mark}
 */
function pickSeat(q, ctx) {
  const ring = group("pt-quiz-ring", ctx.word("quiz.seats_clockwise"));
  const buttons = q.seats.map((s) => {
    const b = el("button", "pt-option pt-seat-choice", s.dealer ? ctx.word("quiz.seat_dealer", { name: s.name }) : s.name);
    b.type = "button";
    b.dataset.seat = String(s.seat);
    place(b, s.seat, q.seats.length, 38, 36);
    b.addEventListener("click", () => ctx.send(s.seat));
    ring.append(b);
    return b;
  });
  ring.append(el("span", "pt-quiz-ring-note", ctx.word("quiz.clockwise")));
  ctx.body.append(ring);
  return (fb) => {
    const answer = (fb.lines || []).find((l) => l.seat !== undefined);
    for (const b of buttons) b.classList.toggle("pt-right", !!answer && b.dataset.seat === String(answer.seat));
  };
}
