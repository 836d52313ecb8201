"""The puzzle trainer and the drills without a browser: choosing by level and theme,
reviews, streaks, ratings, the learner file (hostile ones too), drills against the
engine, and the two widgets driven as the page drives them."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
import traitlets
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchtutor.actions import action_json
from pitchtutor.cards import Card
from pitchtutor.puzzles.drills import DRILL_KINDS, DrillError, Pace, make_drill
from pitchtutor.puzzles.puzzle import Puzzle
from pitchtutor.puzzles.rating import Rating
from pitchtutor.puzzles.trainer import (
    MAX_HISTORY,
    NEAREST,
    REVIEW_AFTER,
    STREAK_START,
    Learner,
    Outcome,
    PuzzleIndex,
    Trainer,
    TrainerError,
    learner_text,
    read_learner,
    shipped_index,
)
from pitchtutor.texts.page import word
from pitchtutor.widgets.trainer import Drills, PuzzleTrainer, outcome_feedback, puzzle_view


def wrong(puzzle: Puzzle) -> Any:
    return next(c.action for c in puzzle.choices if not puzzle.solves(c.action))


def trainer(**kwargs: Any) -> Trainer:
    return Trainer(shipped_index(), seed=kwargs.pop("seed", 1), **kwargs)


# -- choosing the next puzzle -----------------------------------------------------------------


@pytest.mark.parametrize("level", [800.0, 1200.0, 1500.0, 1900.0])
def test_the_next_puzzle_is_near_the_learners_rating(level: float) -> None:
    t = trainer(learner=Learner(rating=Rating(level, 80)))
    distances = sorted(abs(p.rating.rating - level) for p in shipped_index().puzzles)
    for done in range(20):
        puzzle = t.next_puzzle()
        closer = sum(d < abs(puzzle.rating.rating - level) for d in distances)
        assert closer < NEAREST + done  # among the nearest but those done lately
        t.answer(puzzle.answer)
        t.learner = Learner(rating=Rating(level, 80), recent=t.learner.recent)


def test_a_theme_gives_puzzles_of_that_theme_and_unknown_themes_are_refused() -> None:
    index = shipped_index()
    for theme in index.themes:
        t = trainer(theme=theme)
        for _ in range(3):
            puzzle = t.next_puzzle()
            assert theme in puzzle.themes
            t.answer(puzzle.answer)
    with pytest.raises(TrainerError):
        trainer(theme="no such theme")
    with pytest.raises(TrainerError):
        trainer(mode="blitz")


def test_recent_puzzles_are_not_offered_again() -> None:
    t = trainer()
    seen = []
    for _ in range(40):
        puzzle = t.next_puzzle()
        seen.append(puzzle.id)
        t.answer(puzzle.answer)
    assert len(set(seen)) == len(seen)


def test_near_finds_the_closest_ratings_by_bisection() -> None:
    index = PuzzleIndex(shipped_index().puzzles[:50])
    ratings = sorted(p.rating.rating for p in index.puzzles)
    rng = random.Random(3)
    for target in (0.0, 1400.0, 5000.0):
        picked = index.near(target, rng, nearest=3)
        closest = sorted(ratings, key=lambda r: abs(r - target))[:3]
        assert picked.rating.rating in closest
    everything = {p.id for p in index.puzzles}
    assert index.near(1500, rng, avoid=everything).id in everything  # all done lately: still a puzzle


# -- answers, ratings, reviews, streaks --------------------------------------------------------


def test_a_solve_raises_the_rating_and_a_miss_lowers_it() -> None:
    t = trainer()
    puzzle = t.next_puzzle()
    missed = t.answer(wrong(puzzle))
    assert not missed.solved and missed.after.rating < missed.before.rating
    puzzle = t.next_puzzle()
    solved = t.answer(action_json(puzzle.answer))  # as the page sends it
    assert solved.solved and solved.after.rating > solved.before.rating
    assert [a.solved for a in t.learner.history] == [False, True]
    # The chart as it is kept in the browser (one decimal), the same after a reload.
    assert t.learner.chart() == [1500.0, round(missed.after.rating, 1), round(solved.after.rating, 1)]


def test_an_illegal_or_unreadable_answer_is_refused_with_the_engines_reason_and_changes_nothing() -> None:
    t = trainer()
    puzzle = t.next_puzzle()
    before = t.learner
    for value in ("ZZ", None, 9, ["AS"], "redeal"):
        with pytest.raises(TrainerError):
            t.answer(value)
    assert t.learner == before and t.current is puzzle
    with pytest.raises(TrainerError):
        Trainer(shipped_index()).answer("pass")  # nothing on show yet


def test_a_missed_puzzle_comes_back_on_the_leitner_schedule_until_learnt() -> None:
    t = trainer()
    missed = t.next_puzzle()
    t.answer(wrong(missed))
    assert [(r.puzzle, r.box, r.due) for r in t.learner.reviews] == [(missed.id, 1, 1 + REVIEW_AFTER[0])]

    def until_review() -> int:
        count = 0
        while True:
            puzzle = t.next_puzzle()
            if t.current_is_review:
                assert puzzle.id == missed.id
                return count
            t.answer(puzzle.answer)
            count += 1

    assert until_review() == REVIEW_AFTER[0]  # puzzles done in between
    rating, history = t.learner.rating, t.learner.history
    outcome = t.answer(missed.answer)
    assert t.learner.reviews[0].box == 2
    # a review is not rated: its answer was shown at the miss (a walk found reviews earning full credit)
    assert outcome.review and outcome.after == outcome.before == rating
    assert t.learner.rating == rating and t.learner.history == history
    assert until_review() == REVIEW_AFTER[1]
    t.answer(wrong(missed))  # a miss in review: back to box 1
    assert t.learner.reviews[0].box == 1
    for box in (1, 2, 3):
        until_review()
        t.answer(missed.answer)
        assert len(t.learner.reviews) == (0 if box == 3 else 1)
    assert all(not t.current_is_review for _ in range(30) if (t.answer(t.next_puzzle().answer) or True))


def test_streak_mode_rises_in_difficulty_ends_at_a_miss_and_is_not_rated() -> None:
    t = trainer(mode="streak")
    ratings = []
    for n in range(6):
        assert t.target() == STREAK_START + 60 * n
        puzzle = t.next_puzzle()
        ratings.append(puzzle.rating.rating)
        outcome = t.answer(puzzle.answer)
        assert outcome.streak == n + 1 and outcome.after == outcome.before
    assert ratings[-1] > ratings[0]
    outcome = t.answer(wrong(t.next_puzzle()))
    assert outcome.streak == 0 and t.learner.best_streak == 6
    assert t.learner.history == () and t.learner.rating == Rating()
    assert len(t.learner.reviews) == 1  # the streak's miss is reviewed like any other
    t.set_mode("rated")
    assert t.target() == 1500.0


def test_strengths_and_weaknesses_by_theme() -> None:
    t = trainer(theme="count_before_bid")
    for n in range(8):
        puzzle = t.next_puzzle()
        t.answer(puzzle.answer if n % 4 else wrong(puzzle))
    t.set_theme("win_cheaply")
    for _ in range(4):
        t.answer(wrong(t.next_puzzle()))
    records = {r.theme: r for r in t.themes()}
    # the fifth is the first miss back for review, and missed again: not rated, so not counted
    assert (records["count_before_bid"].attempts, records["count_before_bid"].solved) == (7, 6)
    strong, weak = t.strengths()
    assert "count_before_bid" in [r.theme for r in strong]
    assert "win_cheaply" in [r.theme for r in weak]


# -- the learner file ----------------------------------------------------------------------------


def test_the_learner_file_round_trips() -> None:
    t = trainer()
    for n in range(5):
        puzzle = t.next_puzzle()
        t.answer(puzzle.answer if n % 2 else wrong(puzzle))
    text = learner_text(t.learner)
    again = read_learner(text)
    assert again.to_json() == read_learner(json.loads(text)).to_json() == json.loads(text)
    assert (
        again.to_json() == t.learner.to_json()
        and len(again.history) == 4  # the fifth puzzle was the first miss back for review: not rated
        and again.done == 5
        and again.reviews
    )


def good() -> dict[str, Any]:
    return Learner().to_json()


HOSTILE: list[Any] = [
    "",
    "not json",
    "NaN",
    "[" * 5000,
    '{"format": "pitchtutor-puzzle-learner", "version": 1, "rating": [1e999, 1, 1]}',
    "1" * 5000,
    "x" * 2_000_000,
    None,
    [],
    42,
    good() | {"format": "something else"},
    good() | {"version": 2},
    good() | {"rating": "1500"},
    good() | {"rating": [1500, -5, 0.06]},
    good() | {"rating": [99999, 50, 0.06]},
    good() | {"rating": [1500, 50, True]},
    good() | {"history": {"a": 1}},
    good() | {"history": [["p", 2, 1500]]},
    good() | {"history": [["p", True, 1500]]},
    good() | {"history": [["p", 1.0, 1500]]},
    good() | {"history": [["p", 1, "1500"]]},
    good() | {"history": [["", 1, 1500]]},
    good() | {"history": [["\x00bad", 1, 1500]]},
    good() | {"history": [["p" * 100, 1, 1500]]},
    good() | {"history": [["p", 1, 1500]] * (MAX_HISTORY + 1)},
    good() | {"reviews": [["p", 0, 3]]},
    good() | {"reviews": [["p", 1, -3]]},
    good() | {"reviews": [["p", 1, 3], ["p", 2, 5]]},
    good() | {"done": -1},
    good() | {"done": 10**30},
    good() | {"best_streak": "7"},
    good() | {"recent": ["ok", 5]},
]


@pytest.mark.parametrize("value", HOSTILE, ids=lambda v: repr(v)[:40])
def test_a_hostile_learner_file_is_refused_with_a_message(value: Any) -> None:
    with pytest.raises(TrainerError) as error:
        read_learner(value)
    assert str(error.value) and "Traceback" not in str(error.value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({}, optional=dict.fromkeys(good(), JSON)) | JSON)
def test_nothing_a_visitor_sends_escapes_but_trainer_error(value: Any) -> None:
    if isinstance(value, dict) and value:
        value = good() | value
    try:
        learner = read_learner(value)
    except TrainerError:
        return
    assert read_learner(learner.to_json()) == learner


# -- drills ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(25))
def test_drills_agree_with_the_engine(seed: int) -> None:
    pips = make_drill("pips", seed)
    assert pips.pips == sum(c.pips for c in pips.cards) and len(set(pips.cards)) == len(pips.cards)
    assert pips.check(pips.pips).correct and not pips.check(pips.pips + 1).correct
    assert "pip" in pips.check(str(pips.pips)).lines[0].text

    scores = make_drill("scores", seed)
    hand = scores.hand()
    truth = {a.point: (-1 if a.side is None else a.side) for a in hand.score().awards}
    checked = scores.check(truth)
    assert checked.correct and [line.text for line in checked.lines] == [
        a.why.text for a in hand.score().awards
    ]
    first = next(iter(truth))
    assert not scores.check(truth | {first: truth[first] + 1}).correct

    legal = make_drill("legal", seed)
    hand = legal.hand()
    assert hand.to_act is not None
    truth_cards = {a for a in hand.legal_actions() if isinstance(a, Card)}
    assert legal.legal() == truth_cards
    assert legal.check([c.code for c in truth_cards]).correct
    assert not legal.check(
        [c.code for c in hand.holding(hand.to_act)][:1] if len(truth_cards) > 1 else []
    ).correct


def test_drills_are_reproducible_and_refuse_bad_answers() -> None:
    for kind in DRILL_KINDS:
        assert make_drill(kind, 7) == make_drill(kind, 7)
    for kind, bad in (
        ("pips", "lots"),
        ("pips", True),
        ("scores", {"high": 0}),
        ("legal", "AS"),
        ("legal", ["ZZ"]),
    ):
        with pytest.raises(DrillError):
            make_drill(kind, 1).check(bad)
    with pytest.raises(DrillError):
        make_drill("speed", 1)


def test_pace_compares_the_recent_median_with_the_earlier_one() -> None:
    pace = Pace()
    for seconds in (10, 9, 8, 12, 11, 5, 4, 6, 5, 5):
        pace = pace.add(seconds)
    report = pace.report()
    assert (report.answers, report.recent, report.earlier) == (10, 5, 10)
    assert report.change == pytest.approx(-0.5)
    assert Pace().report().change is None and Pace((3.0,)).report().change is None


# -- the widgets --------------------------------------------------------------------------------


def card_codes(value: object) -> set[str]:
    return set(re.findall(r'"code": "([2-9TJQKA][SHDC])"', json.dumps(value)))


def test_the_page_is_sent_only_what_the_puzzles_seat_may_see() -> None:
    for puzzle in shipped_index().puzzles[::40]:
        hand = puzzle.hand()
        visible = {c.code for c in hand.holding(puzzle.seat)}
        visible |= {c.code for t in hand.tricks for _, c in t.plays}
        visible |= {c.code for _, c in hand.current_trick}
        view = puzzle_view(puzzle)
        assert card_codes(view) <= visible
        assert not {"answer", "choices", "values", "themes", "record"} & set(view)


def test_the_trainer_widget_as_the_page_drives_it() -> None:
    w = PuzzleTrainer(seed=2)
    assert w.summary["rating"] == 1500 and w.learner["format"] == "pitchtutor-puzzle-learner"
    puzzle = w.trainer.current
    assert puzzle is not None
    w._on_message(w, {"type": "answer", "value": action_json(wrong(puzzle))}, [])
    assert w.feedback["correct"] is False and w.feedback["delta"] < 0
    assert len(w.feedback["lines"]) >= 2 and any(row["answer"] for row in w.feedback["values"])
    assert w.summary["rating"] < 1500 and w.learner["history"][0][1] == 0
    w._on_message(w, {"type": "answer", "value": action_json(puzzle.answer)}, [])
    assert "answered" in w.feedback["error"] and w.summary["attempts"] == 1
    w._on_message(w, {"type": "next"}, [])
    assert w.feedback == {} and w.puzzle["id"] != puzzle.id
    w._on_message(w, {"type": "answer", "value": "ZZ"}, [])
    assert "Invalid" in w.feedback["error"]
    for nonsense in ("hello", {"type": "rm -rf"}, {"type": None}):
        w._on_message(w, nonsense, [])
        assert "does not understand" in w.feedback["error"]


def test_the_page_may_set_theme_mode_and_learner_only_to_valid_values() -> None:
    w = PuzzleTrainer(seed=3)
    w.theme = "protect_jack"
    assert "protect_jack" in w.trainer.current.themes  # type: ignore[union-attr]
    w.mode = "streak"
    assert w.trainer.mode == "streak"
    for name, value in (("theme", "drop tables"), ("mode", "blitz"), ("learner", {"format": "x"})):
        with pytest.raises(traitlets.TraitError):
            setattr(w, name, value)
    kept = Learner(rating=Rating(1830, 90)).to_json()
    w.learner = kept  # what the page hands over from its storage when it opens
    assert w.summary["rating"] == 1830 and w.trainer.learner.rating.rating == 1830


def test_a_bad_learner_from_the_page_is_refused_in_one_line_by_the_guard(
    caplog: pytest.LogCaptureFixture,
) -> None:
    w = PuzzleTrainer(seed=4)
    message = {"content": {"data": {"method": "update", "state": {"learner": {"format": 1}}}}, "buffers": []}
    w._handle_msg(message)
    assert w.learner["format"] == "pitchtutor-puzzle-learner"
    assert "refused a message" in caplog.text and "Traceback" not in caplog.text


def test_import_takes_a_good_file_and_refuses_a_bad_one_with_a_message() -> None:
    w = PuzzleTrainer(seed=5)
    assert w.import_learner(learner_text(Learner(rating=Rating(1700, 60)))) is True
    assert w.summary["rating"] == 1700 and "Imported" in w.feedback["notice"]
    for hostile in ("{", "[" * 9000, 12, json.dumps(good() | {"done": -4}), "x" * 2_000_000):
        w._on_message(w, {"type": "import", "text": hostile}, [])
        assert w.feedback["error"].startswith("That file was not imported") and w.summary["rating"] == 1700


def test_the_drills_widget_checks_times_and_reports_the_pace() -> None:
    now = [0.0]
    d = Drills(seed=1, kind="pips", clock=lambda: now[0])
    for seconds in (9, 8, 9, 7, 6, 5, 4):
        now[0] += seconds
        d._on_message(d, {"type": "answer", "value": d.drill.pips}, [])
        assert d.feedback["correct"] is True and d.feedback["summary"] == f"Right, in {seconds:.1f} s."
        d._on_message(d, {"type": "next"}, [])
    pace = d.pace["pips"]
    assert (pace["answers"], pace["recent"], pace["earlier"]) == (7, 6, 8.5)
    assert "faster" in pace["text"]
    assert d.question["kind"] == "count-pips"
    d.kind = "scores"
    assert d.question["kind"] == "who-scores"
    d.kind = "legal"
    assert d.question["kind"] == "legal-cards"
    d._on_message(d, {"type": "answer", "value": "AS"}, [])
    assert "Choose the cards" in d.feedback["error"]
    with pytest.raises(traitlets.TraitError):
        d.kind = "speed"


def test_only_a_right_first_answer_is_timed() -> None:
    """A quick wrong guess, then the right answer, is no measure of pace: that drill is not timed."""
    now = [0.0]
    d = Drills(seed=1, kind="pips", clock=lambda: now[0], lang="fr")
    now[0] += 1
    d._on_message(d, {"type": "answer", "value": d.drill.pips + 1}, [])
    now[0] += 2
    d._on_message(d, {"type": "answer", "value": d.drill.pips}, [])
    assert d.feedback["correct"] is True and d.pace == {}
    d._on_message(d, {"type": "next"}, [])
    now[0] += 4
    d._on_message(d, {"type": "answer", "value": d.drill.pips}, [])
    assert d.pace["pips"]["answers"] == 1 and d.pace["pips"]["recent"] == 4
    assert d.pace["pips"]["text"].endswith("1 bonne réponse chronométrée, 4,0 s.")


def test_the_drill_times_are_kept_by_the_page_and_count_on_the_next_visit() -> None:
    now = [0.0]
    first = Drills(seed=1, kind="pips", clock=lambda: now[0])
    for seconds in (9, 8, 9):
        now[0] += seconds
        first.answer(first.drill.pips)
        first.next()
    assert first.times == {"pips": [9.0, 8.0, 9.0]}  # what the page stores
    again = Drills(seed=2, kind="pips", clock=lambda: now[0])  # a later visit: the page hands them back
    again.times = json.loads(json.dumps(first.times))
    assert again.pace["pips"]["answers"] == 3
    for seconds in (5, 4, 4, 3, 3):
        now[0] += seconds
        again.answer(again.drill.pips)
        again.next()
    pace = again.pace["pips"]
    assert (pace["answers"], pace["recent"], pace["earlier"]) == (8, 4.0, 9.0) and "faster" in pace["text"]


@pytest.mark.parametrize(
    "value",
    [
        [],
        "fast",
        {"speed": [1.0]},
        {"pips": "1,2"},
        {"pips": [True]},
        {"pips": [-1]},
        {"pips": [1e9]},
        {"pips": [1.0] * 61},
        {"pips": [float("nan")]},
    ],
)
def test_bad_drill_times_from_the_page_are_refused_and_change_nothing(value: Any) -> None:
    d = Drills(seed=1, kind="pips")
    d.times = {"pips": [3.0]}
    with pytest.raises(traitlets.TraitError):
        d.times = value
    assert d.times == {"pips": [3.0]} and d.pace["pips"]["answers"] == 1


def test_a_missed_puzzles_gap_is_said_with_each_languages_plural() -> None:
    """ "0.35 points a hand less" in English; French and Portuguese keep the singular below 2
    ("0,35 point", "0,35 ponto") and take the plural from 2 on."""
    seen = set()
    for puzzle in shipped_index().puzzles:
        answer = next(c for c in puzzle.choices if c.action == puzzle.answer)
        for choice in puzzle.choices:
            if puzzle.solves(choice.action) or choice.action == puzzle.tempting:
                continue
            gap = answer.mean - choice.mean
            many = abs(gap) >= 2
            if many in seen:
                continue
            seen.add(many)
            rating = Rating()
            outcome = Outcome(puzzle, choice.action, False, "rated", False, rating, rating, 0)
            said = {lang: outcome_feedback(outcome, lang)["lines"][1]["text"] for lang in ("en", "pt", "fr")}
            assert f"{gap:.2f} points a hand less" in said["en"]
            figure = f"{gap:.2f}".replace(".", ",")
            assert f"{figure} {'pontos' if many else 'ponto'} por mão" in said["pt"], said["pt"]
            assert f"{figure} {'points' if many else 'point'} de moins par donne" in said["fr"], said["fr"]
    assert False in seen


def test_a_dealers_hold_is_named_as_a_hold_not_a_raise() -> None:
    """After Ann 1, the dealer's call of 1 is not a bid over Ann (the glossary says a bid must be
    higher): it is the dealer's privilege, shown and named "hold at 1"."""
    for puzzle in shipped_index().puzzles:
        view = puzzle_view(puzzle)
        held = [o for o in view["options"] if o["hold"]]
        if held:
            break
    else:
        raise AssertionError("no shipped bid puzzle offers a hold")
    assert len(held) == 1 and str(held[0]["call"]) in {c["label"] for c in view["calls"]}
    rating = Rating()
    chosen = next(c.action for c in puzzle.choices if action_json(c.action) == held[0]["call"])
    feedback = outcome_feedback(Outcome(puzzle, chosen, False, "rated", False, rating, rating, 0), "en")
    assert f"Hold at {held[0]['call']}" in {row["label"] for row in feedback["values"]}
    assert not any(row["label"] == f"Bid {held[0]['call']}" for row in feedback["values"])


def test_a_streak_serves_no_review_and_rated_mode_serves_it_when_due() -> None:
    """A walk found "A puzzle you missed, back for review" in Streak mode, whose puzzles promise to
    climb from easy to hard until the first miss: the reviews wait for rated mode."""
    t = trainer()
    t.answer(wrong(t.next_puzzle()))  # a miss: reviewed after REVIEW_AFTER[0] puzzles
    t.set_mode("streak")
    for _ in range(REVIEW_AFTER[0] + 3):
        puzzle = t.next_puzzle()
        assert not t.current_is_review
        t.answer(puzzle.answer)
    t.set_mode("rated")
    t.next_puzzle()
    assert t.current_is_review


def test_a_puzzles_reason_fits_the_table_and_the_sign_of_its_values() -> None:
    """A walk found "worth only -0.66" (a loss is no smaller for "only"), a best card worth -0.07
    with nothing said, and "your side" at a table with no partners."""
    from pitchtutor.explain import Names, render

    facts = {
        "card": "3H",
        "tempting": "AH",
        "value": -0.07,
        "tempting_value": -0.66,
        "deals": 400,
        "also": [],
    }
    alone, partners = Names(3, None, you=0), Names(4, 2, you=0)
    en = render("puzzle.card", facts, alone)
    assert (
        "worth \u22120.07 points to you on average (every card loses points here: this one the fewest)" in en
    )
    assert "tempting but worth \u22120.66, 0.59 points a hand less" in en
    assert "para você, em média (aqui toda carta perde pontos" in render("puzzle.card", facts, alone, "pt")
    assert "mais vaut \u22120,66" in render("puzzle.card", facts, alone, "fr")
    gain = facts | {"value": 0.85, "tempting_value": 0.5}
    assert "to your side on average. The A♥ is tempting but worth only +0.50" in render(
        "puzzle.card", gain, partners
    )
    assert "mas vale só +0,50" in render("puzzle.card", gain, partners, "pt")
    assert "mais ne vaut que +0,50" in render("puzzle.card", gain, partners, "fr")
    bid = {
        "call": "pass",
        "value": 0.0,
        "deals": 400,
        "tempting": 2,
        "tempting_suit": "H",
        "tempting_value": -0.4,
    }
    assert "leaves you behind the others on average" in render("puzzle.bid", bid, alone)
    assert "vous laisse derrière les autres" in render("puzzle.bid", bid, alone, "fr")


def test_the_values_are_worth_to_a_side_only_where_there_are_sides() -> None:
    """A walk found "What each choice is worth to your side" over a cutthroat puzzle: at a table of
    each for themselves the page titles the values "worth to you" (the title is made here). A call's figure
    is a net (the other side's points, or an average opponent's at a table of three, taken off), and
    its title says so, as the puzzle's sentence does."""
    rating = Rating()
    titles = {}
    for puzzle in shipped_index().puzzles:
        alone = puzzle.record.rules.teams is None
        if (alone, puzzle.kind) in titles:
            continue
        chosen = puzzle.choices[0].action
        feedback = outcome_feedback(Outcome(puzzle, chosen, True, "rated", False, rating, rating, 0), "en")
        titles[alone, puzzle.kind] = feedback["values_title"].replace(feedback["deals"], "N deals")
    assert titles == {
        (False, "card"): "What each choice is worth to your side, on average over N deals:",
        (True, "card"): "What each choice is worth to you, on average over N deals:",
        (
            False,
            "bid",
        ): "What each call is worth to your side less the other side's points, on average over N deals:",
        (
            True,
            "bid",
        ): "What each call is worth to you less an average opponent's points, on average over N deals:",
    }
    said = {
        lang: word(lang, "trainer.values_title_net_rivals", deals="64 deals") for lang in ("en", "pt", "fr")
    }
    assert said == {"en": "What each call is worth to you less an average opponent's points, on average over 64 deals:",
                    "pt": "Quanto cada escolha vale para você, menos os pontos de um adversário médio, em média sobre 64 deals:",
                    "fr": "Ce que vaut chaque choix pour vous, moins les points d'un adversaire moyen, en moyenne sur 64 deals\u00a0:"}  # fmt: skip
