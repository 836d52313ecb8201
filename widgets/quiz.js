// The quiz widgets: one question about a real position; the answer goes to
// Python, which checks it with the engine and sends back the explanation.

const PT_STORE = "pitchtutor.passed.";

function ptPassedBefore(id) {
  try { return id ? window.localStorage.getItem(PT_STORE + id) : null; } catch (e) { return null; }
}

function ptRememberPass(id) {
  try { if (id) window.localStorage.setItem(PT_STORE + id, new Date().toISOString()); } catch (e) { /* private mode */ }
}

// In the static site (voici) each notebook is a page of its own, x.ipynb served as x.html
// (voici rewrites the links in Markdown, not those a widget draws); Voila serves x.ipynb.
function ptPageHref(href) {
  return /\.html$/.test(window.location.pathname) ? href.replace(/\.ipynb(?=$|[?#])/, ".html") : href;
}

// The index and the lessons show which quizzes were passed in this browser.
function renderProgress(model, el) {
  const q = model.get("question");
  const root = ptEl("div", "pt-root pt-progress");
  root.append(ptEl("h3", "pt-h", q.title));
  const list = ptEl("ol", "pt-progress-list");
  root.append(list);
  el.append(root);
  const compact = q.lessons.length === 1 && !q.lessons[0].href;
  if (compact) { root.classList.add("pt-progress-compact"); }
  const draw = () => {
    list.replaceChildren();
    if (compact) {
      const ids = q.lessons[0].quizzes;
      const passed = ids.filter((id) => ptPassedBefore(id)).length;
      const li = ptEl("li", "pt-progress-item" + (passed === ids.length ? " pt-done" : ""));
      const badge = ptEl("span", "pt-progress-badge", `${passed === ids.length ? "✓ " : ""}${passed} of ${ids.length} quizzes passed`);
      badge.dataset.passed = String(passed);
      li.append(badge);
      list.append(li);
      return;
    }
    for (const lesson of q.lessons) {
      const passed = lesson.quizzes.filter((id) => ptPassedBefore(id)).length;
      const li = ptEl("li", "pt-progress-item" + (lesson.quizzes.length && passed === lesson.quizzes.length ? " pt-done" : ""));
      const title = lesson.href ? ptEl("a", "pt-progress-title", lesson.title) : ptEl("span", "pt-progress-title", lesson.title);
      if (lesson.href) title.href = ptPageHref(lesson.href);
      li.append(title);
      if (lesson.summary) li.append(ptEl("span", "pt-progress-summary", " — " + lesson.summary));
      if (lesson.quizzes.length) {
        const badge = ptEl("span", "pt-progress-badge", `${passed === lesson.quizzes.length ? "✓ " : ""}${passed}/${lesson.quizzes.length} quizzes`);
        badge.dataset.passed = String(passed);
        li.append(badge);
      }
      list.append(li);
    }
  };
  draw();
  const onStorage = (event) => { if (!event.key || event.key.startsWith(PT_STORE)) draw(); };
  window.addEventListener("storage", onStorage);
  window.addEventListener("pitchtutor-progress", draw);
  return () => { window.removeEventListener("storage", onStorage); window.removeEventListener("pitchtutor-progress", draw); };
}

function render({ model, el }) {
  if (model.get("question").kind === "progress") return renderProgress(model, el);
  const root = ptEl("div", "pt-root pt-quiz");
  const q = model.get("question");
  root.dataset.kind = q.kind;
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", q.prompt);
  const head = ptEl("div", "pt-quiz-head");
  const prompt = ptEl("h3", "pt-h pt-quiz-prompt", q.prompt);
  const done = ptEl("span", "pt-quiz-passed", "✓ Passed");
  const before = ptEl("span", "pt-quiz-before", "✓ Passed before");
  head.append(prompt, done, before);
  if (!q.graded) { done.remove(); before.remove(); }
  const body = ptEl("div", "pt-quiz-body");
  const feedback = ptEl("div", "pt-quiz-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  root.append(head, body, feedback);
  el.append(root);
  ptWatchKernel(model, root);

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
  // The hands as dealt and the six tricks of a finished hand.
  function handDetails() {
    const details = ptEl("details", "pt-quiz-details");
    details.open = true;
    details.append(ptEl("summary", null, "The hands as dealt, and the six tricks"));
    const grid = ptEl("div", "pt-quiz-grid");
    for (const h of q.hands) {
      const row = ptEl("div", "pt-quiz-line");
      row.append(ptEl("span", "pt-quiz-who", h.seat));
      for (const c of h.cards) row.append(ptCardChip(c, fourColor()));
      grid.append(row);
    }
    q.tricks.forEach((t, i) => {
      const row = ptEl("div", "pt-quiz-line");
      row.append(ptEl("span", "pt-quiz-who", `Trick ${i + 1} → ${t.winner}`));
      for (const p of t.cards) {
        const chip = ptCardChip(p.card, fourColor());
        chip.setAttribute("aria-label", `${p.card.name}, played by ${p.seat}`);
        chip.title = p.seat;
        row.append(chip);
      }
      grid.append(row);
    });
    details.append(grid);
    return details;
  }

  // A row of choices of which one may be picked (role radio).
  function radioRow(label, options, onPick) {
    const group = ptEl("div", "pt-quiz-options");
    group.setAttribute("role", "radiogroup");
    group.setAttribute("aria-label", label);
    const buttons = options.map((option) => {
      const b = ptEl("button", "pt-option", option.name);
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
    ptRovingGroup(group, buttons);
    return group;
  }

  function checkButton(getValue) {
    const check = ptEl("button", "pt-primary", "Check");
    check.type = "button";
    check.addEventListener("click", () => send(getValue()));
    return check;
  }

  function whoScores() {
    body.append(chips([["Trump:", suitName(q.trump)], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)]]));
    body.append(handDetails());
    const choices = {};
    const table = ptEl("div", "pt-quiz-points");
    for (const p of q.points) {
      const row = ptEl("div", "pt-quiz-point");
      row.dataset.point = p.point;
      row.append(ptEl("span", "pt-quiz-point-name", p.name));
      row.append(radioRow(`Who scores ${p.name}?`, q.sides.map((s) => ({ name: s.name, value: s.side })),
        (value) => { choices[p.point] = value; }));
      table.append(row);
    }
    body.append(table, checkButton(() => ({ ...choices })));
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

  // -- count the pips ---------------------------------------------------------
  function countPips() {
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("aria-label", "The captured cards");
    for (const c of q.cards) row.append(card(c, { extraClass: "pt-small", tabIndex: 0 }));
    const input = ptEl("input", "pt-number");
    input.type = "number";
    input.setAttribute("aria-label", "Pips");
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") send(Number(input.value)); });
    const line = ptEl("div", "pt-quiz-answer");
    line.append(ptEl("label", null, "Pips: "), input, checkButton(() => Number(input.value)));
    body.append(row, line);
    return () => {};
  }

  // -- the pip counter (an explorer) ----------------------------------------------
  function pipCounter() {
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "The cards, highest first");
    const buttons = q.cards.map((c) => {
      const wrap = ptEl("figure", "pt-qcard");
      const b = card(c, { button: true, label: `${c.name}, rank ${c.order} of ${q.cards.length}`, focusKey: `q:${c.code}` });
      b.classList.add("pt-choice", "pt-toggle-card");
      b.setAttribute("aria-pressed", "false");
      b.addEventListener("click", () => {
        b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true");
        send(buttons.filter((x) => x.getAttribute("aria-pressed") === "true").map((x) => x.dataset.code));
      });
      wrap.append(b, ptEl("figcaption", null, c.pips ? `${c.pips} pip${c.pips === 1 ? "" : "s"}` : "0"));
      row.append(wrap);
      return b;
    });
    ptRovingGroup(row, buttons);
    body.append(row);
    return () => {};
  }

  // -- which card should you play ---------------------------------------------
  function bestCard() {
    body.append(chips([["Trump:", suitName(q.trump)], ["", q.bid]]));
    const others = ptEl("div", "pt-quiz-grid");
    for (const h of q.hands) {
      const line = ptEl("div", "pt-quiz-line");
      line.append(ptEl("span", "pt-quiz-who", h.seat));
      for (const c of h.cards) line.append(ptCardChip(c, fourColor()));
      others.append(line);
    }
    body.append(others);
    if (q.trick.length) {
      const trick = ptEl("div", "pt-quiz-row pt-quiz-trick");
      for (const play of q.trick) trick.append(labelled(play.card, play.seat, { label: `${play.card.name}, played by ${play.seat}`, extraClass: "pt-small" })[0]);
      body.append(ptEl("p", "pt-quiz-label", "Played so far to this trick:"), trick);
    }
    body.append(ptEl("p", "pt-quiz-label", "Your hand — click the card you would play:"));
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "Your hand");
    const buttons = q.hand.map((c) => {
      const b = card(c, { button: true, focusKey: `q:${c.code}` });
      b.classList.add("pt-choice");
      b.addEventListener("click", () => send(c.code));
      row.append(b);
      return b;
    });
    ptRovingGroup(row, buttons);
    body.append(row);
    return markCards(buttons);
  }

  // -- how do the totals change ---------------------------------------------------
  function scoreChange() {
    body.append(chips([["Trump:", suitName(q.trump)], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)]]));
    body.append(handDetails());
    const points = ptEl("ul", "pt-quiz-lines");
    for (const p of q.points) points.append(ptEl("li", null, `${p.name}: ${p.side}`));
    body.append(ptEl("p", "pt-quiz-label", "The points went to:"), points);
    const inputs = {};
    const grid = ptEl("div", "pt-quiz-points");
    for (const s of q.sides) {
      const row = ptEl("div", "pt-quiz-point");
      row.dataset.side = String(s.side);
      const input = ptEl("input", "pt-number");
      input.type = "number";
      input.setAttribute("aria-label", `Change for ${s.name}`);
      inputs[s.side] = input;
      row.append(ptEl("span", "pt-quiz-point-name", s.name), input);
      grid.append(row);
    }
    body.append(grid, checkButton(() => Object.fromEntries(Object.entries(inputs).map(([k, i]) => [k, i.value]))));
    return (fb) => {
      for (const row of grid.children) {
        const line = (fb.lines || []).find((l) => String(l.side) === row.dataset.side);
        row.classList.toggle("pt-right", !!line && line.ok);
        row.classList.toggle("pt-wrong", !!line && !line.ok);
      }
    };
  }

  // -- who wins the match ------------------------------------------------------------
  function whoWinsMatch() {
    body.append(chips([["Rules:", q.rules], ["Pitcher:", q.pitcher], ["Bid:", String(q.bid)], ["Trump:", suitName(q.trump)]]));
    body.append(ptEl("p", "pt-quiz-label", "Totals before this hand: " + q.before.map((b) => `${b.name} ${b.total}`).join(" · ")));
    body.append(handDetails());
    let choice = null;
    body.append(radioRow("Who wins the match?", q.sides.map((s) => ({ name: s.name, value: s.side })), (v) => { choice = v; }));
    body.append(checkButton(() => choice));
    return () => {};
  }

  // -- what would you bid ------------------------------------------------------------
  function bidAdvice() {
    body.append(chips([["Rules:", q.rules]]));
    const calls = q.calls.length ? q.calls.map((c) => `${c.seat}: ${c.label}`).join(" · ") : "you speak first";
    body.append(ptEl("p", "pt-quiz-label", `The auction so far: ${calls}`));
    const row = ptEl("div", "pt-quiz-row");
    row.setAttribute("aria-label", "Your hand");
    for (const c of q.hand) row.append(card(c, { extraClass: "pt-small", tabIndex: 0 }));
    const options = ptEl("div", "pt-quiz-options");
    for (const o of q.options) {
      const b = ptEl("button", "pt-option", o.label);
      b.type = "button";
      b.addEventListener("click", () => send(o.call));
      options.append(b);
    }
    body.append(row, options);
    return () => {};
  }

  // -- click a seat ------------------------------------------------------------------
  function pickSeat() {
    const ring = ptEl("div", "pt-quiz-ring");
    ring.setAttribute("role", "group");
    ring.setAttribute("aria-label", "The seats around the table, clockwise");
    const buttons = q.seats.map((s) => {
      const b = ptEl("button", "pt-option pt-seat-choice", s.dealer ? `${s.name} (dealer)` : s.name);
      b.type = "button";
      b.dataset.seat = String(s.seat);
      ptPlace(b, s.seat, q.seats.length, 38, 36);
      b.addEventListener("click", () => send(s.seat));
      ring.append(b);
      return b;
    });
    ring.append(ptEl("span", "pt-quiz-ring-note", "play goes clockwise ↻"));
    body.append(ring);
    return (fb) => {
      const answer = (fb.lines || []).find((l) => l.seat !== undefined);
      for (const b of buttons) b.classList.toggle("pt-right", !!answer && b.dataset.seat === String(answer.seat));
    };
  }

  const kinds = {
    "which-wins": whichWins, "legal-cards": legalCards, "who-scores": whoScores, "bid-legal": bidLegal,
    "count-pips": countPips, "pip-counter": pipCounter, "best-card": bestCard, "score-change": scoreChange,
    "who-wins-match": whoWinsMatch, "bid-advice": bidAdvice, "pick-seat": pickSeat,
  };
  const mark = kinds[q.kind]();

  function showFeedback() {
    const fb = model.get("feedback") || {};
    const id = model.get("quiz_id");
    if (model.get("passed") && !ptPassedBefore(id)) {
      ptRememberPass(id);
      window.dispatchEvent(new Event("pitchtutor-progress"));
    }
    root.classList.toggle("pt-passed", !!model.get("passed"));
    root.classList.toggle("pt-passed-before", !model.get("passed") && !!ptPassedBefore(id));
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
    if (!fb.correct && q.graded) feedback.append(ptEl("p", "pt-muted", "Try again: change your answer and check once more."));
    mark(fb);
  }

  model.on("change:feedback", showFeedback);
  model.on("change:passed", showFeedback);
  showFeedback();
}

export default { render };
