"""One hand of Pitch as a state machine.

The phases and states are in :mod:`pitchtutor.state`.
The deal is the only chance event and happens before the hand starts
(:meth:`Hand.deal`, seeded).  :meth:`Hand.legal_actions` dispatches on the
phase, :meth:`Hand.judge` explains any action's verdict, :meth:`Hand.apply`
checks and applies an action (an illegal one raises
:class:`~pitchtutor.errors.IllegalActionError` carrying the explanation and
leaves the hand unchanged), and :meth:`Hand.undo` goes back to any earlier
point.  Each step is a frozen :class:`HandState`; the :class:`Hand` owns the
stack of them.

>>> from pitchtutor.rules import Ruleset
>>> hand = Hand.deal(Ruleset.preset("cutthroat"), players=3, dealer=2, rng=1)
>>> hand.phase, hand.to_act
(<Phase.AUCTION: 'auction'>, 0)
>>> [str(action) for action in hand.legal_actions()]
['pass', '1', '2', '3', '4']
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pitchtutor.actions import Action, Bid, Call, Pass, Redeal, action_json
from pitchtutor.auction import Auction, explain_auction_end, judge_call, legal_calls
from pitchtutor.cards import Card, Suit
from pitchtutor.deal import check_dealer, check_hands, deal_hands
from pitchtutor.errors import IllegalActionError
from pitchtutor.explain import Explanation, Names, Verdict, explain
from pitchtutor.rules import Ruleset
from pitchtutor.scoring import HandScore, score_hand
from pitchtutor.state import HandState, Phase, Step
from pitchtutor.timeline import Timeline
from pitchtutor.tricks import Play, Trick, judge_card, legal_cards, winning_play
from pitchtutor.view import SeatView


@dataclass(frozen=True)
class Event:
    """One line of a hand's commentary: what happened and why."""

    kind: str  # "call", "auction", "card", "trick", "point", "settle"
    why: Explanation
    seat: int | None = None
    action: Action | None = None


class Hand(Timeline[HandState, Step]):
    """A hand of Pitch, from the dealt cards to the last trick."""

    unit = "hand"

    def __init__(
        self,
        rules: Ruleset,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        *,
        names: Names | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        check_hands(hands)
        players = len(hands)
        rules.check_players(players)
        check_dealer(dealer, players)
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(hand) for hand in hands)
        self.names = names or Names(players, rules.teams)
        self.scores = tuple(scores) if scores is not None else None
        super().__init__(HandState(Auction(players, dealer), self.dealt))

    @classmethod
    def deal(
        cls,
        rules: Ruleset,
        players: int,
        dealer: int = 0,
        rng: random.Random | int | None = None,
        *,
        names: Names | None = None,
        scores: Sequence[int] | None = None,
    ) -> Hand:
        """Shuffle and deal a new hand (seeded when ``rng`` is given)."""
        rules.check_players(players)
        return cls(rules, dealer, deal_hands(players, dealer, rng), names=names, scores=scores)

    # -- where the hand stands ---------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action applied so far, in order (replay them with :meth:`apply_all`)."""
        return tuple(step.action for step in self._steps)

    @property
    def full_history(self) -> tuple[Step, ...]:
        """Every action applied so far with the seat that took it: ``(seat, action)`` pairs."""
        return tuple(self._steps)

    @property
    def calls(self) -> tuple[tuple[int, Call], ...]:
        return self.state.auction.calls

    @property
    def play(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        return tuple(step.action for step in self._steps if isinstance(step.action, Card))

    @property
    def high_bid(self) -> int:
        return self.state.auction.high

    @property
    def pitcher(self) -> int | None:
        """The high bidder, once the auction is won."""
        return self.state.auction.high_bidder if self.state.auction.over else None

    @property
    def bid(self) -> int | None:
        return self.high_bid if self.pitcher is not None else None

    @property
    def trump(self) -> Suit | None:
        return self.state.trump

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self.state.tricks

    @property
    def current_trick(self) -> tuple[Play, ...]:
        return self.state.current

    @property
    def leader(self) -> int | None:
        return self.state.leader

    def holding(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` still holds."""
        return self.state.holdings[seat]

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat, self.players)

    # -- legal moves and verdicts ------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take; empty when the hand is over."""
        state = self.state
        seat = state.to_act
        if seat is None:
            return []
        if state.phase is Phase.AUCTION:
            return list(legal_calls(state.auction, self.rules, state.holdings[seat]))
        return list(legal_cards(state.holdings[seat], state.led_suit, state.trump, self.rules.trump_anytime))

    def judge(self, action: Action, seat: int | None = None) -> Verdict:
        """Whether ``action`` is legal now (for ``seat``, default the seat to
        act), with the explanation either way."""
        return self._judge(self.state, action, seat)

    def _judge(self, state: HandState, action: Action, seat: int | None = None) -> Verdict:
        to_act = state.to_act
        if to_act is None:
            key = "phase.thrown_in" if state.phase is Phase.REDEAL else "phase.hand_over"
            return Verdict(False, explain(key, self.names, dealer=self.dealer))
        if seat is not None and seat != to_act:
            phase = str(state.phase)
            return Verdict(
                False, explain("turn.not_yours", self.names, seat=seat, to_act=to_act, phase=phase)
            )
        if state.phase is Phase.AUCTION:
            if isinstance(action, Card):
                return Verdict(False, explain("phase.auction", self.names, seat=to_act, card=action.code))
            return judge_call(state.auction, self.rules, state.holdings[to_act], action, self.names)
        if not isinstance(action, Card):
            return Verdict(False, explain("phase.play", self.names, seat=to_act, call=action_json(action)))
        return judge_card(
            state.holdings[to_act],
            action,
            seat=to_act,
            led=state.led_suit,
            trump=state.trump,
            trump_anytime=self.rules.trump_anytime,
            trick=len(state.tricks) + 1,
            names=self.names,
        )

    def judge_all(self, seat: int | None = None) -> list[tuple[Action, Verdict]]:
        """Every action a seat might consider, each with its verdict: each
        card it holds, or pass, every bid, and the coke-hand redeal."""
        state = self.state
        who = state.to_act if seat is None else seat
        if who is None:
            return []
        if state.phase is Phase.AUCTION:
            options: list[Action] = [Pass(), *(Bid(n) for n in range(1, self.rules.top_bid + 1))]
            if self.rules.coke_hand:
                options.append(Redeal())
        else:
            options = list(state.holdings[who])
        return [(action, self.judge(action, who)) for action in options]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    # -- changing the hand -------------------------------------------------

    def apply(self, action: Action) -> None:
        """Take ``action`` for the seat to act.  An illegal action raises
        :class:`~pitchtutor.errors.IllegalActionError` and changes nothing."""
        state = self.state
        if not self.is_legal(action):
            raise IllegalActionError(self.judge(action).why)
        seat = state.to_act
        assert seat is not None  # a legal action has a seat to take it
        if isinstance(action, Card):
            new = self._after_card(state, action, seat)
        else:
            new = replace(state, auction=state.auction.after(action, self.rules))
        self._states.append(new)
        self._steps.append(Step(seat, action))

    def apply_all(self, actions: Sequence[Action]) -> None:
        """Apply several actions in order; stops at the first illegal one
        (the ones before it stay applied)."""
        for action in actions:
            self.apply(action)

    def _after_card(self, state: HandState, card: Card, seat: int) -> HandState:
        holdings = list(state.holdings)
        holdings[seat] = tuple(c for c in holdings[seat] if c != card)
        current = (*state.current, (seat, card))
        trump = state.trump or card.suit  # the pitch sets trump
        if len(current) < self.players:
            return HandState(state.auction, tuple(holdings), state.tricks, current, trump)
        number = len(state.tricks) + 1
        winner, winning_card = winning_play(current, trump)
        trick = Trick(number, current[0][0], current, winner, winning_card, trump, self.names)
        return HandState(state.auction, tuple(holdings), (*state.tricks, trick), (), trump)

    # -- results -----------------------------------------------------------

    def score(self) -> HandScore:
        """Score the hand; only once all six tricks are played."""
        if self.phase is not Phase.OVER:
            raise IllegalActionError(
                explain("phase.not_over", self.names, phase=str(self.phase), tricks=len(self.tricks))
            )
        assert self.pitcher is not None and self.bid is not None
        return score_hand(
            self.rules,
            names=self.names,
            dealt=self.dealt,
            tricks=self.tricks,
            pitcher=self.pitcher,
            bid=self.bid,
        )

    def auction_result(self) -> Explanation | None:
        """Why the auction ended as it did, once it has."""
        auction = self.state.auction
        return explain_auction_end(auction, self.rules, self.names) if auction.over else None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (its own cards, and the public table)."""
        state = self.state
        return SeatView(
            seat=seat,
            players=self.players,
            rules=self.rules,
            dealer=self.dealer,
            phase=state.phase,
            to_act=state.to_act,
            holding=state.holdings[seat],
            hand_sizes=tuple(len(h) for h in state.holdings),
            calls=state.auction.calls,
            high_bid=state.auction.high,
            high_bidder=state.auction.high_bidder,
            pitcher=self.pitcher,
            trump=state.trump,
            tricks=state.tricks,
            current=state.current,
            legal=tuple(self.legal_actions()) if state.to_act == seat else (),
            scores=self.scores,
        )

    def commentary(self) -> list[Event]:
        """The hand so far as a running commentary, every line an explanation."""
        return list(self._events())

    def _events(self) -> Iterator[Event]:
        # The history says who acted and the state stack what stood before each
        # step, so the commentary is read off them: nothing is replayed.
        for index, (seat, action) in enumerate(self._steps):
            before, after = self._states[index], self._states[index + 1]
            why = self._judge(before, action).why
            yield Event("card" if isinstance(action, Card) else "call", why, seat, action)
            if before.phase is Phase.AUCTION and after.phase is not Phase.AUCTION:
                result = explain_auction_end(after.auction, self.rules, self.names)
                yield Event("auction", result, after.auction.high_bidder)
            if len(after.tricks) > len(before.tricks):
                trick = after.tricks[-1]
                yield Event("trick", trick.why, trick.winner)
        if self.phase is Phase.OVER:
            score = self.score()
            for award in score.awards:
                yield Event("point", award.why)
            for why in score.settlement:
                yield Event("settle", why)

    def record_json(self) -> dict[str, Any]:
        """This hand as a hand record (one function writes records:
        :meth:`pitchtutor.record.HandRecord.to_json`)."""
        from pitchtutor.record import HandRecord  # the record module reads hands: it sits above this one

        return HandRecord.from_hand(self).to_json()

    def __repr__(self) -> str:
        return (
            f"<Hand {self.rules.describe()} {self.players} players, dealer {self.dealer}, "
            f"{self.phase}, {len(self._steps)} actions>"
        )
