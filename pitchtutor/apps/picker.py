"""The course's front door: the learner picks a language once, and the page remembers it.

The course is in English (``lessons/``), Portuguese (``lessons/pt/``) and
French (``lessons/fr/``), the same notebooks in each.  ``/?choose`` of the
served course is :func:`picker_page`: three links, each saying in its own
language what the course is.  The choice is kept in the browser (local storage,
:data:`LANGUAGE_KEY`, and a cookie, :data:`LANGUAGE_COOKIE`), and so is every
later switch: each lesson's page records the language it is in
(:data:`RECORD_LANGUAGE`, a line in the page template).  ``/`` sends the browser
to the index of the language it keeps, and a browser that keeps none to the
English index, whose first line links the other two.  The static site
(``make site``), which has no server, serves the page as its own ``/`` with
``go_to_kept=True``: the page itself then goes on to the language kept, unless
asked for as ``?choose``.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path

LANGUAGE_KEY = "pitchtutor.lang"
"""Where the browser keeps the learner's language: ``en``, ``pt`` or ``fr``."""
LANGUAGE_COOKIE = "pitchtutor-lang"
"""The same, as a cookie, so that the server sends ``/`` straight to that language's index."""


@dataclass(frozen=True)
class Language:
    code: str  # the BCP 47 tag of the page, and the folder of the lessons (none for English)
    name: str  # in its own language
    title: str
    line: str
    start: str

    @property
    def folder(self) -> str:
        return "" if self.code == "en" else f"{self.code}/"


LANGUAGES = (
    Language("en", "English", "Pitch, taught move by move",
             "Twelve lessons, a table with a tutor that explains every move, and puzzles to practise.",
             "Start the course"),
    Language("pt", "Português", "Pitch, ensinado lance a lance",
             "Doze lições, uma mesa com um tutor que explica cada jogada, e problemas para praticar.",
             "Começar o curso"),
    Language("fr", "Français", "Le Pitch, expliqué coup par coup",
             "Douze leçons, une table avec un tuteur qui explique chaque coup, "
             "et des problèmes pour s'exercer.",
             "Commencer le cours"),
)  # fmt: skip

RECORD_LANGUAGE = (
    "try{var m=location.pathname.match(/\\/(pt|fr)\\/[^\\/]*$/),l=m?m[1]:'en';"
    f"localStorage.setItem('{LANGUAGE_KEY}',l);document.cookie='{LANGUAGE_COOKIE}='+l+'; path=/; "
    "max-age=31536000; samesite=lax';document.documentElement.lang=l}catch(e){}"
)
"""The page template's line: remember the language of the lesson on show (its folder),
and tell the browser (and screen readers) which language the page is in."""


def languages_present(lessons: Path) -> list[Language]:
    """The languages whose course index exists in the lessons folder (English first)."""
    return [lang for lang in LANGUAGES if (lessons / lang.folder / "index.ipynb").is_file()]


_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em;
       line-height: 1.45; color: #1d2b24; background: #f6f4ee; }
h1 { font-size: 1.6em; color: #17563a; }
ul { list-style: none; padding: 0; display: grid; gap: 1em; }
a { display: grid; gap: .25em; padding: 1em 1.2em; border-radius: 10px; background: #fff;
    color: inherit; text-decoration: none; border: 2px solid #d9d3c3; }
a:hover, a:focus-visible { border-color: #17563a; outline: 3px solid #17563a55; }
strong { font-size: 1.25em; color: #17563a; }
span { font-weight: 600; }
em { color: #17563a; font-style: normal; }
"""

_KEEP_CHOICE = """for (const link of document.querySelectorAll("a[data-lang]")) {
  link.addEventListener("click", () => {
    try {
      localStorage.setItem(KEY, link.dataset.lang);
      document.cookie = COOKIE + "=" + link.dataset.lang + "; path=/; max-age=31536000; samesite=lax";
    } catch (e) {}
  });
}"""


_GO_TO_KEPT = """if (!/[?&]choose(?:[=&]|$)/.test(location.search)) {
  try {
    var kept = localStorage.getItem(KEY)
      || (document.cookie.match(new RegExp("(?:^|; )" + COOKIE + "=(\\\\w+)")) || [])[1];
    if (kept && Object.prototype.hasOwnProperty.call(TARGETS, kept)) location.replace(TARGETS[kept]);
  } catch (e) {}
}"""


def picker_page(links: dict[str, str], go_to_kept: bool = False) -> str:
    """The front page: one link per language (``{"en": url, "pt": url, ...}``, in
    :data:`LANGUAGES` order); the server sends ``/`` to the language kept, so this
    page is only ever asked for as ``/?choose``.  Where no server can (a static
    host), ``go_to_kept`` has the page itself go to the language kept, before it is
    drawn, unless its address asks ``?choose``."""
    shown = [lang for lang in LANGUAGES if lang.code in links]
    choices = "\n".join(
        f'<li lang="{lang.code}"><a href="{html.escape(links[lang.code])}" data-lang="{lang.code}">'
        f"<strong>{html.escape(lang.name)}</strong><span>{html.escape(lang.title)}</span>"
        f"<small>{html.escape(lang.line)}</small><em>{html.escape(lang.start)} →</em></a></li>"
        for lang in shown
    )
    constants = f"var KEY = {json.dumps(LANGUAGE_KEY)}, COOKIE = {json.dumps(LANGUAGE_COOKIE)};"
    if go_to_kept:
        targets = {lang.code: links[lang.code] for lang in shown}
        constants += f"\nvar TARGETS = {json.dumps(targets)};\n{_GO_TO_KEPT}"
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<link rel="icon" href="data:,">\n'  # no icon: a browser would ask for /favicon.ico, a 404
        f"<title>Pitch · {' · '.join(lang.name for lang in shown)}</title>\n"
        f"<script>{constants}</script>\n<style>{_STYLE}</style></head>\n"
        f"<body><h1>Pitch</h1>\n<ul>\n{choices}\n</ul>\n<script>{_KEEP_CHOICE}</script>\n</body></html>\n"
    )


__all__ = [
    "LANGUAGES",
    "LANGUAGE_COOKIE",
    "LANGUAGE_KEY",
    "RECORD_LANGUAGE",
    "Language",
    "languages_present",
    "picker_page",
]
