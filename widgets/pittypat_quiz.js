// The Pitty Pat quizzes: the browser half of pitchtutor.widgets.pittypat_quiz.
// A self-contained ES module.  It shows the question (the up-card, your hand,
// the choices), sends the chosen answer to Python, which checks it with the
// Pitty Pat engine, and shows the explanation that comes back.  A pass is
// remembered in the browser under the same key as the Pitch quizzes', so the
// course's progress counts it.

const STORE = "pitchtutor.passed.";

// The word helper for the widget's catalog (its `words` trait, in its `lang`): the same as
// wordsFrom in widgets/src/dom.js.
function wordsFrom(words) {
  const catalog = words || {};
  return (key, vars) => {
    const template = Object.prototype.hasOwnProperty.call(catalog, key) ? catalog[key] : key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
}
const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child == null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function face(card, extra = "") {
  const red = card.suit === "H" || card.suit === "D";
  return h("span", { class: `pp-card${red ? " pp-red" : ""}${extra}`, "aria-hidden": "true" },
    h("span", { class: "pp-corner" }, card.rank, h("br"), SUIT_SYMBOLS[card.suit]),
    h("span", { class: "pp-pip" }, SUIT_SYMBOLS[card.suit]));
}

// The event the page's progress widgets redraw on (widgets/src/storage.js), so the
// lesson's own count moves as soon as a quiz is passed, not at the next visit.
const PROGRESS_EVENT = "pitchtutor-progress";

function remember(id) {
  try {
    if (id && !window.localStorage.getItem(STORE + id)) {
      window.localStorage.setItem(STORE + id, new Date().toISOString());
      window.dispatchEvent(new Event(PROGRESS_EVENT));
    }
  } catch (e) { /* private mode */ }
}

function render({ model, el }) {
  const q = model.get("question");
  const word = wordsFrom(model.get("words"));
  const root = h("div", { class: "pt-root pp-root pp-quiz", role: "group", "aria-label": q.prompt });
  el.append(root);
  const feedback = h("div", { class: "pp-quiz-feedback", "aria-live": "polite" });
  const buttons = q.options.map((option) => h("button", {
    type: "button", class: "pt-option pp-choice", "data-value": JSON.stringify(option.value),
    "aria-label": option.card ? option.card.name : option.label,
    onclick: () => model.send({ type: "answer", value: option.value }),
  }, option.card ? face(option.card) : option.label));
  root.append(
    h("p", { class: "pp-quiz-prompt" }, q.prompt),
    h("div", { class: "pp-quiz-table" },
      h("div", { class: "pp-up", role: "img", "aria-label": word("pp.up_aria", { card: q.up.name }) },
        face(q.up), h("span", { class: "pp-caption" }, word("pp.up"))),
      q.hand && q.hand.length ? h("div", { class: "pp-fan", role: "img",
        "aria-label": word("pp.cards_aria", { cards: q.hand.map((c) => c.name).join(", ") }) }, q.hand.map((c) => face(c))) : null),
    h("div", { class: "pp-choices" }, buttons),
    feedback);

  function show() {
    const fb = model.get("feedback") || {};
    root.classList.toggle("pt-passed", !!model.get("passed"));
    if (model.get("passed")) remember(model.get("quiz_id"));
    feedback.replaceChildren();
    for (const b of buttons) b.classList.remove("pt-right", "pt-wrong");
    if (fb.error) { feedback.append(h("p", { class: "pp-error" }, fb.error)); return; }
    if (fb.summary === undefined) return;
    feedback.classList.toggle("pt-ok", !!fb.correct);
    feedback.classList.toggle("pt-not-ok", !fb.correct);
    feedback.append(h("p", { class: "pt-quiz-summary" }, fb.summary),
      h("ul", { class: "pt-quiz-lines" }, (fb.lines || []).map((line) => h("li", {}, line))));
    const chosen = buttons.find((b) => b.dataset.value === JSON.stringify(fb.answer));
    if (chosen) chosen.classList.add(fb.correct ? "pt-right" : "pt-wrong");
    if (!fb.correct) feedback.append(h("p", { class: "pt-muted" }, word("pp.try_again")));
  }

  model.on("change:feedback", show);
  model.on("change:passed", show);
  show();
}

export default { render };
