// Passing a quiz is remembered in the browser's local storage (the kernel
// starts afresh on every visit), so progress survives a reload of the page.

/** Every key this course keeps starts so. */
export const STORE_PREFIX = "pitchtutor.passed.";

/** The event a quiz sends the page's progress widgets when it is passed. */
export const PROGRESS_EVENT = "pitchtutor-progress";

/**
 * When the quiz was first passed in this browser (an ISO date), or null.
 * @param {string} id
 * @returns {string | null}
 */
export function passedBefore(id) {
  try { return id ? window.localStorage.getItem(STORE_PREFIX + id) : null; } catch (e) { return null; }
}

/**
 * Remember a pass in this browser, the first time, and tell the page's progress widgets
 * (PROGRESS_EVENT), so that their counts move at once, not at the next visit.
 * @param {string} id
 */
export function rememberPass(id) {
  if (!id || passedBefore(id)) return;
  try { window.localStorage.setItem(STORE_PREFIX + id, new Date().toISOString()); } catch (e) { /* private mode */ }
  window.dispatchEvent(new Event(PROGRESS_EVENT));
}

/** Where the puzzle trainer keeps the learner (rating, history, reviews): a JSON text. */
export const TRAINER_KEY = "pitchtutor.trainer.learner";

/** Where the drills keep the learner's answer times by drill kind: a JSON text. */
export const DRILL_TIMES_KEY = "pitchtutor.drills.times";

/**
 * A text kept in this browser, or null (none, or storage refused).
 * @param {string} key
 * @returns {string | null}
 */
export function loadText(key) {
  try { return window.localStorage.getItem(key); } catch (e) { return null; }
}

/**
 * @param {string} key
 * @param {string} text
 */
export function saveText(key, text) {
  try { window.localStorage.setItem(key, text); } catch (e) { /* private mode, or full */ }
}

/**
 * Keep one of a widget's traits in this browser, so it counts across visits: the value
 * kept under `key` is handed to the kernel now, and each one the kernel sends back after
 * it is stored (not before: the kernel's fresh value must not replace the kept one).
 * @template {Record<string, any>} T
 * @param {import("@anywidget/types").AnyModel<T>} model
 * @param {keyof T & string} trait
 * @param {string} key
 * @returns {{ kept: boolean, store: () => void }}  whether a value was kept; the listener
 *   that stores the trait (for the widget's cleanup to turn off, or to store it at once)
 */
export function keepTrait(model, trait, key) {
  let restored = false;
  const store = () => { if (restored) saveText(key, JSON.stringify(model.get(trait))); };
  model.on(`change:${trait}`, store);
  const kept = loadText(key);
  if (kept) {
    try {
      model.set(trait, JSON.parse(kept));
      model.save_changes();
    } catch (e) { /* not JSON: the kernel's next value replaces it */ }
  }
  restored = true;
  return { kept: Boolean(kept), store };
}
