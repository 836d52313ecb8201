// When the Python kernel behind the page stops (it died, the server restarted,
// the connection dropped), say so plainly in the widget and offer a fresh start:
// the page reloads, the lesson starts again, and the quiz results (kept in the
// browser) stay.

import { el, group, wordsFrom } from "./dom.js";

/**
 * The few parts of a Jupyter kernel connection the watch listens to (not in
 * anywidget's types: the widget manager of JupyterLab and Voila has them).
 * @typedef {object} KernelSignal
 * @property {(slot: (sender: unknown, status: string) => void) => void} connect
 * @typedef {object} Kernel
 * @property {string} status
 * @property {KernelSignal} [statusChanged]
 * @property {KernelSignal} [connectionStatusChanged]
 */

/**
 * The banner's two moves, for the widget that owns it.
 * @typedef {object} KernelWatch
 * @property {(message: string, offerRestart: boolean, final?: boolean) => void} show
 * @property {() => void} hide
 */

/**
 * A widget's root: a labelled group (see `group`) put in `host`, with the kernel's banner
 * (`watchKernel`) at its top.
 * @param {import("@anywidget/types").AnyModel<any>} model
 * @param {HTMLElement} host
 * @param {string} className
 * @param {string} label
 * @returns {HTMLDivElement}
 */
export function watchedRoot(model, host, className, label) {
  const root = group(className, label);
  host.append(root);
  watchKernel(model, root);
  return root;
}

/**
 * A banner at the top of `root` that tells when the kernel is gone.
 * @param {import("@anywidget/types").AnyModel<any>} model
 * @param {HTMLElement} root
 * @returns {KernelWatch}
 */
export function watchKernel(model, root) {
  const manager = /** @type {{kernel?: Kernel} | undefined} */ (/** @type {unknown} */ (model.widget_manager));
  const kernel = manager && manager.kernel;
  const word = wordsFrom(model.get("words"));
  const banner = el("div", "pt-kernel-banner");
  banner.setAttribute("role", "alert");
  banner.hidden = true;
  const text = el("span", "pt-kernel-text");
  const restart = el("button", "pt-primary", word("kernel.restart"));
  restart.type = "button";
  restart.addEventListener("click", () => window.location.reload());
  banner.append(text, restart);
  root.prepend(banner);
  // Once the kernel has died or restarted, the page is out of step with it for
  // good: later connection news must not hide that, only a reload clears it.
  let down = false;
  /** @type {KernelWatch["show"]} */
  const show = (message, offerRestart, final = offerRestart) => {
    if (down) return;
    down = final;
    text.textContent = message;
    restart.hidden = !offerRestart;
    banner.hidden = false;
    root.classList.toggle("pt-kernel-down", final);
  };
  const hide = () => { if (!down) banner.hidden = true; };
  // The README's table "When things go wrong" quotes these sentences (the English
  // catalog's kernel.*), and the browser tests check the page against it: change both together.
  /** @param {string} status */
  const onStatus = (status) => {
    // A killed kernel is restarted by the server at once ("autorestarting"),
    // but its widgets are gone: to the learner it has stopped either way.
    if (status === "dead" || status === "restarting" || status === "autorestarting") {
      show(word("kernel.stopped"), true);
    }
  };
  /** @param {string} status */
  const onConnection = (status) => {
    if (status === "connecting") show(word("kernel.reconnecting"), true, false);
    else if (status === "connected") hide();
    else if (status === "disconnected") show(word("kernel.lost"), true);
  };
  root.dataset.kernelWatch = kernel && kernel.statusChanged ? "on" : "off";
  if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
    kernel.statusChanged.connect((_, status) => onStatus(status));
    kernel.connectionStatusChanged.connect((_, status) => onConnection(status));
    onStatus(kernel.status);
  }
  return { show, hide };
}
