// Built from widgets/src/ by `make widgets` (esbuild): edit the sources there, not this file.

// widgets/src/dom.js
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== void 0 && text != null) node.textContent = text;
  return node;
}

// widgets/src/storage.js
var STORE_PREFIX = "pitchtutor.passed.";
var PROGRESS_EVENT = "pitchtutor-progress";
function passedBefore(id) {
  try {
    return id ? window.localStorage.getItem(STORE_PREFIX + id) : null;
  } catch (e) {
    return null;
  }
}

// widgets/src/progress.js
function pageHref(href) {
  return /\.html$/.test(window.location.pathname) ? href.replace(/\.ipynb(?=$|[?#])/, ".html") : href;
}
function compactItem(ids) {
  const passed = ids.filter((id) => passedBefore(id)).length;
  const li = el("li", "pt-progress-item" + (passed === ids.length ? " pt-done" : ""));
  const badge = el("span", "pt-progress-badge", `${passed === ids.length ? "✓ " : ""}${passed} of ${ids.length} quizzes passed`);
  badge.dataset.passed = String(passed);
  li.append(badge);
  return li;
}
function lessonItem(lesson) {
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
    const badge = el("span", "pt-progress-badge", `${passed === lesson.quizzes.length ? "✓ " : ""}${passed}/${lesson.quizzes.length} quizzes`);
    badge.dataset.passed = String(passed);
    li.append(badge);
  }
  return li;
}
function render({ model, el: host }) {
  const q = model.get("question");
  const root = el("div", "pt-root pt-progress");
  root.append(el("h3", "pt-h", q.title));
  const list = el("ol", "pt-progress-list");
  root.append(list);
  host.append(root);
  const compact = q.lessons.length === 1 && !q.lessons[0].href;
  if (compact) {
    root.classList.add("pt-progress-compact");
  }
  const draw = () => {
    list.replaceChildren(...compact ? [compactItem(q.lessons[0].quizzes)] : q.lessons.map(lessonItem));
  };
  draw();
  const onStorage = (event) => {
    if (!event.key || event.key.startsWith(STORE_PREFIX)) draw();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(PROGRESS_EVENT, draw);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(PROGRESS_EVENT, draw);
  };
}
var progress_default = { render };
export {
  progress_default as default
};
