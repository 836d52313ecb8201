/* The loading line, in the lesson's language: Voila says "Running 01-the-deck..." and
   "Executing 3 of 12", voici "Starting up kernel...", in English and with the file's name, on a
   French or Portuguese lesson too.  Here they say the lesson's words, in the language of the
   page (<html lang>, set from the lesson's folder).  One file for both: the served course's page
   template includes it, and the static site's build puts it into each lesson's page
   (deploy/site/build.py).  It runs where Voila/voici define window.update_loading_text, and
   keeps what they do with it (they show the line, and may pass their own text: a count they
   pass is said in the lesson's words, any other text as it is). */
(function () {
  var WORDS = {
    en: ["Preparing the lesson…", function (i, n) { return "Preparing the lesson: " + i + " of " + n + "…"; }],
    pt: ["Preparando a lição…", function (i, n) { return "Preparando a lição: " + i + " de " + n + "…"; }],
    fr: ["Préparation de la leçon…", function (i, n) { return "Préparation de la leçon\u00a0: " + i + " sur " + n + "…"; }]
  };
  var words = WORDS[document.documentElement.lang] || WORDS.en;
  var line = document.getElementById("loading_text");
  if (line) {
    line.textContent = words[0];
    line.style.visibility = "visible";
  }
  var said = window.update_loading_text;
  if (typeof said !== "function") return;
  var say = function (i, n, text) {
    // a count, or the starting line that comes before any (voici: 0 of 0, "Starting up kernel...")
    var counted = n > 0;
    said(i, n, counted && text != null ? text : counted ? words[1](i, n) : words[0]);
  };
  if (window.voila_process === said) window.voila_process = say; // Voila's cells call this one
  window.update_loading_text = say;
})();
