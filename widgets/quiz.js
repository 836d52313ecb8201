// The quiz widgets: one question about a real position; the answer goes to
// Python, which checks it with the engine and sends back the explanation.

function render({ model, el }) {
  const root = ptEl("div", "pt-root pt-quiz");
  const q = model.get("question");
  root.dataset.kind = q.kind;
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", q.prompt);
  const head = ptEl("div", "pt-quiz-head");
  const prompt = ptEl("h3", "pt-h pt-quiz-prompt", q.prompt);
  const done = ptEl("span", "pt-quiz-passed", "✓ Passed");
  head.append(prompt, done);
  const body = ptEl("div", "pt-quiz-body");
  const feedback = ptEl("div", "pt-quiz-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  root.append(head, body, feedback);
  el.append(root);

  const fourColor = () => model.get("four_color");
  const send = (value) => model.send({ type: "answer", value });
  const card = (c, opts = {}) => ptCardElement(c, { fourColor: fourColor(), ...opts });

  function chips(items) {
    const row = ptEl("div", "pt-quiz-chips");
    for (const [label, value] of items) {
      if (value === null || value === undefined || value === "") continue;
      const chip = ptEl("span", "pt-qchip");
      chip.append(ptEl("span", "pt-qchip-label", label + " "), ptEl("b", null, value));
      row.append(chip);
    }
    return row;
  }

  const suitName = (s) => (s ? `${PT_SUIT_SYMBOLS[s]} ${PT_SUIT_NAMES[s]}` : "not yet set");

  function labelled(c, label, opts) {
    const wrap = ptEl("figure", "pt-qcard");
    const el = card(c, opts);
    wrap.append(el, ptEl("figcaption", null, label));
    return [wrap, el];
  }

  // After an answer, each card the feedback speaks of is marked right or wrong.
  function markCards(buttons) {
    return (fb) => {
      for (const b of buttons) {
        const line = (fb.lines || []).find((l) => l.code === b.dataset.code);
        b.classList.toggle("pt-right", !!line && line.ok);
        b.classList.toggle("pt-wrong", !!line && !line.ok);
      }
    };
  }

  // -- which card wins --------------------------------------------------------
  function whichWins() {
    body.append(chips([["Trump:", suitName(q.trump)], ["Led:", suitName(q.led)]]));
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "The trick, in the order played");
    const buttons = [];
    for (const play of q.cards) {
      const [wrap, button] = labelled(play.card, play.seat, {
        button: true, label: `${play.card.name}, played by ${play.seat}`, focusKey: `q:${play.card.code}`,
      });
      button.classList.add("pt-choice");
      button.addEventListener("click", () => send(play.card.code));
      buttons.push(button);
      row.append(wrap);
    }
    ptRovingGroup(row, buttons);
    body.append(row);
    return markCards(buttons);
  }

  // -- click every legal card -----------------------------------------------
  function legalCards() {
    body.append(chips([["Trump:", suitName(q.trump)], ["Rule:", q.rule]]));
    if (q.trick.length) {
      const trick = ptEl("div", "pt-quiz-row pt-quiz-trick");
      trick.setAttribute("aria-label", "Played so far to this trick");
      for (const play of q.trick) trick.append(labelled(play.card, play.seat, { label: `${play.card.name}, played by ${play.seat}`, extraClass: "pt-small" })[0]);
      body.append(ptEl("p", "pt-quiz-label", "Played so far:"), trick);
    } else {
      body.append(ptEl("p", "pt-quiz-label", "You lead this trick."));
    }
    body.append(ptEl("p", "pt-quiz-label", "Your hand — click the cards you may play:"));
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "Your hand");
    const buttons = q.hand.map((c) => {
      const b = card(c, { button: true, focusKey: `q:${c.code}` });
      b.classList.add("pt-choice", "pt-toggle-card");
      b.setAttribute("aria-pressed", "false");
      b.addEventListener("click", () => {
        b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true");
      });
      row.append(b);
      return b;
    });
    ptRovingGroup(row, buttons);
    const check = ptEl("button", "pt-primary", "Check");
    check.type = "button";
    check.addEventListener("click", () => send(buttons.filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.code)));
    body.append(row, check);
    return markCards(buttons);
  }

  // -- who scores ----------------------------------------------------------------
  function whoScores() {
    body.append(chips([["Trump:", suitName(q.trump)], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)]]));
    const details = ptEl("details", "pt-quiz-details");
    details.open = true;
    details.append(ptEl("summary", null, "The hands as dealt, and the six tricks"));
    const grid = ptEl("div", "pt-quiz-grid");
    for (const h of q.hands) {
      const row = ptEl("div", "pt-quiz-line");
      row.append(ptEl("span", "pt-quiz-who", h.seat));
      for (const c of h.cards) row.append(card(c, { extraClass: "pt-tiny", tabIndex: -1 }));
      grid.append(row);
    }
    q.tricks.forEach((t, i) => {
      const row = ptEl("div", "pt-quiz-line");
      row.append(ptEl("span", "pt-quiz-who", `Trick ${i + 1} → ${t.winner}`));
      for (const p of t.cards) row.append(card(p.card, { extraClass: "pt-tiny", tabIndex: -1, label: `${p.card.name}, played by ${p.seat}` }));
      grid.append(row);
    });
    details.append(grid);
    body.append(details);
    const choices = {};
    const table = ptEl("div", "pt-quiz-points");
    for (const p of q.points) {
      const row = ptEl("div", "pt-quiz-point");
      row.dataset.point = p.point;
      row.append(ptEl("span", "pt-quiz-point-name", p.name));
      const group = ptEl("div", "pt-quiz-options");
      group.setAttribute("role", "radiogroup");
      group.setAttribute("aria-label", `Who scores ${p.name}?`);
      const buttons = q.sides.map((side) => {
        const b = ptEl("button", "pt-option", side.name);
        b.type = "button";
        b.setAttribute("role", "radio");
        b.setAttribute("aria-checked", "false");
        b.dataset.side = String(side.side);
        b.addEventListener("click", () => {
          choices[p.point] = side.side;
          for (const other of buttons) other.setAttribute("aria-checked", other === b ? "true" : "false");
        });
        group.append(b);
        return b;
      });
      ptRovingGroup(group, buttons);
      row.append(group);
      table.append(row);
    }
    const check = ptEl("button", "pt-primary", "Check");
    check.type = "button";
    check.addEventListener("click", () => send({ ...choices }));
    body.append(table, check);
    return (fb) => {
      for (const row of table.children) {
        const line = (fb.lines || []).find((l) => l.point === row.dataset.point);
        row.classList.toggle("pt-right", !!line && line.ok);
        row.classList.toggle("pt-wrong", !!line && !line.ok);
      }
    };
  }

  // -- is this bid legal ------------------------------------------------------
  function bidLegal() {
    body.append(chips([["Rules:", q.rules], ["Dealer:", q.dealer]]));
    const calls = q.calls.length ? q.calls.map((c) => `${c.seat}: ${c.label}`).join(" · ") : "nobody has spoken yet";
    body.append(ptEl("p", "pt-quiz-label", `The auction so far: ${calls}`));
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("aria-label", "Your hand");
    for (const c of q.hand) row.append(card(c, { extraClass: "pt-small", tabIndex: -1 }));
    const answers = ptEl("div", "pt-quiz-options");
    for (const [label, value] of [["Yes, it is allowed", true], ["No, it is not", false]]) {
      const b = ptEl("button", "pt-option", label);
      b.type = "button";
      b.addEventListener("click", () => send(value));
      answers.append(b);
    }
    body.append(row, answers);
    return () => {};
  }

  const mark = { "which-wins": whichWins, "legal-cards": legalCards, "who-scores": whoScores, "bid-legal": bidLegal }[q.kind]();

  function showFeedback() {
    const fb = model.get("feedback") || {};
    root.classList.toggle("pt-passed", !!model.get("passed"));
    feedback.replaceChildren();
    if (fb.error) {
      feedback.append(ptEl("p", "pt-quiz-error", fb.error));
      return;
    }
    if (fb.summary === undefined) return;
    feedback.classList.toggle("pt-ok", !!fb.correct);
    feedback.classList.toggle("pt-not-ok", !fb.correct);
    feedback.append(ptEl("p", "pt-quiz-summary", fb.summary));
    const list = ptEl("ul", "pt-quiz-lines");
    for (const line of fb.lines || []) {
      const li = ptEl("li", line.ok ? "pt-right" : "pt-wrong", line.text);
      list.append(li);
    }
    feedback.append(list);
    if (!fb.correct) feedback.append(ptEl("p", "pt-muted", "Try again: change your answer and check once more."));
    mark(fb);
  }

  model.on("change:feedback", showFeedback);
  model.on("change:passed", showFeedback);
  showFeedback();
}

export default { render };
