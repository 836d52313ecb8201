// The Pitty Pat quizzes: the browser half of pitchtutor.widgets.pittypat_quiz.  It shows the
// question (the up-card, your hand, the choices), sends the chosen answer to Python, which checks
// it with the Pitty Pat engine, and shows the explanation that comes back.  A pass is kept in the
// browser as the Pitch quizzes' are, so the course's progress counts it.

import { redrawOn, wordsFrom } from "./dom.js";
import { watchKernel } from "./kernel.js";
import { face, h } from "./pittypat-cards.js";
import { rememberPass } from "./storage.js";

/** @typedef {import("@anywidget/types").AnyModel<import("./types.js").PittyPatQuizTraits>} PittyPatQuizModel */

/** @param {{model: PittyPatQuizModel, el: HTMLElement}} view */
function render({ model, el }) {
  const q = model.get("question");
  const word = wordsFrom(model.get("words"));
  const root = h("div", { class: "pt-root pp-root pp-quiz", role: "group", "aria-label": q.prompt });
  el.append(root);
  watchKernel(model, root);  // a banner when the lesson's kernel is gone, as every widget of the course has
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
    /** @type {import("./types.js").PittyPatFeedback} */
    const fb = model.get("feedback") || {};
    root.classList.toggle("pt-passed", !!model.get("passed"));
    if (model.get("passed")) rememberPass(model.get("quiz_id"));
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

  return redrawOn(model, ["feedback", "passed"], show);
}

export default { render };
