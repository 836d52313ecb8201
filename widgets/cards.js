// Playing cards drawn as SVG: crisp at any size, no fonts needed for the suits.
// Shared by the table and the quiz widgets (the Python side joins this file in
// front of each widget's module, so it holds plain functions and no exports).

const PT_SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const PT_SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };

// Each suit shape fills a 100 x 100 box.
const PT_SUIT_SHAPES = {
  H: '<path d="M50 90C24 70 4 52 10 30 15 12 40 8 50 29 60 8 85 12 90 30 96 52 76 70 50 90Z"/>',
  D: '<path d="M50 4 87 50 50 96 13 50Z"/>',
  S: '<path d="M50 6C70 30 96 44 90 66 86 80 66 84 55 70 56 82 60 90 68 95H32C40 90 44 82 45 70 34 84 14 80 10 66 4 44 30 30 50 6Z"/>',
  C: '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="60" r="19"/><circle cx="73" cy="60" r="19"/>' +
     '<path d="M45 55H55L57 78C58 86 62 91 69 95H31C38 91 42 86 43 78Z"/>',
};

function ptSuitColor(suit, fourColor) {
  if (fourColor) return { S: "#1a1a1a", H: "#c4122f", D: "#1459b8", C: "#187a3a" }[suit];
  return suit === "H" || suit === "D" ? "#c4122f" : "#1a1a1a";
}

// A suit shape of the given size centred on (x, y), upside down when flip.
function ptPip(suit, x, y, size, flip) {
  const s = size / 100;
  const rotate = flip ? ` rotate(180 ${x} ${y})` : "";
  return `<g transform="${rotate} translate(${x - size / 2} ${y - size / 2}) scale(${s})">${PT_SUIT_SHAPES[suit]}</g>`;
}

// Pip positions on a 100 x 140 card for the number cards, classic layout.
const PT_COLS = { l: 34, m: 50, r: 66 };
const PT_PIP_LAYOUT = {
  2: [["m", 30], ["m", 110]],
  3: [["m", 30], ["m", 70], ["m", 110]],
  4: [["l", 30], ["r", 30], ["l", 110], ["r", 110]],
  5: [["l", 30], ["r", 30], ["m", 70], ["l", 110], ["r", 110]],
  6: [["l", 30], ["r", 30], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  7: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["l", 110], ["r", 110]],
  8: [["l", 30], ["r", 30], ["m", 50], ["l", 70], ["r", 70], ["m", 90], ["l", 110], ["r", 110]],
  9: [["l", 28], ["r", 28], ["l", 56], ["r", 56], ["m", 70], ["l", 84], ["r", 84], ["l", 112], ["r", 112]],
  10: [["l", 28], ["r", 28], ["m", 43], ["l", 56], ["r", 56], ["l", 84], ["r", 84], ["m", 97], ["l", 112], ["r", 112]],
};

// The SVG of one face-up card.  card: {rank: "10", suit: "H", name: "10 of hearts"}.
function ptCardSVG(card, fourColor) {
  const color = ptSuitColor(card.suit, fourColor);
  const rank = card.rank;
  const corner = (flip) => {
    const t = flip ? ' transform="rotate(180 50 70)"' : "";
    const cls = rank === "10" ? "pt-rank pt-rank-10" : "pt-rank";
    return `<g${t}><text x="12" y="22" class="${cls}" text-anchor="middle">${rank}</text>` +
      `${ptPip(card.suit, 12, 33, 12, false)}</g>`;
  };
  let middle = "";
  if (PT_PIP_LAYOUT[rank]) {
    middle = PT_PIP_LAYOUT[rank].map(([col, y]) => ptPip(card.suit, PT_COLS[col], y, 19, y > 70)).join("");
  } else if (rank === "A") {
    middle = ptPip(card.suit, 50, 70, 46, false);
  } else {
    // J, Q, K: a framed panel with the letter and the suit, drawn in the suit's colour.
    middle = `<rect x="22" y="18" width="56" height="104" rx="5" class="pt-court" stroke="${color}"/>` +
      `<text x="50" y="76" class="pt-court-letter" text-anchor="middle">${rank}</text>` +
      ptPip(card.suit, 50, 100, 22, false) + ptPip(card.suit, 50, 38, 16, true);
  }
  return `<svg class="pt-card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false" ` +
    `style="color:${color}"><rect x="1" y="1" width="98" height="138" rx="8" class="pt-face"/>` +
    `<g fill="currentColor">${corner(false)}${corner(true)}${middle}</g></svg>`;
}

// A card as an element: a button when it can be chosen, an image otherwise.
// opts: {button, legal, focusKey, label, fourColor, extraClass}
function ptCardElement(card, opts = {}) {
  const el = document.createElement(opts.button ? "button" : "span");
  el.className = "pt-card" + (opts.extraClass ? " " + opts.extraClass : "");
  if (card === null) {
    el.classList.add("pt-back");
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", opts.label || "face-down card");
    el.innerHTML = '<span class="pt-back-pattern" aria-hidden="true"></span>';
  } else {
    el.innerHTML = ptCardSVG(card, opts.fourColor);
    el.dataset.code = card.code;
    el.setAttribute("aria-label", opts.label || card.name);
    if (!opts.button) el.setAttribute("role", "img");
  }
  if (opts.button) {
    el.type = "button";
    if (opts.legal === false) el.setAttribute("aria-disabled", "true");
  }
  el.tabIndex = opts.tabIndex !== undefined ? opts.tabIndex : 0;
  if (opts.focusKey) el.dataset.focusKey = opts.focusKey;
  return el;
}

// Seats around an ellipse: offset 0 at the bottom, then clockwise (left, top, right).
function ptSeatAngle(offset, players) {
  // offset 0 is the viewer at the bottom; play goes clockwise: bottom, left, top, right.
  return (90 + (offset * 360) / players) * (Math.PI / 180);
}

function ptPlace(el, offset, players, rx, ry) {
  const a = ptSeatAngle(offset, players);
  el.style.left = `${50 + rx * Math.cos(a)}%`;
  el.style.top = `${50 + ry * Math.sin(a)}%`;
}

// A card as a short coloured label ("A♥"), for lists where a picture would be too small to read.
function ptCardChip(card, fourColor, asButton) {
  const chip = document.createElement(asButton ? "button" : "span");
  chip.className = "pt-chipcard";
  if (asButton) chip.type = "button";
  chip.style.color = ptSuitColor(card.suit, fourColor);
  chip.textContent = `${card.rank}${PT_SUIT_SYMBOLS[card.suit]}`;
  if (!asButton) chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", card.name);
  if (card.code) chip.dataset.code = card.code;
  return chip;
}

function ptEl(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined && text !== null) el.textContent = text;
  return el;
}

// Roving focus: one tab stop per group, arrow keys move within it.
function ptRovingGroup(group, items) {
  if (!items.length) return;
  items.forEach((item, i) => { item.tabIndex = i === 0 ? 0 : -1; });
  group.addEventListener("keydown", (event) => {
    const i = items.indexOf(document.activeElement);
    if (i < 0) return;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (i + 1) % items.length;
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (i - 1 + items.length) % items.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    items[i].tabIndex = -1;
    items[next].tabIndex = 0;
    items[next].focus();
  });
  group.addEventListener("focusin", (event) => {
    if (items.includes(event.target)) {
      items.forEach((item) => { item.tabIndex = item === event.target ? 0 : -1; });
    }
  });
}

// When the Python kernel behind the page stops (it died, the server restarted,
// the connection dropped), say so plainly in the widget and offer a fresh start:
// the page reloads, the lesson starts again, and the quiz results (kept in the
// browser) stay.
function ptWatchKernel(model, root) {
  const manager = model.widget_manager;
  const kernel = manager && manager.kernel;
  const banner = ptEl("div", "pt-kernel-banner");
  banner.setAttribute("role", "alert");
  banner.hidden = true;
  const text = ptEl("span", "pt-kernel-text");
  const restart = ptEl("button", "pt-primary", "Restart the lesson");
  restart.type = "button";
  restart.addEventListener("click", () => window.location.reload());
  banner.append(text, restart);
  root.prepend(banner);
  // Once the kernel has died or restarted, the page is out of step with it for
  // good: later connection news must not hide that, only a reload clears it.
  let down = false;
  const show = (message, offerRestart, final = offerRestart) => {
    if (down) return;
    down = final;
    text.textContent = message;
    restart.hidden = !offerRestart;
    banner.hidden = false;
    root.classList.toggle("pt-kernel-down", final);
  };
  const hide = () => { if (!down) banner.hidden = true; };
  // The README's table "When things go wrong" quotes these sentences, and the
  // browser tests check the page against it: change both together.
  const onStatus = (status) => {
    // A killed kernel is restarted by the server at once ("autorestarting"),
    // but its widgets are gone: to the learner it has stopped either way.
    if (status === "dead" || status === "restarting" || status === "autorestarting") {
      show("The lesson's Python kernel has stopped, so the cards cannot answer any more. Your quiz results are kept.", true);
    }
  };
  const onConnection = (status) => {
    if (status === "connecting") show("The connection to the lesson was lost; reconnecting… If this lasts, the server may have restarted: restart the lesson.", true, false);
    else if (status === "connected") hide();
    else if (status === "disconnected") show("The connection to the lesson is lost: the server may have restarted.", true);
  };
  root.dataset.kernelWatch = kernel && kernel.statusChanged ? "on" : "off";
  if (kernel && kernel.statusChanged && kernel.connectionStatusChanged) {
    kernel.statusChanged.connect((_, status) => onStatus(status));
    kernel.connectionStatusChanged.connect((_, status) => onConnection(status));
    onStatus(kernel.status);
  }
  return { show, hide };
}
