"""The native reader's checklists: thirty of the tutor's sentences per language,
each beside its English, for a Brazilian or French card player to tick.

    python -m tests.checklist            # does each checklist still show what the tutor says?
    python -m tests.checklist --write    # rewrite them (ticks kept where a sentence is unchanged)

The sentences are made by the engine, the coach and Pitty Pat from seeded hands (nothing is
typed in by hand), chosen to cover each family of sentence a learner meets: legal and illegal
calls and cards, tricks, each point, the settlement, the match, the hints, the bid advisor,
the review, the puzzles and Pitty Pat; said to "you", to a named seat, to partners and at a
table of each for themselves.  ``tests/test_checklists.py`` fails when a template's change is
not in the checklist, so a reviewer's tick always belongs to the sentence the tutor says; a
changed sentence loses its ticks.
"""

from __future__ import annotations

import functools
import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pitchtutor.explain import Explanation, Names
from pitchtutor.state import Phase
from pitchtutor.widgets import TableSession

FOLDER = Path(__file__).resolve().parent / "checklists"
LANGUAGES = {"pt": "Brazilian Portuguese", "fr": "French"}
SEATS = ("South", "West", "North", "East")

KEYS = (
    # the auction
    "bid.open", "bid.not_higher", "bid.dealer_holds", "bid.dealer_must_bid", "auction.won",
    # the cards
    "play.pitch", "play.follow_trump", "play.void", "play.must_follow", "trick.highest_trump",
    "trick.highest_led",
    # the points
    "high.holder", "low.capturer", "jack.captured", "jack.not_dealt", "game.won",
    # the settlement and the match
    "settle.made", "settle.set_back", "match.continues", "match.target",
    # the coach
    "tip.lead_trumps", "hint.pointer", "hint.card", "advisor.disagree", "review.summary",
    # the puzzles
    "puzzle.card",
    # Pitty Pat
    "pittypat.must_pair", "pittypat.not_a_match", "pittypat.drawn_kept", "pittypat.penalty",
)  # fmt: skip
"""Thirty keys, one sentence each: the families a learner meets most."""


@dataclass(frozen=True)
class Entry:
    key: str
    reader: str  # who the sentence is said to
    english: str
    translated: str

    def block(self, number: int, ticks: tuple[bool, bool]) -> str:
        box = ["x" if tick else " " for tick in ticks]
        return (
            f"### {number}. `{self.key}`, said to {self.reader}\n\n"
            f"- en: {self.english}\n- {{lang}}: {self.translated}\n\n"
            f"- [{box[0]}] true to the English and to the rules\n- [{box[1]}] reads as a careful player would say it\n"
        )


def _reader(names: Names) -> str:
    table = f"{names.players} players, " + ("partners" if names.teams else "each for themselves")
    if names.you is not None:
        seat = names.seat_names[names.you] if names.seat_names else "you"
        return f"you ({f'seat {names.you}' if seat.lower() == 'you' else seat}; {table})"
    return f"an onlooker ({table})"


def _named(names: Names, you: int | None) -> Names:
    seats = SEATS if names.players == 4 else None
    return Names(names.players, names.teams, you=you, seat_names=seats)


def _engine() -> Iterator[tuple[Explanation, Names]]:
    from tests.test_locales import explanations_with_names

    yield from explanations_with_names(1)


def _coach() -> Iterator[tuple[Explanation, Names]]:
    session = TableSession("partnership", 4, seed=3, bot="basic", dealer=3)
    # every deal it wants, however slow the machine: the same words each run
    session.coach.estimator.time_budget = 3600.0
    for _ in range(2):
        yield from _obey_a_hand(session)
        session.next_hand()
        while session.hand.to_act not in (0, None):  # the bots before the learner
            session._bot_move()


def _obey_a_hand(session: TableSession) -> Iterator[tuple[Explanation, Names]]:
    hand = session.hand
    while hand.phase in (Phase.AUCTION, Phase.PLAY):
        if hand.phase is Phase.AUCTION:
            advice = session.coach.advice(hand, 0, session.names).advice
            assert advice is not None
            yield advice.why, session.names
        for _ in range(3):
            session.hint()
        hints = session.coach.notes(hand).hints
        yield from ((h.why, session.names) for h in hints)
        answer = hints[-1].action
        assert answer is not None
        session.act(answer)
    session.review()
    review = session.coach.notes(hand).review
    assert review is not None
    yield review.why, session.names


def _puzzles() -> Iterator[tuple[Explanation, Names]]:
    from pitchtutor.puzzles.shipped import shipped_puzzles

    for puzzle in shipped_puzzles()[:60]:
        for reason in puzzle.reasons:  # a puzzle's reasons are rule keys and facts, as explanations are
            yield Explanation(reason.key, reason.facts, reason.render(puzzle.names())), puzzle.names()


def _pittypat() -> Iterator[tuple[Explanation, Names]]:
    from pitchtutor.pittypat import DRAW, Drawn, Rules
    from pitchtutor.pittypat import Phase as PPhase
    from pitchtutor.pittypat.match import Match

    rng = random.Random(5)
    match = Match(Rules.from_json({}), 3, rng=rng.randrange(2**32))
    while match.winner is None and match.rounds_played < 3:
        game = match.new_round()
        while game.to_act is not None:
            names = game.names
            if game.phase is PPhase.DRAW:
                card = match.rng.choice(game.chance_outcomes())
                yield game.judge(Drawn(card)).why, names
                game.apply(Drawn(card))
                continue
            yield from ((verdict.why, names) for _, verdict in game.judge_all())
            yield game.judge(DRAW).why, names
            game.apply(game.legal_actions()[-1])
        yield from ((why, game.names) for why in game.score().why)
        yield from ((why, match.names) for why in match.finish_round().why)


def entries(lang: str) -> list[Entry]:
    """The checklist's sentences: for each key, the first found, said to "you" (the
    seat it concerns, or its partner) on a named table of four where there is one."""
    return [
        Entry(key, _reader(reader), why.render(reader), why.render(reader, lang))
        for key, why, reader in _found()
    ]


@functools.cache
def _found() -> tuple[tuple[str, Explanation, Names], ...]:
    found: dict[str, tuple[Explanation, Names]] = {}
    for source in (_engine, _coach, _puzzles, _pittypat):
        for why, names in source():
            if why.key in KEYS and (why.key not in found or _better(names, found[why.key][1])):
                found[why.key] = (why, names)
    missing = [key for key in KEYS if key not in found]
    if missing:
        raise LookupError(f"no sentence found for {missing}")
    made = []
    for number, key in enumerate(KEYS):
        why, names = found[key]
        reader = names if names.you is not None else _named(names, number % names.players)
        if names.you is not None and names.seat_names is None and names.players == 4:
            reader = _named(names, names.you)
        made.append((key, why, reader))
    return tuple(made)


def _better(new: Names, old: Names) -> bool:
    """A table of four partners is the one most learners sit at."""
    return (old.players, old.teams) != (4, 2) and (new.players, new.teams) == (4, 2)


_BLOCK = re.compile(r"^### \d+\. `(?P<key>[^`]+)`.*?(?=^### |\Z)", re.S | re.M)


def read_ticks(text: str) -> dict[tuple[str, str], tuple[bool, bool]]:
    """The ticks of a written checklist, by (key, translated sentence)."""
    ticks = {}
    for block in _BLOCK.finditer(text):
        body = block.group(0)
        sentence = re.search(r"^- (?:pt|fr): (.*)$", body, re.M)
        boxes = re.findall(r"^- \[([ x])\]", body, re.M)
        if sentence and len(boxes) == 2:
            ticks[(block.group("key"), sentence.group(1))] = (boxes[0] == "x", boxes[1] == "x")
    return ticks


def write(lang: str, old: str = "") -> str:
    ticks = read_ticks(old)
    head = (
        f"# The tutor in {LANGUAGES[lang]}: a native reader's checklist\n\n"
        f"Thirty sentences the tutor says, made by the engine, the coach and Pitty Pat from seeded "
        f"hands, each beside its English. Tick a box when it holds: the sentence says what the English "
        f"says and what the rules say, and it reads as a careful {LANGUAGES[lang]}-speaking card player "
        f'would say it (agreement, "you", seat names, the game\'s own words). A sentence whose template '
        f"changes loses its ticks.\n\nRegenerate with `python -m tests.checklist --write`; "
        f"`tests/test_checklists.py` holds it to what the tutor says.\n\n"
        f"Ticked so far: {{ticked}} of 30.\n\n"
    )
    blocks = []
    ticked = 0
    for number, entry in enumerate(entries(lang), 1):
        kept = ticks.get((entry.key, entry.translated), (False, False))
        ticked += all(kept)
        blocks.append(entry.block(number, kept).replace("{lang}", lang))
    return head.replace("{ticked}", str(ticked)) + "\n".join(blocks)


def path(lang: str) -> Path:
    return FOLDER / f"{lang}.md"


def main(argv: list[str]) -> int:
    stale = []
    for lang in LANGUAGES:
        old = path(lang).read_text(encoding="utf-8") if path(lang).exists() else ""
        new = write(lang, old)
        if new != old:
            stale.append(lang)
            if "--write" in argv:
                FOLDER.mkdir(exist_ok=True)
                path(lang).write_text(new, encoding="utf-8")
    if stale and "--write" not in argv:
        print(f"out of date: {', '.join(stale)} (python -m tests.checklist --write)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
