// The Pitty Pat table: the browser half of pitchtutor.widgets.pittypat_table.  It draws the
// scene Python sends and sends back the player's clicks; every verdict and sentence comes from
// the engine.  The other players' cards are never in the scene during play, only their counts.
// Its own words come from the widget's catalog (the `words` trait, in its `lang`).

import { redrawOn, rovingGroup, wordsFrom } from "./dom.js";
import { watchKernel } from "./kernel.js";
import { back, face, h } from "./pittypat-cards.js";

/** @typedef {import("./types.js").PittyPatScene} Scene */
/** @typedef {import("./types.js").PittyPatSeat} Seat */
/** @typedef {import("@anywidget/types").AnyModel<import("./types.js").PittyPatTableTraits>} PittyPatModel */

/** How near its end (in pixels) the tutor's panel counts as scrolled to its newest line. */
const AT_END = 8;

/** @param {{model: PittyPatModel, el: HTMLElement}} view */
function render({ model, el }) {
  const root = h("div", { class: "pt-root pt-shell pp-root" });
  el.append(root);
  watchKernel(model, root);  // a banner when the lesson's kernel is gone, as every widget of the course has
  /** @type {string | null} */
  let selected = null; // the code of the card chosen as the match
  // The learner acts at this table (with the keyboard, or a click that left the focus on the page):
  // after each move the focus goes where they act next, never to the page's top.
  let keepFocus = false;
  // The tutor's panel shows its newest line, as a chat log does, until the learner scrolls up to read.
  let follow = true;

  /** @param {Record<string, unknown>} message */
  const send = (message) => model.send(message);

  let word = wordsFrom(model.get("words"));

  // The felt and the sheet are drawn afresh for each scene; the tutor's panel stays, so that its
  // scroll is kept and only its new lines are added (and read out by its live region).
  const felt = h("div", { class: "pt-felt pp-felt" });
  const tutorHead = h("h3", { class: "pt-h" });
  const lines = /** @type {HTMLOListElement} */ (h("ol", { class: "pp-lines", "aria-live": "polite" }));
  const tutorPanel = h("section", { class: "pp-tutor" }, tutorHead, lines);
  const sheetPanel = h("section", { class: "pp-sheet" });
  root.append(h("div", { class: "pt-table pp-table" }, felt, h("div", { class: "pp-side" }, tutorPanel, sheetPanel)));
  /** @type {string[]} */
  let shown = []; // the texts of the tutor's lines on show

  const atEnd = () => lines.scrollHeight - lines.scrollTop - lines.clientHeight < AT_END;
  const toEnd = () => { if (follow) lines.scrollTop = lines.scrollHeight; };
  lines.addEventListener("scroll", () => { follow = atEnd(); });
  // Laid out late (the page was hidden, or the panel moved under the felt): show the newest line then.
  const watch = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(toEnd);
  if (watch) watch.observe(lines);
  root.addEventListener("focusout", (event) => {
    const to = /** @type {Node | null} */ (event.relatedTarget);
    if (to && !root.contains(to)) keepFocus = false; // the learner went elsewhere on the page
  });

  function draw() {
    word = wordsFrom(model.get("words"));
    const scene = model.get("scene");
    if (!scene || !scene.seats) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onFelt = !!active && felt.contains(active);
    const hadFocus = onFelt || (keepFocus && (!active || active === document.body));
    if (selected && !scene.moves.pairs.some((p) => p.match === selected)) selected = null;
    felt.replaceChildren(...feltParts(scene));
    sheetPanel.replaceChildren(...sheet(scene));
    tutor(scene);
    keepFocus = hadFocus || (!!active && root.contains(active));
    if (hadFocus) focusNext(onFelt && active ? active.dataset.focus : undefined);
  }

  /**
   * Whether a control is not the move now: disabled, or marked so (aria-disabled) and kept focusable.
   * @param {HTMLElement} node
   */
  function off(node) {
    return (node instanceof HTMLButtonElement && node.disabled) || node.getAttribute("aria-disabled") === "true";
  }

  /**
   * After a move: the same control if it is still there and enabled (Draw again, Undo, a card
   * that cannot match, told why), else where the learner acts next.
   * @param {string | undefined} key  the data-focus of what had the focus
   */
  function focusNext(key) {
    const again = key ? /** @type {HTMLButtonElement | null} */ (felt.querySelector(`[data-focus="${CSS.escape(key)}"]`)) : null;
    const target = again && !off(again) ? again : nextAction();
    if (target) target.focus();
  }

  /**
   * Where the learner acts next: the card chosen as the match, else the first card that can be
   * one; the Draw or Pass button when that is the move; the next round's button when the round is
   * over, or the banner when the match is.
   * @returns {HTMLElement | null}
   */
  function nextAction() {
    for (const selector of [".pp-hand .pp-selected", ".pp-hand .pp-can-match", "[data-focus='draw']",
      "[data-focus='pass']", "[data-focus='next']", ".pp-banner"]) {
      const found = /** @type {HTMLElement | null} */ (felt.querySelector(selector));
      if (found && !off(found)) return found;
    }
    return null;
  }

  /** @param {Scene} scene */
  function feltParts(scene) {
    const me = scene.seats[scene.viewer];
    const others = scene.seats.filter((seat) => !seat.you);
    return [
      h("div", { class: "pt-bar" },
        h("span", { class: "pt-chip" }, "Pitty Pat"),
        h("span", { class: "pt-chip" }, word("pp.rules_chip", { rules: scene.rules })),
        h("span", { class: "pt-chip" }, word("pp.round_chip", { number: scene.round })),
        scene.rebuilds ? h("span", { class: "pt-chip" }, word("pp.rebuilt", { count: scene.rebuilds })) : null),
      h("div", { class: "pp-others" }, others.map((seat) => opponent(seat))),
      middle(scene),
      scene.end ? banner(scene.end) : null,
      hand(me, scene),
      controls(scene),
    ].filter((part) => part != null);
  }

  /** @param {Seat} seat */
  function opponent(seat) {
    const cards = seat.cards
      ? seat.cards.map((card) => face(card, " pp-small"))
      : Array.from({ length: Math.min(seat.count, 14) }, () => back(" pp-small"));
    const label = word(seat.count === 1 ? "pp.seat_one" : "pp.seat_many", { name: seat.name, count: seat.count }) +
      (seat.dealer ? word(seat.feminine ? "pp.seat_dealer_f" : "pp.seat_dealer") : "") +
      (seat.to_act ? word("pp.seat_to_play") : "");
    return h("section", { class: `pp-seat${seat.to_act ? " pp-active" : ""}`, "aria-label": label },
      h("div", { class: "pt-name" }, seat.name, seat.dealer ? h("span", { class: "pt-badge" }, word(seat.feminine ? "pp.badge_dealer_f" : "pp.badge_dealer")) : null,
        h("span", { class: "pp-count" }, ` ${seat.count}`)),
      h("div", { class: "pp-fan" }, cards,
        seat.count > 14 && !seat.cards ? h("span", { class: "pp-more" }, `+${seat.count - 14}`) : null));
  }

  /** @param {Scene} scene */
  function middle(scene) {
    const up = scene.up;
    return h("div", { class: "pp-middle" },
      h("div", { class: "pp-stock", role: "img", "aria-label": word(scene.stock === 1 ? "pp.stock_aria_one" : "pp.stock_aria", { count: scene.stock }) },
        scene.stock ? back() : h("span", { class: "pp-card pp-empty" }),
        h("span", { class: "pp-caption" }, word("pp.stock", { count: scene.stock }))),
      h("div", { class: "pp-up", role: "img", "aria-label": word("pp.up_aria", { card: up.name }) },
        face(up, " pp-big"),
        h("span", { class: "pp-caption" }, word("pp.up"))));
  }

  /**
   * The end of the round, said once: the engine's sentence may itself start with the banner's
   * title ("Pitty Pat! Ann has no cards left…"), and then the title is not said again.
   * @param {import("./types.js").PittyPatEnd} end
   */
  function banner(end) {
    const title = word(end.how === "out" ? "pp.out" : "pp.blocked");
    const pattern = title.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*");
    const text = end.text.replace(new RegExp(`^\\s*${pattern}\\s*`), "");
    return h("div", { class: `pp-banner${end.how === "out" ? " pp-pittypat" : ""}`, role: "status", tabindex: "-1" },
      h("strong", {}, title), " ", text);
  }

  /**
   * The viewer's hand: while they may lay down a pair, each card is a button (one tab stop, the
   * arrow keys move between them); otherwise the cards are only shown.
   * @param {Seat} me
   * @param {Scene} scene
   */
  function hand(me, scene) {
    const pairs = scene.moves.pairs;
    const myTurn = !scene.end && (pairs.length > 0 || scene.moves.draw || scene.moves.pass);
    const cards = (me.cards || []).map((card) => {
      if (scene.end) return h("span", { class: "pp-card-shown", role: "img", "aria-label": card.name }, face(card));
      const canMatch = pairs.some((p) => p.match === card.code);
      const canFree = selected && pairs.some((p) => p.match === selected && p.free === card.code);
      const isSelected = selected === card.code;
      let label = card.name;
      if (card.match) label += word("pp.matches");
      if (isSelected) label += word("pp.chosen");
      else if (canFree) label += word("pp.discard_free");
      const onclick = () => {
        if (!pairs.length) return;
        if (isSelected) { selected = null; draw(); return; }
        if (canFree) { send({ type: "pair", match: selected, free: card.code }); selected = null; return; }
        if (canMatch) { selected = card.code; draw(); return; }
        send({ type: "why_match", card: card.code });
      };
      return h("button", {
        class: `pp-card-button${isSelected ? " pp-selected" : ""}${canFree ? " pp-free" : ""}${canMatch ? " pp-can-match" : ""}`,
        "aria-label": label, "aria-pressed": isSelected ? "true" : "false", "data-focus": `card-${card.code}`,
        disabled: pairs.length ? null : true, onclick,
      }, face(card));
    });
    const fan = h("div", { class: "pp-fan pp-mine" }, cards);
    if (pairs.length) {
      // the tab stop: the card chosen as the match, else the first that can be one
      rovingGroup(fan, cards, cards.find((c) => c.classList.contains("pp-selected")) ||
        cards.find((c) => c.classList.contains("pp-can-match")));
    }
    const step = !pairs.length ? null : selected
      ? word("pp.step_free")
      : word("pp.step_match");
    return h("section", { class: "pp-hand", "aria-label": word("pp.your_hand") },
      h("div", { class: "pt-name" }, word(me.count === 1 ? "pp.me_one" : "pp.me_many", { name: me.name, count: me.count })),
      fan,
      // a refused move whose reason is the must line itself says it once, in the error box
      myTurn && scene.must && scene.must !== scene.error ? h("p", { class: "pp-must" }, scene.must) : null,
      step ? h("p", { class: "pp-step" }, step) : null,
      scene.notice ? h("p", { class: "pp-notice", role: "status" }, scene.notice) : null,
      scene.error ? h("p", { class: "pp-error", role: "alert" }, scene.error) : null);
  }

  /** @param {Scene} scene */
  function controls(scene) {
    const moves = scene.moves;
    return h("div", { class: "pp-controls" },
      // Not the move now, Draw and Pass stay focusable (aria-disabled) and a click still asks the
      // engine, whose refusal says why on the page: a tooltip alone never shows on a phone.
      h("button", { class: "pt-primary", "data-focus": "draw", "aria-disabled": moves.draw ? null : "true",
        title: moves.draw || word("pp.no_draw"), onclick: () => send({ type: "draw" }) }, word("pp.draw")),
      h("button", { "data-focus": "pass", "aria-disabled": moves.pass ? null : "true",
        title: moves.pass || word("pp.no_pass"), onclick: () => send({ type: "pass" }) }, word("pp.pass")),
      // Undo too: marked when there is nothing to take back, and a click says why
      h("button", { "data-focus": "undo", "aria-disabled": scene.undo ? "true" : null, title: scene.undo || null,
        onclick: () => send({ type: "undo" }) }, word("pp.undo")),
      scene.end
        ? h("button", { class: "pt-primary", "data-focus": "next", onclick: () => send({ type: "next" }) },
          word(scene.match_over ? "pp.new_match" : "pp.next_round"))
        : null);
  }

  /**
   * The tutor's lines.  The scene carries the latest few: the lines on show that it no longer
   * carries leave the top, its new ones are added at the bottom, and the panel then shows the
   * newest unless the learner has scrolled up to read older ones.
   * @param {Scene} scene
   */
  function tutor(scene) {
    tutorPanel.setAttribute("aria-label", word("pp.tutor_aria"));
    tutorHead.textContent = word("pp.tutor");
    const texts = scene.tutor.map((line) => line.text);
    let gone = 0; // how many of the lines on show come before the scene's first
    while (gone < shown.length && !shown.slice(gone).every((text, i) => text === texts[i])) gone++;
    for (let i = 0; i < gone; i++) lines.firstElementChild?.remove();
    for (const line of scene.tutor.slice(shown.length - gone)) {
      lines.append(h("li", { class: line.seat === scene.viewer ? "pp-line pp-mine-line" : "pp-line" }, line.text));
    }
    shown = texts;
    toEnd();
  }

  /** @param {Scene} scene */
  function sheet(scene) {
    const rounds = scene.sheet.length ? scene.sheet[0].rounds.length : 0;
    const stake = scene.sheet.some((row) => row.chips != null);
    sheetPanel.setAttribute("aria-label", word("pp.sheet"));
    return [
      h("h3", { class: "pt-h" }, word("pp.sheet")),
      h("table", {},
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, word("pp.player")),
          Array.from({ length: rounds }, (_, i) => h("th", { scope: "col" }, word("pp.round_col", { number: i + 1 }))),
          h("th", { scope: "col" }, word("pp.total")), stake ? h("th", { scope: "col" }, word("pp.chips")) : null)),
        h("tbody", {}, scene.sheet.map((row) => h("tr", { class: row.winner ? "pp-winner" : null },
          h("th", { scope: "row" }, row.name), row.rounds.map((points) => h("td", {}, points)),
          h("td", {}, row.total), stake ? h("td", {}, row.chips) : null)))),
    ];
  }

  const stop = redrawOn(model, ["scene", "words"], draw);
  return () => {
    stop();
    if (watch) watch.disconnect();
  };
}

export default { render };
