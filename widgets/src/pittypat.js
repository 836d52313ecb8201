// The Pitty Pat table: the browser half of pitchtutor.widgets.pittypat_table.  It draws the
// scene Python sends and sends back the player's clicks; every verdict and sentence comes from
// the engine.  The other players' cards are never in the scene during play, only their counts.
// Its own words come from the widget's catalog (the `words` trait, in its `lang`).

import { wordsFrom } from "./dom.js";
import { back, face, h } from "./pittypat-cards.js";

/** @typedef {import("./types.js").PittyPatScene} Scene */
/** @typedef {import("./types.js").PittyPatSeat} Seat */
/** @typedef {import("@anywidget/types").AnyModel<import("./types.js").PittyPatTableTraits>} PittyPatModel */

/** @param {{model: PittyPatModel, el: HTMLElement}} view */
function render({ model, el }) {
  const root = h("div", { class: "pt-root pt-shell pp-root" });
  el.append(root);
  /** @type {string | null} */
  let selected = null; // the code of the card chosen as the match

  /** @param {Record<string, unknown>} message */
  const send = (message) => model.send(message);

  let word = wordsFrom(model.get("words"));

  function draw() {
    word = wordsFrom(model.get("words"));
    const scene = model.get("scene");
    if (!scene || !scene.seats) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focused = active && root.contains(active) ? active.dataset.focus : null;
    if (selected && !scene.moves.pairs.some((p) => p.match === selected)) selected = null;
    root.replaceChildren(table(scene));
    if (focused) {
      const again = /** @type {HTMLElement | null} */ (root.querySelector(`[data-focus="${CSS.escape(focused)}"]`));
      if (again) again.focus();
    }
  }

  /** @param {Scene} scene */
  function table(scene) {
    const me = scene.seats[scene.viewer];
    const others = scene.seats.filter((seat) => !seat.you);
    return h("div", { class: "pt-table pp-table" },
      h("div", { class: "pt-felt pp-felt" },
        h("div", { class: "pt-bar" },
          h("span", { class: "pt-chip" }, "Pitty Pat"),
          h("span", { class: "pt-chip" }, word("pp.rules_chip", { rules: scene.rules })),
          h("span", { class: "pt-chip" }, word("pp.round_chip", { number: scene.round })),
          scene.rebuilds ? h("span", { class: "pt-chip" }, word("pp.rebuilt", { count: scene.rebuilds })) : null),
        h("div", { class: "pp-others" }, others.map((seat) => opponent(seat))),
        middle(scene),
        scene.end ? banner(scene.end) : null,
        hand(me, scene),
        controls(scene)),
      h("div", { class: "pp-side" }, tutor(scene), sheet(scene)));
  }

  /** @param {Seat} seat */
  function opponent(seat) {
    const cards = seat.cards
      ? seat.cards.map((card) => face(card, " pp-small"))
      : Array.from({ length: Math.min(seat.count, 14) }, () => back(" pp-small"));
    const label = word(seat.count === 1 ? "pp.seat_one" : "pp.seat_many", { name: seat.name, count: seat.count }) +
      (seat.dealer ? word("pp.seat_dealer") : "") + (seat.to_act ? word("pp.seat_to_play") : "");
    return h("section", { class: `pp-seat${seat.to_act ? " pp-active" : ""}`, "aria-label": label },
      h("div", { class: "pt-name" }, seat.name, seat.dealer ? h("span", { class: "pt-badge" }, word("pp.badge_dealer")) : null,
        h("span", { class: "pp-count" }, ` ${seat.count}`)),
      h("div", { class: "pp-fan" }, cards,
        seat.count > 14 && !seat.cards ? h("span", { class: "pp-more" }, `+${seat.count - 14}`) : null));
  }

  /** @param {Scene} scene */
  function middle(scene) {
    const up = scene.up;
    return h("div", { class: "pp-middle" },
      h("div", { class: "pp-stock", role: "img", "aria-label": word("pp.stock_aria", { count: scene.stock }) },
        scene.stock ? back() : h("span", { class: "pp-card pp-empty" }),
        h("span", { class: "pp-caption" }, word("pp.stock", { count: scene.stock }))),
      h("div", { class: "pp-up", role: "img", "aria-label": word("pp.up_aria", { card: up.name }) },
        face(up, " pp-big"),
        h("span", { class: "pp-caption" }, word("pp.up"))));
  }

  /** @param {import("./types.js").PittyPatEnd} end */
  function banner(end) {
    const title = word(end.how === "out" ? "pp.out" : "pp.blocked");
    return h("div", { class: `pt-banner pp-banner${end.how === "out" ? " pp-pittypat" : ""}`, role: "status" },
      h("strong", {}, title), " ", end.text);
  }

  /**
   * @param {Seat} me
   * @param {Scene} scene
   */
  function hand(me, scene) {
    const pairs = scene.moves.pairs;
    const myTurn = pairs.length > 0 || scene.moves.draw || scene.moves.pass;
    const cards = (me.cards || []).map((card) => {
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
        class: `pp-card-button${isSelected ? " pp-selected" : ""}${canFree ? " pp-free" : ""}`,
        "aria-label": label, "aria-pressed": isSelected ? "true" : "false", "data-focus": `card-${card.code}`,
        disabled: !pairs.length && !scene.end ? true : null, onclick,
      }, face(card));
    });
    const step = !pairs.length ? null : selected
      ? word("pp.step_free")
      : word("pp.step_match");
    return h("section", { class: "pp-hand", "aria-label": word("pp.your_hand") },
      h("div", { class: "pt-name" }, word(me.count === 1 ? "pp.me_one" : "pp.me_many", { name: me.name, count: me.count })),
      h("div", { class: "pp-fan pp-mine" }, cards),
      myTurn && scene.must ? h("p", { class: "pp-must" }, scene.must) : null,
      step ? h("p", { class: "pp-step" }, step) : null,
      scene.notice ? h("p", { class: "pp-notice", role: "status" }, scene.notice) : null,
      scene.error ? h("p", { class: "pp-error", role: "alert" }, scene.error) : null);
  }

  /** @param {Scene} scene */
  function controls(scene) {
    const moves = scene.moves;
    return h("div", { class: "pp-controls" },
      h("button", { class: "pt-primary", "data-focus": "draw", disabled: moves.draw ? null : true,
        title: moves.draw || word("pp.no_draw"), onclick: () => send({ type: "draw" }) }, word("pp.draw")),
      h("button", { "data-focus": "pass", disabled: moves.pass ? null : true,
        title: moves.pass || word("pp.no_pass"), onclick: () => send({ type: "pass" }) }, word("pp.pass")),
      h("button", { "data-focus": "undo", disabled: scene.end ? true : null,
        onclick: () => send({ type: "undo" }) }, word("pp.undo")),
      scene.end && !scene.match_over
        ? h("button", { class: "pt-primary", "data-focus": "next", onclick: () => send({ type: "next" }) }, word("pp.next_round"))
        : null);
  }

  /** @param {Scene} scene */
  function tutor(scene) {
    return h("section", { class: "pp-tutor", "aria-label": word("pp.tutor_aria") },
      h("h3", { class: "pt-h" }, word("pp.tutor")),
      h("ol", { class: "pp-lines", "aria-live": "polite" },
        scene.tutor.map((line) => h("li", { class: line.seat === scene.viewer ? "pp-line pp-mine-line" : "pp-line" },
          line.text))));
  }

  /** @param {Scene} scene */
  function sheet(scene) {
    const rounds = scene.sheet.length ? scene.sheet[0].rounds.length : 0;
    const stake = scene.sheet.some((row) => row.chips != null);
    return h("section", { class: "pp-sheet", "aria-label": word("pp.sheet") },
      h("h3", { class: "pt-h" }, word("pp.sheet")),
      h("table", {},
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, word("pp.player")),
          Array.from({ length: rounds }, (_, i) => h("th", { scope: "col" }, word("pp.round_col", { number: i + 1 }))),
          h("th", { scope: "col" }, word("pp.total")), stake ? h("th", { scope: "col" }, word("pp.chips")) : null)),
        h("tbody", {}, scene.sheet.map((row) => h("tr", { class: row.winner ? "pp-winner" : null },
          h("th", { scope: "row" }, row.name), row.rounds.map((points) => h("td", {}, points)),
          h("td", {}, row.total), stake ? h("td", {}, row.chips) : null)))));
  }

  model.on("change:scene", draw);
  model.on("change:words", draw);
  draw();
  return () => { model.off("change:scene", draw); model.off("change:words", draw); };
}

export default { render };
