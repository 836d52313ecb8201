// Quick-count drills: a question made fresh by the engine, drawn by the
// quizzes' own code; Python checks and times the answer and says how fast the
// learner is getting.

import { el, statusBox, wordsFrom } from "./dom.js";
import { watchedRoot } from "./kernel.js";
import { drawQuestion } from "./quiz-kinds.js";
import { DRILL_TIMES_KEY, keepTrait } from "./storage.js";

/** @typedef {import("./types.js").DrillTraits} DrillTraits */
/** @typedef {import("@anywidget/types").AnyModel<DrillTraits>} DrillModel */
/** @typedef {import("./quiz-kinds.js").Mark} Mark */

/** @type {import("@anywidget/types").Render<DrillTraits>} */
function render({ model, el: host }) {
  const word = wordsFrom(model.get("words"));
  const root = watchedRoot(model, host, "pt-root pt-quiz pt-drills", word("drill.aria"));
  const bar = el("div", "pt-trainer-bar");
  const label = el("label", "pt-trainer-theme", word("drill.label") + " ");
  const select = el("select", "pt-trainer-select");
  for (const value of ["mixed", "pips", "scores", "legal"]) {
    const option = el("option", null, word(value === "mixed" ? "drill.mixed" : `drill.kind.${value}`));
    option.value = value;
    select.append(option);
  }
  select.addEventListener("change", () => { model.set("kind", select.value); model.save_changes(); });
  label.append(select);
  bar.append(label);
  const head = el("div", "pt-quiz-head");
  const prompt = el("h3", "pt-h pt-quiz-prompt");
  head.append(prompt);
  const body = el("div", "pt-quiz-body");
  const feedback = statusBox("pt-quiz-feedback");
  const next = el("button", "pt-primary pt-drill-next", word("drill.next"));
  next.type = "button";
  next.addEventListener("click", () => model.send({ type: "next" }));
  const pace = el("ul", "pt-drill-pace");
  root.append(bar, head, body, feedback, next, pace);

  /** @type {Mark} */
  let mark = () => {};
  const drawQuestionNow = () => {
    const q = model.get("question");
    root.dataset.kind = q.kind;
    prompt.textContent = q.prompt;
    body.replaceChildren();
    mark = drawQuestion(q, { body, send: (value) => model.send({ type: "answer", value }), fourColor: () => model.get("four_color"), word: wordsFrom(model.get("words")) });
    select.value = model.get("kind");
  };
  const drawFeedback = () => {
    const fb = model.get("feedback") || {};
    feedback.replaceChildren();
    feedback.classList.remove("pt-ok", "pt-not-ok");
    if (fb.error) { feedback.append(el("p", "pt-quiz-error", fb.error)); return; }
    if (fb.summary === undefined) { mark({}); return; }
    feedback.classList.add(fb.correct ? "pt-ok" : "pt-not-ok");
    feedback.append(el("p", "pt-quiz-summary", fb.summary));
    const list = el("ul", "pt-quiz-lines");
    for (const line of fb.lines || []) list.append(el("li", line.ok ? "pt-right" : "pt-wrong", line.text));
    feedback.append(list);
    mark(fb);
  };
  const drawPace = () => {
    pace.replaceChildren(...Object.values(model.get("pace") || {}).map((p) => el("li", null, p.text)));
  };
  model.on("change:question", drawQuestionNow);
  model.on("change:feedback", drawFeedback);
  model.on("change:pace", drawPace);
  model.on("change:kind", () => { select.value = model.get("kind"); });
  drawQuestionNow();
  drawFeedback();
  drawPace();
  // The answer times are kept in this browser, so the pace counts across visits.
  keepTrait(model, "times", DRILL_TIMES_KEY);
}

export default { render };
