// The quiz widgets: one question about a real position; the answer goes to
// Python, which checks it with the engine and sends back the explanation.

import { el, redrawOn, statusBox, wordsFrom } from "./dom.js";
import { watchedRoot } from "./kernel.js";
import { drawQuestion } from "./quiz-kinds.js";
import { passedBefore, rememberPass } from "./storage.js";

/** @typedef {import("./types.js").QuizTraits} QuizTraits */
/** @typedef {import("@anywidget/types").AnyModel<QuizTraits>} QuizModel */
/** @typedef {import("./quiz-kinds.js").Mark} Mark */

/**
 * A quiz's parts that change with the feedback.
 * @typedef {object} QuizView
 * @property {HTMLElement} root
 * @property {HTMLElement} feedback
 * @property {boolean} graded
 * @property {Mark} mark  marks the question's own parts right or wrong
 * @property {import("./dom.js").Word} word
 */

/**
 * Show Python's verdict, and remember a pass in this browser.
 * @param {QuizModel} model
 * @param {QuizView} view
 */
function showFeedback(model, view) {
  const { root, feedback } = view;
  const fb = model.get("feedback") || {};
  const id = model.get("quiz_id");
  if (model.get("passed")) rememberPass(id);
  root.classList.toggle("pt-passed", !!model.get("passed"));
  root.classList.toggle("pt-passed-before", !model.get("passed") && !!passedBefore(id));
  feedback.replaceChildren();
  if (fb.error) {
    feedback.append(el("p", "pt-quiz-error", fb.error));
    return;
  }
  if (fb.summary === undefined) return;
  feedback.classList.toggle("pt-ok", !!fb.correct);
  feedback.classList.toggle("pt-not-ok", !fb.correct);
  feedback.append(el("p", "pt-quiz-summary", fb.summary));
  const list = el("ul", "pt-quiz-lines");
  for (const line of fb.lines || []) {
    const li = el("li", line.ok ? "pt-right" : "pt-wrong", line.text);
    list.append(li);
  }
  feedback.append(list);
  if (!fb.correct && view.graded) {
    // A question answered by a click has no Check button to press again.
    const again = root.querySelector("[data-check]") ? "quiz.try_again" : "quiz.try_again_pick";
    feedback.append(el("p", "pt-muted", view.word(again)));
  }
  view.mark(fb);
}

/** @type {import("@anywidget/types").Render<QuizTraits>} */
function render({ model, el: host }) {
  const word = wordsFrom(model.get("words"));
  const q = model.get("question");
  const root = watchedRoot(model, host, "pt-root pt-quiz", q.prompt);
  root.dataset.kind = q.kind;
  const head = el("div", "pt-quiz-head");
  const prompt = el("h3", "pt-h pt-quiz-prompt", q.prompt);
  const done = el("span", "pt-quiz-passed", word("quiz.passed"));
  const before = el("span", "pt-quiz-before", word("quiz.passed_before"));
  head.append(prompt, done, before);
  if (!q.graded) { done.remove(); before.remove(); }
  const body = el("div", "pt-quiz-body");
  const feedback = statusBox("pt-quiz-feedback");
  root.append(head, body, feedback);
  const mark = drawQuestion(q, {
    body,
    send: (value) => model.send({ type: "answer", value }),
    fourColor: () => model.get("four_color"),
    word,
  });
  /** @type {QuizView} */
  const view = { root, feedback, graded: q.graded, mark, word };
  return redrawOn(model, ["feedback", "passed"], () => showFeedback(model, view));
}

export default { render };
