// The Pitty Pat table: the browser half of pitchtutor.widgets.pittypat_table.
// A self-contained ES module (no other pitchtutor script is needed).  It draws
// the scene Python sends and sends back the player's clicks; every verdict and
// sentence comes from the engine.  The other players' cards are never in the
// scene during play, only their counts.

const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child == null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// One face-up card: rank and suit in the corners, the suit in the middle.
function face(card, extra = "") {
  const red = card.suit === "H" || card.suit === "D";
  return h("span", { class: `pp-card${red ? " pp-red" : ""}${extra}`, "aria-hidden": "true" },
    h("span", { class: "pp-corner" }, card.rank, h("br"), SUIT_SYMBOLS[card.suit]),
    h("span", { class: "pp-pip" }, SUIT_SYMBOLS[card.suit]));
}

function back(extra = "") {
  return h("span", { class: `pp-card pp-back${extra}`, "aria-hidden": "true" });
}

function render({ model, el }) {
  const root = h("div", { class: "pt-root pp-root" });
  el.append(root);
  let selected = null; // the code of the card chosen as the match

  const send = (message) => model.send(message);

  function draw() {
    const scene = model.get("scene");
    if (!scene || !scene.seats) return;
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.dataset.focus : null;
    if (selected && !scene.moves.pairs.some((p) => p.match === selected)) selected = null;
    root.replaceChildren(table(scene));
    if (focused) {
      const again = root.querySelector(`[data-focus="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
  }

  function table(scene) {
    const me = scene.seats[scene.viewer];
    const others = scene.seats.filter((seat) => !seat.you);
    return h("div", { class: "pt-table pp-table" },
      h("div", { class: "pt-felt pp-felt" },
        h("div", { class: "pt-bar" },
          h("span", { class: "pt-chip" }, "Pitty Pat"),
          h("span", { class: "pt-chip" }, `Rules: ${scene.rules}`),
          h("span", { class: "pt-chip" }, `Round ${scene.round}`),
          scene.rebuilds ? h("span", { class: "pt-chip" }, `Stock rebuilt ${scene.rebuilds}×`) : null),
        h("div", { class: "pp-others" }, others.map((seat) => opponent(seat, scene))),
        middle(scene),
        scene.end ? banner(scene) : null,
        hand(me, scene),
        controls(scene)),
      h("div", { class: "pp-side" }, tutor(scene), sheet(scene)));
  }

  function opponent(seat, scene) {
    const cards = seat.cards
      ? seat.cards.map((card) => face(card, " pp-small"))
      : Array.from({ length: Math.min(seat.count, 14) }, () => back(" pp-small"));
    const label = `${seat.name}: ${seat.count} card${seat.count === 1 ? "" : "s"}` +
      `${seat.dealer ? ", dealer" : ""}${seat.to_act ? ", to play" : ""}`;
    return h("section", { class: `pp-seat${seat.to_act ? " pp-active" : ""}`, "aria-label": label },
      h("div", { class: "pt-name" }, seat.name, seat.dealer ? h("span", { class: "pt-badge" }, "dealer") : null,
        h("span", { class: "pp-count" }, ` ${seat.count}`)),
      h("div", { class: "pp-fan" }, cards,
        seat.count > 14 && !seat.cards ? h("span", { class: "pp-more" }, `+${seat.count - 14}`) : null));
  }

  function middle(scene) {
    const up = scene.up;
    return h("div", { class: "pp-middle" },
      h("div", { class: "pp-stock", role: "img", "aria-label": `The stock: ${scene.stock} cards` },
        scene.stock ? back() : h("span", { class: "pp-card pp-empty" }),
        h("span", { class: "pp-caption" }, `Stock ${scene.stock}`)),
      h("div", { class: "pp-up", role: "img", "aria-label": `The up-card: ${up.name}` },
        face(up, " pp-big"),
        h("span", { class: "pp-caption" }, "Up-card")));
  }

  function banner(scene) {
    const end = scene.end;
    const title = end.how === "out" ? "Pitty Pat!" : "Blocked";
    return h("div", { class: `pt-banner pp-banner${end.how === "out" ? " pp-pittypat" : ""}`, role: "status" },
      h("strong", {}, title), " ", end.text);
  }

  function hand(me, scene) {
    const pairs = scene.moves.pairs;
    const myTurn = pairs.length > 0 || scene.moves.draw || scene.moves.pass;
    const cards = (me.cards || []).map((card) => {
      const canMatch = pairs.some((p) => p.match === card.code);
      const canFree = selected && pairs.some((p) => p.match === selected && p.free === card.code);
      const isSelected = selected === card.code;
      let label = card.name;
      if (card.match) label += ", matches the up-card";
      if (isSelected) label += ", chosen as the match";
      else if (canFree) label += ", discard as the free card";
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
      ? "Now choose the free card: it becomes the new up-card."
      : "Choose the matching card, then the free card.";
    return h("section", { class: "pp-hand", "aria-label": "Your hand" },
      h("div", { class: "pt-name" }, `${me.name} — ${me.count} card${me.count === 1 ? "" : "s"}`),
      h("div", { class: "pp-fan pp-mine" }, cards),
      myTurn && scene.must ? h("p", { class: "pp-must" }, scene.must) : null,
      step ? h("p", { class: "pp-step" }, step) : null,
      scene.notice ? h("p", { class: "pp-notice", role: "status" }, scene.notice) : null,
      scene.error ? h("p", { class: "pp-error", role: "alert" }, scene.error) : null);
  }

  function controls(scene) {
    const moves = scene.moves;
    return h("div", { class: "pp-controls" },
      h("button", { class: "pt-primary", "data-focus": "draw", disabled: moves.draw ? null : true,
        title: moves.draw || "Drawing is not your move now", onclick: () => send({ type: "draw" }) }, "Draw"),
      h("button", { "data-focus": "pass", disabled: moves.pass ? null : true,
        title: moves.pass || "Passing is not your move now", onclick: () => send({ type: "pass" }) }, "Pass"),
      h("button", { "data-focus": "undo", disabled: scene.end ? true : null,
        onclick: () => send({ type: "undo" }) }, "Undo"),
      scene.end && !scene.match_over
        ? h("button", { class: "pt-primary", "data-focus": "next", onclick: () => send({ type: "next" }) }, "Next round")
        : null);
  }

  function tutor(scene) {
    return h("section", { class: "pp-tutor", "aria-label": "The tutor" },
      h("h3", { class: "pt-h" }, "Tutor"),
      h("ol", { class: "pp-lines", "aria-live": "polite" },
        scene.tutor.map((line) => h("li", { class: line.seat === scene.viewer ? "pp-line pp-mine-line" : "pp-line" },
          line.text))));
  }

  function sheet(scene) {
    const rounds = scene.sheet.length ? scene.sheet[0].rounds.length : 0;
    const stake = scene.sheet.some((row) => row.chips != null);
    return h("section", { class: "pp-sheet", "aria-label": "Penalty sheet" },
      h("h3", { class: "pt-h" }, "Penalty sheet"),
      h("table", {},
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"),
          Array.from({ length: rounds }, (_, i) => h("th", { scope: "col" }, `R${i + 1}`)),
          h("th", { scope: "col" }, "Total"), stake ? h("th", { scope: "col" }, "Chips") : null)),
        h("tbody", {}, scene.sheet.map((row) => h("tr", { class: row.winner ? "pp-winner" : null },
          h("th", { scope: "row" }, row.name), row.rounds.map((points) => h("td", {}, points)),
          h("td", {}, row.total), stake ? h("td", {}, row.chips) : null)))));
  }

  model.on("change:scene", draw);
  draw();
  return () => model.off("change:scene", draw);
}

export default { render };
