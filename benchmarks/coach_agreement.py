"""Does the coach agree with itself?  Two measurements of issue 15's "one voice".

    python benchmarks/coach_agreement.py [--deals 30] [--rules partnership cutthroat]

* The hint ladder: the learner's seat (0) asks for all three steps before every card and plays
  the card step 3 names, for the first hand of each deal.  Counted: how often a pointer's
  promise is broken by the card named -- "which card gives away the fewest pips?" followed by
  a card with more pips than another legal one; "which of your cards beats it most cheaply?"
  followed by a dearer winner; "lead your highest trump" followed by a lower card of its suit.
* The advisor against the hint at the pitch: where the learner bids as the advisor says and
  then pitches, the advisor's chance of making that bid against the chance the hint gives for
  the card it names at the pitch (the mean difference, with its 95% interval).  The call
  advised is the best of many noisy figures, so too few deals overstate it.

Figures go in the README or a closing note, never into timed asserts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pitchtutor.actions import Bid
from pitchtutor.cards import Card
from pitchtutor.explain import Names
from pitchtutor.state import Phase
from pitchtutor.tricks import beats, winning_play
from pitchtutor.widgets import TableSession


def ladder_breaks(rules: str, players: int, deals: int) -> dict[str, int]:
    """Each pointer's promise, and how often step 3's card broke it."""
    counts = {"cards": 0, "fewest": 0, "fewest broken": 0, "cheapest": 0, "cheapest broken": 0,
              "highest": 0, "highest broken": 0}  # fmt: skip
    for seed in range(deals):
        session = TableSession(rules, players, seed=seed, bot="basic", dealer=players - 1)
        hand = session.hand
        while hand.phase in (Phase.AUCTION, Phase.PLAY):
            view = hand.view(0)
            for _ in range(3):
                session.hint()
            hints = session.coach.notes(hand).hints
            answer = hints[-1].action
            if hand.phase is Phase.PLAY and len(hints) == 3 and isinstance(answer, Card):
                counts["cards"] += 1
                cards = [a for a in view.legal if isinstance(a, Card)]
                pointer = hints[1].why.render(Names(view.players, view.rules.teams))
                if pointer.endswith("the fewest pips?"):
                    counts["fewest"] += 1
                    counts["fewest broken"] += answer.pips > min(c.pips for c in cards)
                if pointer.endswith("beats it most cheaply?") and view.trump is not None:
                    counts["cheapest"] += 1
                    trump = view.trump
                    winning = winning_play(view.current, trump)[1]
                    price = (answer.suit is trump, answer.rank)
                    winners = [c for c in cards if beats(c, winning, trump)]
                    counts["cheapest broken"] += any((c.suit is trump, c.rank) < price for c in winners)
                if hints[0].why.key == "tip.lead_trumps":
                    counts["highest"] += 1
                    counts["highest broken"] += answer != max(
                        (c for c in cards if c.suit is answer.suit), key=lambda c: c.rank
                    )
            session.act(answer)  # type: ignore[arg-type]
    return counts


def advice_against_pitch(rules: str, players: int, deals: int) -> list[float]:
    """The hint's chance of making the bid at the pitch less the advisor's, deal by deal."""
    gaps = []
    for seed in range(deals):
        session = TableSession(rules, players, seed=seed, bot="basic", dealer=players - 1)
        hand = session.hand
        advice = session.coach.advice(hand, 0, session.names).advice
        if advice is None or not advice.best_bid or advice.best_suit is None:
            continue
        estimate = next(e for e in session.coach.bid_estimates(hand, 0) if e.suit is advice.best_suit)
        session.act(Bid(advice.best_bid))
        while hand.phase is Phase.AUCTION and hand.to_act != 0:
            session._bot_move()
        pitching = hand.phase is Phase.PLAY and hand.pitcher == 0 and hand.to_act == 0
        if not pitching or hand.bid != advice.best_bid:
            continue
        for _ in range(3):
            session.hint()
        choices = session.coach.notes(hand).hints[-1].why.facts.get("choices") or []
        if choices and choices[0][2] is not None:
            gaps.append(choices[0][2] - estimate.chance[advice.best_bid])
    return gaps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--rules", nargs="+", default=["partnership", "cutthroat"])
    args = parser.parse_args()
    for rules in args.rules:
        players = 4 if rules in ("partnership", "setback") else 3
        counts = ladder_breaks(rules, players, args.deals)
        print(f"{rules}: {counts['cards']} cards hinted; promises broken: "
              f"fewest pips {counts['fewest broken']} of {counts['fewest']}, "
              f"cheapest winner {counts['cheapest broken']} of {counts['cheapest']}, "
              f"highest trump {counts['highest broken']} of {counts['highest']}")  # fmt: skip
        gaps = advice_against_pitch(rules, players, args.deals)
        if len(gaps) >= 2:
            half = 1.96 * statistics.stdev(gaps) / len(gaps) ** 0.5
            print(f"{rules}: the hint at the pitch less the advisor, chance of making the bid: "
                  f"{statistics.fmean(gaps):+.3f} ± {half:.3f} over {len(gaps)} deals")  # fmt: skip


if __name__ == "__main__":
    main()
