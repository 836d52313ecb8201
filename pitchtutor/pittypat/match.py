"""A Pitty Pat match: rounds until a penalty target or a number of rounds.

* The first dealer is found by drawing: every player draws a card, the
  highest (Ace high, as in the text's rank order) deals; players tied for
  the highest draw again.  The deal rotates clockwise after each round.
* After each round the penalties are added to the totals.  With ``target``
  the match ends when someone's total reaches it; with ``rounds = N`` after
  the N-th round.  The lowest total wins.  Where the text is silent, on a
  tie for the lowest total: another round is played, and again, until one
  total is lowest alone.
* ``stake``: each player antes one chip before the deal; the round's winner
  takes the pot.  Chips are counted net over the match (a player starts at
  0 and may go below).  A shared (blocked) win splits the pot evenly; the
  chips that do not divide stay in the pot for the next round.

>>> from pitchtutor.pittypat.rules import Rules
>>> match = Match(Rules(rounds=1), players=2, rng=4)
>>> play = match.new_round()
>>> while play.to_act is not None:
...     if play.phase.value == "draw":
...         _ = play.draw_at_random(match.rng)
...     else:
...         _ = play.apply(play.legal_actions()[0])
>>> match.finish_round().over, match.winner is not None
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.cards import DECK, Card
from pitchtutor.errors import HandNotOverError, MatchOverError
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.pittypat.round import Round, RoundScore
from pitchtutor.pittypat.rules import Rules, check_players


@dataclass(frozen=True)
class Settlement:
    """The match after a round: totals, chips, and whether it is over."""

    totals: tuple[int, ...]
    chips: tuple[int, ...]  # net chips per seat (all 0 unless stake)
    pot: int  # chips left in the pot for the next round
    winner: int | None  # the match winner, once the match is over
    next_dealer: int
    why: tuple[Explanation, ...]

    @property
    def over(self) -> bool:
        return self.winner is not None


def draw_for_dealer(players: int, rng: random.Random, names: Names) -> tuple[int, tuple[Explanation, ...]]:
    """Everyone draws a card from a fanned deck; the highest deals (ties draw again)."""
    check_players(players)
    contenders = list(range(players))
    whys = []
    while True:
        cards: list[Card | None] = [None] * players
        deck = list(DECK)
        for seat in contenders:
            card = rng.choice(deck)
            deck.remove(card)
            cards[seat] = card
        top = max(card.rank for card in cards if card is not None)
        tied = [seat for seat in contenders if (drawn := cards[seat]) is not None and drawn.rank == top]
        shown = [card.code if card is not None else None for card in cards]
        if len(tied) == 1:
            whys.append(explain("pittypat.dealer_draw", names, cards=shown, dealer=tied[0]))
            return tied[0], tuple(whys)
        whys.append(explain("pittypat.dealer_redraw", names, cards=shown, tied=tied))
        contenders = tied


def settle_round(
    rules: Rules,
    names: Names,
    totals: Sequence[int],
    score: RoundScore,
    *,
    round_number: int,
    dealer: int,
    chips: Sequence[int] | None = None,
    pot: int = 0,
) -> Settlement:
    """Add a scored round to the totals and decide the match."""
    players = len(totals)
    new_totals = tuple(total + points for total, points in zip(totals, score.penalties, strict=True))
    new_chips = list(chips) if chips is not None else [0] * players
    whys: list[Explanation] = []
    left = 0
    if rules.stake:
        stake = pot + players
        new_chips = [c - 1 for c in new_chips]
        winners = score.end.winners
        each, left = divmod(stake, len(winners))
        for seat in winners:
            new_chips[seat] += each
        if len(winners) == 1:
            whys.append(explain("pittypat.stake_pot", names, winner=winners[0], pot=stake, carried=pot))
        else:
            whys.append(explain("pittypat.stake_shared", names, winners=list(winners), pot=stake, each=each,
                                left=left))  # fmt: skip
    following = (dealer + 1) % players
    ends = (
        any(total >= rules.target for total in new_totals)
        if rules.target is not None
        else rules.rounds is not None and round_number >= rules.rounds
    )
    winner = None
    if ends:
        lowest = min(new_totals)
        leaders = [seat for seat in range(players) if new_totals[seat] == lowest]
        if len(leaders) == 1:
            winner = leaders[0]
            if rules.target is not None:
                reached = [seat for seat in range(players) if new_totals[seat] >= rules.target]
                whys.append(explain("pittypat.match_target", names, totals=list(new_totals),
                                    target=rules.target, reached=reached, winner=winner))  # fmt: skip
            else:
                whys.append(explain("pittypat.match_rounds", names, totals=list(new_totals),
                                    rounds=rules.rounds, winner=winner))  # fmt: skip
        else:
            whys.append(explain("pittypat.match_tie", names, totals=list(new_totals), tied=leaders))
    else:
        whys.append(explain("pittypat.match_goes_on", names, totals=list(new_totals), target=rules.target,
                            rounds=rules.rounds, round=round_number, dealer=following))  # fmt: skip
    return Settlement(new_totals, tuple(new_chips), left, winner, following, tuple(whys))


class Match:
    """Rounds one after another, with the totals, the chips and the dealer."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        *,
        rng: random.Random | int | None = None,
        dealer: int | None = None,
        names: Names | None = None,
    ) -> None:
        check_players(players)
        self.rules = rules
        self.players = players
        self.names = names or Names(players)
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.dealer_why: tuple[Explanation, ...] = ()
        if dealer is None:
            dealer, self.dealer_why = draw_for_dealer(players, self.rng, self.names)
        self.dealer = dealer
        self.totals: tuple[int, ...] = (0,) * players
        self.chips: tuple[int, ...] = (0,) * players
        self.pot = 0
        self.rounds_played = 0
        self.winner: int | None = None
        self.round: Round | None = None
        self.settlements: list[Settlement] = []

    def new_round(self) -> Round:
        """Deal the next round (the previous one must be settled)."""
        if self.winner is not None:
            raise MatchOverError(explain("pittypat.round_over", self.names))
        if self.round is not None:
            raise HandNotOverError(explain("pittypat.not_over", self.names, to_act=self.round.to_act))
        self.round = Round.deal(self.rules, self.players, self.dealer, self.rng, names=self.names)
        return self.round

    def finish_round(self) -> Settlement:
        """Score the round just played and settle the match."""
        if self.round is None:
            raise HandNotOverError(explain("pittypat.not_over", self.names, to_act=None))
        score = self.round.score()  # raises while the round is still on
        self.rounds_played += 1
        settlement = settle_round(self.rules, self.names, self.totals, score, round_number=self.rounds_played,
                                  dealer=self.dealer, chips=self.chips, pot=self.pot)  # fmt: skip
        self.totals, self.chips, self.pot = settlement.totals, settlement.chips, settlement.pot
        self.winner = settlement.winner
        self.dealer = settlement.next_dealer
        self.round = None
        self.settlements.append(settlement)
        return settlement
