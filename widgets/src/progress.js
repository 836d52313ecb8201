// The learner's progress: on the index, every lesson with its quizzes passed
// in this browser; in a lesson, that lesson's.

import { el, wordsFrom } from "./dom.js";
import { PROGRESS_EVENT, STORE_PREFIX, passedBefore } from "./storage.js";

/**
 * In the static site (voici) each notebook is a page of its own, x.ipynb served as x.html (voici
 * rewrites the links in Markdown, not those a widget draws); Voila serves x.ipynb.
 * @param {string} href
 * @returns {string}
 */
function pageHref(href) {
  return /\.html$/.test(window.location.pathname) ? href.replace(/\.ipynb(?=$|[?#])/, ".html") : href;
}

/** @typedef {import("./types.js").ProgressTraits} ProgressTraits */
/** @typedef {import("./types.js").ProgressLesson} ProgressLesson */

/**
 * One lesson's count in a lesson's own page: "2 of 3 quizzes passed".
 * @param {string[]} ids
 * @param {import("./dom.js").Word} word
 * @returns {HTMLLIElement}
 */
function compactItem(ids, word) {
  const passed = ids.filter((id) => passedBefore(id)).length;
  const li = el("li", "pt-progress-item" + (passed === ids.length ? " pt-done" : ""));
  const badge = el("span", "pt-progress-badge", word(passed === ids.length ? "progress.passed_all" : "progress.passed", { passed, total: ids.length }));
  badge.dataset.passed = String(passed);
  li.append(badge);
  return li;
}

/**
 * A lesson on the index: its link, summary and quizzes passed.
 * @param {ProgressLesson} lesson
 * @param {import("./dom.js").Word} word
 * @returns {HTMLLIElement}
 */
function lessonItem(lesson, word) {
  const passed = lesson.quizzes.filter((id) => passedBefore(id)).length;
  const li = el("li", "pt-progress-item" + (lesson.quizzes.length && passed === lesson.quizzes.length ? " pt-done" : ""));
  let title;
  if (lesson.href) {
    title = el("a", "pt-progress-title", lesson.title);
    title.href = pageHref(lesson.href);
  } else {
    title = el("span", "pt-progress-title", lesson.title);
  }
  li.append(title);
  if (lesson.summary) li.append(el("span", "pt-progress-summary", " — " + lesson.summary));
  if (lesson.quizzes.length) {
    const badge = el("span", "pt-progress-badge", word(passed === lesson.quizzes.length ? "progress.count_all" : "progress.count", { passed, total: lesson.quizzes.length }));
    badge.dataset.passed = String(passed);
    li.append(badge);
  }
  return li;
}

/** @type {import("@anywidget/types").Render<ProgressTraits>} */
function render({ model, el: host }) {
  const q = model.get("question");
  const word = wordsFrom(model.get("words"));
  const root = el("div", "pt-root pt-progress");
  root.append(el("h3", "pt-h", q.title));
  const list = el("ol", "pt-progress-list");
  root.append(list);
  host.append(root);
  const compact = q.lessons.length === 1 && !q.lessons[0].href;
  if (compact) { root.classList.add("pt-progress-compact"); }
  const draw = () => {
    list.replaceChildren(...(compact ? [compactItem(q.lessons[0].quizzes, word)] : q.lessons.map((lesson) => lessonItem(lesson, word))));
  };
  draw();
  /** @param {StorageEvent} event */
  const onStorage = (event) => { if (!event.key || event.key.startsWith(STORE_PREFIX)) draw(); };
  window.addEventListener("storage", onStorage);
  window.addEventListener(PROGRESS_EVENT, draw);
  return () => { window.removeEventListener("storage", onStorage); window.removeEventListener(PROGRESS_EVENT, draw); };
}

export default { render };
