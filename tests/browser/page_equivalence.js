// The page half of tests/browser/page_equivalence.py: renders every recorded
// state with one build of the page code, with a stand-in for anywidget's model,
// and returns a transcript: the normalised DOM after each step, and for each
// control what focusing, hovering, clicking and an arrow key do and send.
window.transcript = async function (build, data) {
  const out = [];
  const norm = (html) => html.replace(/ data-draw-ms="[^"]*"/g, "").replace(/pt-bid-why-[a-z0-9]+/g, "pt-bid-why-X");
  function fakeModel(traits, kernel) {
    const handlers = {};
    const sent = [];
    return {
      sent, traits,
      get: (k) => traits[k],
      set: (k, v) => { traits[k] = v; sent.push({ set: k, value: v }); },
      save_changes: () => sent.push({ save: true }),
      send: (m) => sent.push(JSON.parse(JSON.stringify(m))),
      on: (ev, cb) => { (handlers[ev] ||= []).push(cb); },
      off: () => {},
      fire: (ev) => (handlers[ev] || []).forEach((cb) => cb()),
      widget_manager: kernel ? { kernel } : {},
    };
  }
  async function mount(mod, traits, kernel) {
    const host = document.createElement("div");
    document.body.append(host);
    const model = fakeModel(traits, kernel);
    const widget = mod.default;
    const cleanup = await widget.render({ model, el: host });
    return { host, model, done: () => { if (typeof cleanup === "function") cleanup(); host.remove(); } };
  }
  const snap = (host) => norm(host.innerHTML);
  const interactive = (host) => Array.from(host.querySelectorAll("button, input, .pt-card, .pt-chipcard, [data-focus-key], [role=radio]")).filter((n) => !n.closest(".pt-kernel-banner"));
  // Each control of a fresh render: focus it, hover it, click it, arrow right from it.
  async function probe(mod, traits, label) {
    const first = await mount(mod, structuredClone(traits));
    const count = interactive(first.host).length;
    first.done();
    for (let i = 0; i < count; i++) {
      const m = await mount(mod, structuredClone(traits));
      const node = interactive(m.host)[i];
      node.focus();
      node.dispatchEvent(new MouseEvent("mouseenter"));
      const afterHover = snap(m.host);
      if (node.tagName === "INPUT" && node.type === "number") { node.value = "7"; node.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true })); }
      node.click();
      node.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      const active = document.activeElement;
      out.push({ label: `${label} control ${i}`, hover: afterHover, after: snap(m.host), sent: m.model.sent.slice(),
        active: active ? (active.dataset.focusKey || active.getAttribute("aria-label") || active.tagName) : null });
      m.done();
    }
  }
  const mods = { table: await import(`/${build}/table.js`), quiz: await import(`/${build}/quiz.js`), progress: await import(`/${build}/progress.js`) };
  for (const run of data.runs) {
    for (const four of [false, true]) {
      const m = await mount(mods.table, { frames: run.batches[0], pace_ms: run.pace_ms, four_color: four, hints: true });
      out.push({ label: `${run.name} four=${four} start`, dom: snap(m.host) });
      run.batches.slice(1).forEach((batch, i) => {
        m.model.traits.frames = batch;
        m.model.fire("change:frames");
        if (i === 4) { m.model.traits.four_color = !four; m.model.fire("change:four_color"); m.model.traits.hints = false; m.model.fire("change:hints"); }
        out.push({ label: `${run.name} four=${four} batch ${i + 1}`, dom: snap(m.host) });
      });
      m.done();
    }
    // the controls of every third state
    for (let b = 0; b < run.batches.length; b += 3) {
      await probe(mods.table, { frames: run.batches[b], pace_ms: 0, four_color: false, hints: true }, `${run.name} batch ${b}`);
    }
  }
  // frames at a pace: the animation, then the last frame
  {
    const run = data.runs.find((r) => r.name === "partnership-pass-5");
    const m = await mount(mods.table, { frames: run.batches[0], pace_ms: 15, four_color: false, hints: true });
    for (const [i, batch] of run.batches.slice(1).entries()) {
      m.model.traits.frames = batch;
      m.model.fire("change:frames");
      out.push({ label: `paced ${i} at once`, dom: snap(m.host) });
      for (let k = 0; k < 200 && m.host.querySelector(".pt-animating"); k++) await new Promise((r) => setTimeout(r, 10));
      out.push({ label: `paced ${i} settled`, dom: snap(m.host) });
    }
    m.done();
  }
  // the kernel watch
  {
    const slots = { s: [], c: [] };
    const kernel = { status: "idle", statusChanged: { connect: (f) => slots.s.push(f) }, connectionStatusChanged: { connect: (f) => slots.c.push(f) } };
    const m = await mount(mods.table, { frames: data.runs[0].batches[0], pace_ms: 0, four_color: false, hints: true }, kernel);
    for (const [which, status] of [["c", "connecting"], ["c", "connected"], ["s", "restarting"], ["c", "connected"], ["s", "dead"]]) {
      slots[which].forEach((f) => f(null, status));
      out.push({ label: `kernel ${status}`, dom: snap(m.host) });
    }
    m.done();
    const q = await mount(mods.quiz, { question: data.quizzes[0].question, feedback: {}, passed: false, quiz_id: "", four_color: false, attempts: 0 }, { status: "dead", statusChanged: { connect: () => {} }, connectionStatusChanged: { connect: () => {} } });
    out.push({ label: "quiz kernel dead", dom: snap(q.host) });
    q.done();
  }
  for (const quiz of data.quizzes) {
    for (const four of [false, true]) {
      localStorage.clear();
      const traits = { question: quiz.question, feedback: quiz.feedbacks[0], passed: quiz.passed[0], quiz_id: quiz.quiz_id, four_color: four, attempts: 0 };
      const m = await mount(mods.quiz, traits);
      out.push({ label: `${quiz.name} four=${four} start`, dom: snap(m.host) });
      quiz.feedbacks.slice(1).forEach((fb, i) => {
        m.model.traits.feedback = fb;
        m.model.fire("change:feedback");
        m.model.traits.passed = quiz.passed[i + 1];
        m.model.fire("change:passed");
        out.push({ label: `${quiz.name} four=${four} answer ${i + 1}`, dom: snap(m.host), store: JSON.stringify(Object.keys(localStorage).sort()) });
      });
      m.done();
    }
    localStorage.clear();
    await probe(mods.quiz, { question: quiz.question, feedback: {}, passed: false, quiz_id: quiz.quiz_id, four_color: false, attempts: 0 }, quiz.name);
    // a quiz passed in an earlier visit
    localStorage.setItem("pitchtutor.passed." + quiz.quiz_id, "2026-01-01T00:00:00.000Z");
    const again = await mount(mods.quiz, { question: quiz.question, feedback: {}, passed: false, quiz_id: quiz.quiz_id, four_color: false, attempts: 0 });
    out.push({ label: `${quiz.name} passed before`, dom: snap(again.host) });
    again.done();
  }
  for (const [i, question] of data.progress.entries()) {
    localStorage.clear();
    const m = await mount(mods.progress, { question });
    out.push({ label: `progress ${i} empty`, dom: snap(m.host) });
    localStorage.setItem("pitchtutor.passed.equiv-q1", "x");
    window.dispatchEvent(new Event("pitchtutor-progress"));
    out.push({ label: `progress ${i} one`, dom: snap(m.host) });
    localStorage.setItem("pitchtutor.passed.equiv-pips", "x");
    window.dispatchEvent(new StorageEvent("storage", { key: "pitchtutor.passed.equiv-pips" }));
    out.push({ label: `progress ${i} two`, dom: snap(m.host) });
    localStorage.setItem("pitchtutor.passed.x", "x");
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    out.push({ label: `progress ${i} other key (no redraw)`, dom: snap(m.host) });
    m.done();
    window.dispatchEvent(new Event("pitchtutor-progress"));  // after cleanup: must not throw
  }
  return out;
};

// Both builds side by side, each frame drawn by one then the other (the order
// alternating), so that a busy machine slows both alike.
window.drawBench = async function (frames, passes) {
  const tables = {};
  for (const build of ["old", "new"]) {
    const mod = await import(`/${build}/table.js`);
    const host = document.createElement("div");
    host.style.width = "1200px";
    document.body.append(host);
    const traits = { frames: [], pace_ms: 0, four_color: false, hints: true };
    const handlers = {};
    const model = { get: (k) => traits[k], set() {}, save_changes() {}, send() {}, off() {}, widget_manager: {},
      on: (e, cb) => { (handlers[e] ||= []).push(cb); } };
    mod.default.render({ model, el: host });
    tables[build] = { traits, handlers, root: host.querySelector(".pt-table"), draws: [] };
  }
  let seq = 0;
  for (let p = 0; p < passes; p++) {
    for (const [i, f] of frames.entries()) {
      seq++;
      for (const build of (i + p) % 2 ? ["old", "new"] : ["new", "old"]) {
        const t = tables[build];
        t.traits.frames = [{ ...f, seq }];
        t.handlers["change:frames"].forEach((cb) => cb());
        void t.root.offsetHeight;  // lay out, as before a paint
        if (p > 0) t.draws.push(Number(t.root.dataset.drawMs));  // the first pass warms up
      }
    }
  }
  return { old: tables.old.draws, new: tables.new.draws };
};
