"""The coach speaks with one voice: a learner who obeys every hint and every
piece of bid advice is never contradicted.

Whole hands are played at a real table (a TableSession holding its Coach), the
learner's seat asking for the whole hint ladder before every move, opening the
bid advisor in the auction, and doing exactly what step 3 says; after each hand
the learner asks for the review.  At every decision:

* the three steps point at one move: the principle is the pointer's tip, the
  pointer's facts hold for the card step 3 names, and a forced move is said to
  be forced in one step;
* the advisor recommends the best row of its own table (or says it must bid);
  step 3 of the bidding ladder names the same call, and the rule of thumb counts
  the suit the table recommends, naming only a legal call;
* nothing about partners is said at a table of each for themselves, nothing about
  defenders to the bidding side;

and the review never calls a card played on the hint's word a mistake.
"""

from __future__ import annotations

import random

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Bid, Pass
from pitchtutor.bots import BasicBot
from pitchtutor.bots.equity import pass_worth, shown_net
from pitchtutor.bots.estimate import Estimator
from pitchtutor.cards import Card, Rank, Suit, parse_card
from pitchtutor.coach.advisor import Advice, advise, best_call
from pitchtutor.coach.hints import partner_to_come
from pitchtutor.explain import Names
from pitchtutor.state import Phase
from pitchtutor.tricks import beats, winning_play
from pitchtutor.view import SeatView
from pitchtutor.widgets import TableSession


def obey_a_hand(session: TableSession) -> list[str]:
    """Play the learner's seat (0) by the coach's word until the hand is over;
    every sentence the coach said, in order."""
    said: list[str] = []
    hand = session.hand
    while hand.phase in (Phase.AUCTION, Phase.PLAY):
        assert hand.to_act == 0
        view = hand.view(0)
        if hand.phase is Phase.AUCTION:
            advice = session.coach.advice(hand, 0, session.names).advice
            assert advice is not None
            call, suit = best_call(view, session.coach.bid_estimates(hand, 0), view.legal)
            assert advice.best_bid == (call.amount if isinstance(call, Bid) else 0)  # the table's best row
            assert advice.best_suit == suit
            check_best_row(advice, view)
            if advice.best_suit is not None:  # the rule of thumb speaks of the same suit, and a legal call
                assert advice.rule_of_thumb.best.suit is advice.best_suit
            assert advice.rule_of_thumb.bid == 0 or Bid(advice.rule_of_thumb.bid) in view.legal
            said += [advice.why.text, advice.rule_of_thumb.why.text]
        for _ in range(3):
            session.hint()
        hints = session.coach.notes(hand).hints
        said += [h.why.render(session.names) for h in hints]
        answer = hints[-1].action
        assert answer is not None and answer in view.legal
        if hand.phase is Phase.AUCTION:
            assert [h.level for h in hints] == [1, 2, 3]
            assert answer == call  # the bidding hint names the advisor's call
            # its figures: the suit named first, each with the table's own net and bid
            step3 = hints[-1].why.facts.get("best", {}).get("facts", hints[-1].why.facts)
            rows = step3["suits"]
            # the later speakers' exception: the hint names the same cheaper bid as the advice
            told = advice.why.facts.get("best", {}).get("facts", advice.why.facts)
            exception = (
                "later",
                "cheaper",
                "cheaper_suit",
                "cheaper_after",
                "outbid",
                "guarded",
                "cheaper_guarded",
            )
            assert {k: step3.get(k) for k in exception} == {k: told.get(k) for k in exception}
            if advice.best_suit is not None:
                assert rows[0][0] == advice.best_suit.value
            assert {row[0]: tuple(row[3]) for row in rows if row[3]} == {
                suit.value: (bid, round(net, 2)) for suit, (bid, net) in advice.nets.items()
            }
        else:
            check_play_ladder(view, hints, answer)
        session.act(answer)
    if hand.phase is not Phase.OVER:  # thrown in: nothing to review
        return said
    session.review()
    review = session.coach.notes(hand).review
    assert review is not None
    for play in review.plays:
        assert play.why.key != "review.mistake" or play.loss < 0.5 or not followed(session, play.played)
    said.append(review.why.text)
    return said


def check_best_row(advice: Advice, view: SeatView) -> None:
    """The call advised is the best row of the table as the page shows it, by the "net" column
    (your side's points less the other side's at the suit's best bid allowed): a bid in the suit
    with the best net, a pass when no net is above a pass's (0, or the contract another seat holds)
    -- or the exception the advice states."""
    facts = advice.why.facts.get("best", {}).get("facts", advice.why.facts)  # under the count's disagreement
    if advice.match is not None:  # the match's totals are known: its column is the one ranked by
        check_best_match_row(advice, view, facts)
        return
    best_net = max((net for _, net in advice.nets.values()), default=0.0)
    # a pass: 0, or where another seat holds the high bid, its contract (the table's pass row)
    passing = pass_worth([e for e in advice.suits.values() if e is not None], None)
    if facts.get("later"):  # bidding more than the best row, and saying why: later speakers would outbid it
        # the cheaper bid it names is the best row's, worth less counting how often it is outbid
        assert advice.nets[Suit(str(facts["cheaper_suit"]))] == (facts["cheaper"], best_net)
        assert 0 < float(facts["outbid"]) <= 1 and float(facts["guarded"]) > float(facts["cheaper_guarded"])
        assert all(
            value <= float(facts["guarded"]) for _, value in facts["between"]
        )  # this bid is worth most
        # and more than a pass so counted; if its own net is not, the advice says why
        assert float(facts["guarded"]) > passing or Pass() not in view.legal
        assert ("where it would lose points" in advice.why.text) == bool(facts["costly"])
        return
    if advice.best_bid:
        assert advice.best_suit is not None
        assert advice.nets[advice.best_suit] == (advice.best_bid, best_net)
        assert shown_net(best_net) > shown_net(passing) or Pass() not in view.legal
    else:  # as the table prints the nets: a tie goes to the pass
        assert shown_net(best_net) <= shown_net(passing)


def check_best_match_row(advice: Advice, view: SeatView, facts: dict[str, object]) -> None:
    """As :func:`check_best_row`, by the "match" column: the chance of winning the match after
    each suit's best bid for it, against the chance a pass leaves; and the advice's figures are
    the table's."""
    match = advice.match
    assert match is not None and facts["match"] == match.facts()
    # as the column prints them, to three decimals: two suits alike there are tied (the points decide)
    best = max((round(chance, 3) for _, chance in match.suits.values()), default=round(match.now, 3))
    if facts.get("later"):  # a bid the opponents after you leave more of, and saying why
        # worth more than a pass counting them; if nobody outbid it, more too, or the advice says
        # why not: they would take it away mostly where it would cost the seat
        assert advice.best_bid and (float(facts["guarded"]) > round(match.now, 3) or Pass() not in view.legal)
        assert (round(match.after, 3) > round(match.now, 3)) != bool(facts["costly"])
        assert ("where it would lower" in advice.why.text) == bool(facts["costly"])
        # the cheaper bid it names is the column's best, at its chance, and leaves less counting
        # how often it is outbid
        cheaper, chance = match.suits[Suit(str(facts["cheaper_suit"]))]
        assert (cheaper, round(chance, 3)) == (facts["cheaper"], best)
        assert float(facts["guarded"]) > float(facts["cheaper_guarded"])
        assert all(value <= float(facts["guarded"]) for _, value in facts["between"])
        # rounded once, to the three decimals every match figure keeps, as the chart shows it
        assert facts["cheaper_after"] == best
        digits = 1 if match.tenths() else 0  # a tenth where the chances would read alike
        assert f"at {best:.{digits}%} if nobody outbid it" in advice.why.text
        return
    if advice.best_bid:
        assert advice.best_suit is not None
        bid, chance = match.suits[advice.best_suit]
        assert (bid, round(chance, 3)) == (advice.best_bid, best) and chance == match.after
        # above a pass, or alike and chosen by the points ("the same as a pass"), or forced
        assert best >= round(match.now, 3) or Pass() not in view.legal
    else:
        assert best <= round(match.now, 3) and match.after == match.now
    if facts.get("points"):  # the points alone would call otherwise: the advice says which call
        assert match.points_call != (advice.best_bid, advice.best_suit)


def followed(session: TableSession, card: Card) -> bool:
    """Whether the learner played ``card`` where the hint had named it (its own card, not the
    first of its figures: a tie among them is broken by the tip step 1 gave)."""
    return any(named.card == card for named in session.coach._followed(session.hand).values())


def check_play_ladder(view: object, hints: tuple, answer: object) -> None:  # type: ignore[type-arg]
    from pitchtutor.view import SeatView

    assert isinstance(view, SeatView) and isinstance(answer, Card)
    cards = [a for a in view.legal if isinstance(a, Card)]
    if len(cards) == 1:
        assert len(hints) == 1 and hints[0].why.key == "hint.forced"
        return
    principle, pointer, third = hints
    assert third.why.key in ("hint.card", "hint.too_big")
    if third.why.key == "hint.too_big":
        return
    assert third.why.facts["card"] == answer.code
    assert third.why.facts["choices"][0][0] == answer.code  # the figures start with the card named
    assert principle.why.key == pointer.why.facts["tip"]  # step 1 is the tip step 2 points from
    facts = pointer.why.facts
    trump = view.trump
    if facts.get("tip") == "tip.protect_jack":  # the Jack kept from a higher trump, or taking the trick
        assert (answer != Card(Rank.JACK, trump)) != bool(facts.get("takes"))  # type: ignore[arg-type]
    if facts.get("tip") == "tip.lead_trumps" and not facts.get("first"):
        assert answer.suit is trump
    if facts.get("tip") == "tip.lead_trumps":  # "lead your highest trump": the highest of its suit held
        assert answer == max((c for c in cards if c.suit is answer.suit), key=lambda c: c.rank)
    # "the cheapest card that will still be winning once everyone has played": where nobody is left
    # to play, no cheaper card wins
    last = len(view.current) == view.players - 1
    if principle.why.key == "tip.win_cheaply" and facts.get("takes") and last:
        winning = winning_play(view.current, trump)[1]  # type: ignore[arg-type]
        assert not [c for c in cards if beats(c, winning, trump) and (c.suit is trump, c.rank) < (  # type: ignore[arg-type]
            answer.suit is trump, answer.rank)]  # fmt: skip
    said = pointer.why.render(Names(view.players, view.rules.teams))
    if "you need not take it" in said:  # said only to a seat that could take it
        assert any(beats(c, winning_play(view.current, trump)[1], trump) for c in cards)  # type: ignore[arg-type]
    if said.endswith("the fewest pips?"):
        assert answer.pips == min(c.pips for c in cards)  # the card it names gives the fewest
    if facts.get("to_come"):  # "your partner plays after you and may still take this trick"
        assert partner_to_come(view) and answer.pips > min(c.pips for c in cards)
    if "winning" in facts and trump is not None:
        winning = parse_card(facts["winning"])
        assert winning_play(view.current, trump)[1] == winning
        wins = beats(answer, winning, trump)
        if facts.get("takes") is not None:
            assert facts["takes"] == wins  # "beats it" only when step 3's card does
        if facts.get("cheapest"):
            cheaper = [c for c in cards if beats(c, winning, trump) and (c.suit is trump, c.rank) < (
                answer.suit is trump, answer.rank)]  # fmt: skip
            assert not cheaper
        if facts.get("partner") and facts.get("counter") is not None:
            assert facts["counter"] == (answer.pips > 0)


THREE_PARTNERSHIPS = {"preset": "partnership", "teams": 3}


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "players", "seed"), [("partnership", 4, 3), ("partnership", 4, 8),
                                                       ("partnership", 4, 11), ("partnership", 4, 17),
                                                       ("cutthroat", 3, 5), ("setback", 4, 2),
                                                       (THREE_PARTNERSHIPS, 6, 4)])  # fmt: skip
def test_a_learner_who_obeys_the_coach_is_never_contradicted(
    rules: str | dict[str, object], players: int, seed: int
) -> None:
    session = TableSession(rules, players, seed=seed, bot="basic", dealer=players - 1)
    for _ in range(2):
        said = obey_a_hand(session)
        text = " ".join(said)
        if session.rules.teams is None:
            assert "partner" not in text.lower()
        pitcher = session.hand.pitcher
        if pitcher is not None and session.rules.side_of(pitcher, players) == session.rules.side_of(
            0, players
        ):
            assert "Defenders" not in text and "As a defender" not in text
        session.next_hand()
        while session.hand.to_act not in (0, None):  # the bots before the learner
            session._bot_move()


def test_a_card_the_tip_chose_among_equals_is_not_blamed() -> None:
    """Seed 29: at trick 2 the 3♦, 3♣ and K♣ are worth the same on the hint's deals and its tip
    names the K♣ (the most pips on the partner's trick), listed third; the hidden cards favour the
    2♠. The review called the K♣ a mistake, since only the first figure counted as the hint's."""
    session = TableSession("partnership", seed=29)
    session.start()
    said = obey_a_hand(session)
    named = session.coach._followed(session.hand)
    review = session.coach.notes(session.hand).review
    assert review is not None and said
    assert str(named[8].card) == "KC"  # the tie the tip broke (the actions before it: 8)
    assert {play.why.key for play in review.plays if play.played == named[8].card} == {"review.hinted"}


def test_the_obedient_learner_plays_by_the_coach() -> None:
    """The learner the benchmark seats in the expert's place: its call is the advisor's, its card
    the hint's, and a whole hand plays out legally."""
    from pitchtutor import Hand, Ruleset
    from pitchtutor.bots.estimate import Estimator
    from pitchtutor.coach.advisor import advise
    from pitchtutor.coach.learner import ObedientLearner
    from pitchtutor.explain import Names

    hand = Hand.deal(Ruleset.preset("cutthroat"), 3, 2, 9)
    learner = ObedientLearner(seed=4)
    learner.estimator.time_budget = 60.0  # every sample drawn: the same figures as the advisor's below
    first = learner.choose(hand.view(0))
    estimator = Estimator(4, time_budget=60.0)
    advice = advise(hand.view(0), Names(3, None), estimator=estimator)
    assert first in hand.legal_actions()
    assert first == (Bid(advice.best_bid) if advice.best_bid else Pass())
    while hand.to_act is not None:
        hand.apply(learner.choose(hand.view(hand.to_act)))
    assert hand.phase in (Phase.OVER, Phase.REDEAL)


def _advice_at(
    rules: str, players: int, seed: int, samples: int, *, lowest: int = 12, calls: bool = False
) -> tuple[SeatView, Advice]:
    """The advice for a seat of a random deal (totals from ``lowest`` to 20 on even seeds, unknown
    on odd ones): the first to speak, or (``calls``) the next after one or more calls of the basic
    bot; over exactly ``samples`` deals whatever the machine's load."""
    rng = random.Random(seed)
    table = Ruleset.preset(rules)
    dealer = rng.randrange(players)
    sides = 2 if table.teams else players
    scores = None if seed % 2 else tuple(rng.randint(lowest, 20) for _ in range(sides))
    hand = Hand.deal(table, players, dealer, seed, scores=scores)
    for _ in range(rng.randrange(1, players) if calls else 0):
        hand.apply(BasicBot(seed=seed).choose(hand.view(hand.to_act)))
    view = hand.view(hand.to_act)
    estimates = Estimator(seed, samples=samples, one_pitch=True, time_budget=60).bid_estimates(view)
    names = Names(players, 2 if table.teams else None, you=view.seat)
    return view, advise(view, names, estimates=estimates)


# A cheaper bid ranked best, a dearer one kept counting the opponents after the seat, and that one
# worth less than a pass if nobody outbid it (partnership, 22 at 24 deals); a best net of +0.03,
# printed "+0.0" as a pass's is (cutthroat, 29 at 30): CI found the first at a sample count an
# idle machine never reached.  Then a sweep of first calls at three tables and three counts.
@pytest.mark.parametrize(
    ("rules", "players", "seed", "samples"),
    [("partnership", 4, 22, 24), ("cutthroat", 3, 29, 30)]
    + [(r, p, s, n) for r, p in (("partnership", 4), ("cutthroat", 3), ("cutthroat", 2))
       for s in range(100, 116) for n in (8, 17, 30)]
    + [("cutthroat", 4, s, n) for s in range(100, 108) for n in (8, 30)],
)  # fmt: skip
def test_the_advice_is_the_best_row_at_any_sample_count(
    rules: str, players: int, seed: int, samples: int
) -> None:
    view, advice = _advice_at(rules, players, seed, samples)
    check_best_row(advice, view)


def test_two_suits_whose_match_chances_read_alike_are_tied() -> None:
    """Six players, 13–19 to 21, a bid of 2 before you: a bid of 4 leaves 14.0% in diamonds and in
    spades alike; the advice takes diamonds on the points, and its row is the column's best as
    printed.  (The position changed with the node budget at six, 2026-12-07: the one before, seed
    30, no longer ties.)"""
    view, advice = _advice_at("partnership", 6, 122, 6, lowest=10, calls=True)
    assert advice.match is not None and (advice.best_bid, advice.best_suit) == (4, Suit.DIAMONDS)
    assert round(advice.match.suits[Suit.SPADES][1], 3) == round(advice.match.after, 3)
    diamonds, spades = advice.suits[Suit.DIAMONDS], advice.suits[Suit.SPADES]
    assert diamonds and spades and diamonds.edge_by_bid[4] > spades.edge_by_bid[4]  # the points decide
    check_best_row(advice, view)
