"""One round of Pitty Pat as a state machine.

The phases (:class:`Phase`) and what moves between them::

    TURN --holds a match: Pair--------------------------> TURN (next seat) or OVER (hand empty)
      |  --no match (or one last card): Draw--> DRAW
      |  --no match, nothing to draw: Pass--------------> TURN (next seat) or OVER (blocked)
    DRAW --Drawn(card), the stock's choice--> PAIR (a match, or the free card for a last match)
                                          --> DRAW (draw = until-match, no match yet, stock left)
                                          --> TURN (next seat) or OVER (blocked): card kept
    PAIR --Pair(match, free)--> TURN (next seat) or OVER (hand empty: "Pitty Pat!")

Chance is explicit.  The deal (:meth:`Round.deal`) shuffles with a seed;
each card drawn is the action :class:`~pitchtutor.pittypat.actions.Drawn`,
whose possible values are :meth:`Round.chance_outcomes` (every card of the
stock, equally likely: the stock is kept as a set, so the shuffle of the
deal and of a rebuild *is* the uniform choice of each drawn card), resolved
by :meth:`Round.draw_at_random` or read from a record.  A rebuild happens at
the moment someone must draw from an empty stock: the discard pile less the
up-card becomes the stock.

Where the rule text is silent, this module decides (see also the README):

* A player holding one card that matches draws one card and discards the
  pair (the match and the drawn card, either first if both match), going
  out.  Holding one card that does not match, they draw as usual.
* With nothing to draw (stock empty, discard pile only the up-card) a
  player who cannot match passes.
* Under ``draw = until-match``, a turn's drawing stops when the stock runs
  out; the stock is rebuilt only at the start of a draw.
* The round ends *blocked* when, once the stock has been rebuilt twice,
  ``players`` turns in a row end without a pair (a turn counts when it ends
  after the second rebuild; a pair starts the count again).  The fewest
  cards win; a tie is broken by the lower penalty count, then shared (each
  tied player scores 0).
* ``powerful_aces``: an Ace played as the matching card (from the hand or
  drawn) makes the next player lose a turn; a lost turn is no turn, so it
  neither counts towards nor breaks a blocked cycle.
* The text's blocked rule alone does not end every round: under
  ``draw = until-match`` a drawing player nearly always ends with a match,
  so a full cycle without one is rare and the cards can circulate for good.
  So the round also ends blocked (same winner rule) at the end of the turn
  in which the stock was rebuilt for the :data:`MAX_REBUILDS`-th time.

>>> from pitchtutor.pittypat.rules import Rules
>>> r = Round.deal(Rules(), players=3, dealer=2, rng=1)
>>> r.phase, r.to_act, len(r.hand(0)), r.stock_size
(<Phase.TURN: 'turn'>, 0, 5, 36)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from pitchtutor.cards import DECK, Card, Rank
from pitchtutor.errors import DealError, IllegalActionError
from pitchtutor.explain import Explanation, Names, Verdict, codes, explain
from pitchtutor.pittypat.actions import DRAW, PASS, Action, Draw, Drawn, Pair, PassTurn, penalty
from pitchtutor.pittypat.rules import Rules, check_players
from pitchtutor.pittypat.view import SeatView
from pitchtutor.timeline import Timeline

MAX_REBUILDS = 10
"""The guard of last resort against an endless round (see the module notes)."""

_DECK_INDEX = {card: index for index, card in enumerate(DECK)}


class Phase(Enum):
    TURN = "turn"  # the seat to act pairs, draws or passes
    DRAW = "draw"  # the stock decides which card is drawn
    PAIR = "pair"  # after a matching draw (or the free card for a last match): pair at once
    OVER = "over"


@dataclass(frozen=True)
class RoundEnd:
    """How a round ended: ``how`` is ``"out"`` or ``"blocked"``."""

    how: str
    winners: tuple[int, ...]
    why: Explanation

    @property
    def winner(self) -> int | None:
        """The single winner, or ``None`` when a blocked round is shared."""
        return self.winners[0] if len(self.winners) == 1 else None


@dataclass(frozen=True)
class RoundScore:
    """The penalties of a finished round, each explained."""

    end: RoundEnd
    penalties: tuple[int, ...]
    why: tuple[Explanation, ...]  # one per seat


@dataclass(frozen=True)
class RoundState:
    """One moment of a round; every field is a value."""

    hands: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]  # the discard pile, bottom first; the last card is the up-card
    stock: frozenset[Card]
    to_act: int | None
    phase: Phase
    rebuilds: int = 0
    streak: int = 0  # turns in a row without a pair, counted after the second rebuild
    drawn: tuple[Card, ...] = ()  # cards drawn in the turn under way
    free_draw: bool = False  # this turn draws the free card for a last, matching card
    end: RoundEnd | None = field(default=None, compare=False)

    @property
    def up(self) -> Card:
        return self.pile[-1]


@dataclass(frozen=True)
class Step:
    """One applied action: who, what, and every explanation it produced."""

    seat: int
    action: Action
    why: tuple[Explanation, ...]
    starts_turn: bool  # the first action of a turn (a pair, a draw or a pass)


def deal_cards(
    players: int, dealer: int, hand_size: int, rng: random.Random | int | None = None
) -> tuple[tuple[tuple[Card, ...], ...], Card]:
    """Shuffle and deal one card at a time clockwise from the dealer's left,
    then turn up the top of the stock; returns the hands and the up-card."""
    check_players(players)
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    deck = list(DECK)
    generator.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for index in range(players * hand_size):
        hands[(dealer + 1 + index) % players].append(deck[index])
    return tuple(tuple(hand) for hand in hands), deck[players * hand_size]


class Round(Timeline[RoundState, Step]):
    """A round of Pitty Pat, from the deal to "Pitty Pat!" or a blocked table
    (undo and rewind count each draw as an action)."""

    unit = "round"

    def __init__(
        self,
        rules: Rules,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        up: Card,
        *,
        names: Names | None = None,
    ) -> None:
        players = len(hands)
        check_players(players)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
            raise DealError(f"dealer {dealer!r} is not a seat: the seats are 0 to {players - 1}")
        seen: dict[Card, str] = {}
        for seat, hand in enumerate(hands):
            if len(hand) != rules.hand_size:
                raise DealError(
                    f"seat {seat} has {len(hand)} cards; each seat is dealt {rules.hand_size} "
                    f"(hand_size = {rules.hand_size})"
                )
            for card in hand:
                if card in seen:
                    raise DealError(
                        f"the {card.pretty} is dealt {seen[card]} and to seat {seat}: a deck has one"
                    )
                seen[card] = f"to seat {seat}"
        if up in seen:
            raise DealError(f"the up-card {up.pretty} is also dealt {seen[up]}")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(hand) for hand in hands)
        self.first_up = up
        self.names = names or Names(players)
        stock = frozenset(DECK) - set(seen) - {up}
        first = (dealer + 1) % players
        super().__init__(RoundState(self.dealt, (up,), stock, first, Phase.TURN))
        self._quiet = False

    def _say(self, key: str, **facts: Any) -> Explanation:
        """An explanation; in a quiet round (a bot's simulation) the sentence
        is left unrendered, since nobody reads it."""
        if self._quiet:
            return Explanation(key, facts, "")
        return explain(key, self.names, **facts)

    @classmethod
    def position(
        cls,
        rules: Rules,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        pile: Sequence[Card],
        stock: frozenset[Card],
        *,
        to_act: int,
        rebuilds: int = 0,
        streak: int = 0,
        names: Names | None = None,
        quiet: bool = False,
    ) -> Round:
        """A round starting from a given moment of play (a seat's turn), for
        what-if questions such as a bot's simulations.  The cards must be
        the whole deck, once: the hands, the pile (up-card last), the stock."""
        everything = [card for hand in hands for card in hand] + list(pile) + list(stock)
        if len(everything) != len(DECK) or set(everything) != set(DECK) or not pile:
            raise DealError("a position needs every card of the deck exactly once, and an up-card")
        played = cls.__new__(cls)
        played.rules = rules
        played.players = len(hands)
        check_players(played.players)
        played.dealer = dealer
        played.dealt = tuple(tuple(hand) for hand in hands)
        played.first_up = pile[-1]
        played.names = names or Names(played.players)
        played._states = [RoundState(played.dealt, tuple(pile), stock, to_act, Phase.TURN, rebuilds, streak)]
        played._steps = []
        played._quiet = quiet
        return played

    @classmethod
    def deal(
        cls,
        rules: Rules,
        players: int,
        dealer: int = 0,
        rng: random.Random | int | None = None,
        *,
        names: Names | None = None,
    ) -> Round:
        """Shuffle and deal a new round (seeded when ``rng`` is given)."""
        hands, up = deal_cards(players, dealer, rules.hand_size, rng)
        return cls(rules, dealer, hands, up, names=names)

    # -- where the round stands ---------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def up(self) -> Card:
        return self.state.up

    @property
    def pile(self) -> tuple[Card, ...]:
        return self.state.pile

    @property
    def stock_size(self) -> int:
        return len(self.state.stock)

    @property
    def rebuilds(self) -> int:
        return self.state.rebuilds

    @property
    def end(self) -> RoundEnd | None:
        return self.state.end

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far as ``(seat, action)``, draws included."""
        return tuple((step.seat, step.action) for step in self._steps)

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.state.hands[seat]

    def chance_outcomes(self) -> list[Card]:
        """The cards the stock may give now (each equally likely), or ``[]``
        when no draw is pending."""
        if self.state.phase is not Phase.DRAW:
            return []
        return sorted(self.state.stock, key=_DECK_INDEX.__getitem__)

    # -- legal moves and verdicts -------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The decisions open to the seat to act (in the DRAW phase, the
        stock's possible cards as :class:`Drawn`)."""
        state = self.state
        seat = state.to_act
        if seat is None:
            return []
        if state.phase is Phase.DRAW:
            return [Drawn(card) for card in self.chance_outcomes()]
        pairs = _pairs(state.hands[seat], state.up)
        if pairs:
            return list(pairs)
        if state.phase is Phase.PAIR:  # cannot happen: a PAIR phase always has a pair
            return []
        return [DRAW] if _can_draw(state) else [PASS]

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def judge(self, action: Action, seat: int | None = None) -> Verdict:
        """Whether ``action`` is legal now, and why, either way."""
        state = self.state
        to_act = state.to_act
        if to_act is None:
            return Verdict(False, self._say("pittypat.round_over"))
        if seat is not None and seat != to_act:
            return Verdict(False, self._say("pittypat.not_your_turn", seat=seat, to_act=to_act))
        hand = state.hands[to_act]
        up = state.up.code
        matches = [card.code for card in hand if card.rank == state.up.rank]
        if state.phase is Phase.DRAW:
            if not isinstance(action, Drawn) or action.card is None:
                return Verdict(False, self._say("pittypat.drawing", seat=to_act))
            return self._judge_drawn(state, to_act, action.card)
        if isinstance(action, Drawn):
            return Verdict(False, self._say("pittypat.no_draw_pending", seat=to_act))
        if isinstance(action, Pair):
            return self._judge_pair(state, to_act, action)
        if state.phase is Phase.PAIR:
            drawn = state.drawn[-1].code
            return Verdict(False, self._say("pittypat.pair_now", seat=to_act, drawn=drawn, up=up,
                                          free_draw=state.free_draw))  # fmt: skip
        can_draw = _can_draw(state)
        if isinstance(action, Draw):
            if matches and len(hand) >= 2:
                return Verdict(False, self._say("pittypat.must_pair", seat=to_act, matches=matches, up=up))
            if not can_draw:
                return Verdict(False, self._say("pittypat.nothing_to_draw", seat=to_act, up=up))
            rebuild = len(state.stock) == 0
            if matches:
                return Verdict(True, self._say("pittypat.draw_free", seat=to_act, card=matches[0], up=up,
                                             rebuild=rebuild, draw=self.rules.draw))  # fmt: skip
            return Verdict(True, self._say("pittypat.draw", seat=to_act, up=up, rebuild=rebuild,
                                         draw=self.rules.draw))  # fmt: skip
        assert isinstance(action, PassTurn)
        if matches and len(hand) >= 2:
            return Verdict(False, self._say("pittypat.must_pair", seat=to_act, matches=matches, up=up))
        if can_draw:
            return Verdict(False, self._say("pittypat.no_pass", seat=to_act, up=up,
                                          stock=len(state.stock), pile=len(state.pile)))  # fmt: skip
        return Verdict(True, self._say("pittypat.pass", seat=to_act, up=up, matches=matches))

    def _judge_pair(self, state: RoundState, seat: int, pair: Pair) -> Verdict:
        hand = state.hands[seat]
        up = state.up.code
        for card in (pair.match, pair.free):
            if card not in hand:
                return Verdict(False, self._say("pittypat.not_held", seat=seat, card=card.code))
        if pair.match == pair.free:
            return Verdict(False, self._say("pittypat.same_card", seat=seat, card=pair.match.code))
        if pair.match.rank != state.up.rank:
            free_matches = pair.free.rank == state.up.rank
            return Verdict(False, self._say("pittypat.not_a_match", seat=seat, card=pair.match.code, up=up,
                                          swapped=free_matches))  # fmt: skip
        out = len(hand) == 2
        ace = self.rules.powerful_aces and pair.match.rank is Rank.ACE and not out
        key = "pittypat.pair_out" if out else "pittypat.pair"
        return Verdict(True, self._say(key, seat=seat, match=pair.match.code, free=pair.free.code, up=up,
                                     drawn=pair.match in state.drawn, ace=ace))  # fmt: skip

    def _judge_drawn(self, state: RoundState, seat: int, card: Card) -> Verdict:
        if card not in state.stock:
            return Verdict(False, self._say("pittypat.not_in_stock", seat=seat, card=card.code,
                                          stock=len(state.stock), rebuilds=state.rebuilds))  # fmt: skip
        up = state.up.code
        if state.free_draw:
            key = "pittypat.drawn_free"
        elif card.rank == state.up.rank:
            key = "pittypat.drawn_match"
        elif self.rules.draw == "until-match" and len(state.stock) > 1:
            key = "pittypat.drawn_again"
        elif self.rules.draw == "until-match":
            key = "pittypat.drawn_stock_out"
        else:
            key = "pittypat.drawn_kept"
        held = [c.code for c in state.hands[seat] if c.rank == state.up.rank]
        return Verdict(True, self._say(key, seat=seat, card=card.code, up=up, draw=self.rules.draw,
                                     held=held))  # fmt: skip

    def judge_all(self) -> list[tuple[Action, Verdict]]:
        """Every move the seat to act might consider, each with its verdict:
        each pair of its cards, draw and pass (not the stock's choices)."""
        state = self.state
        seat = state.to_act
        if seat is None or state.phase is Phase.DRAW:
            return []
        hand = state.hands[seat]
        options: list[Action] = [Pair(a, b) for a in hand for b in hand if a != b]
        options += [DRAW, PASS]
        return [(action, self.judge(action)) for action in options]

    # -- changing the round --------------------------------------------------

    def apply(self, action: Action) -> tuple[Explanation, ...]:
        """Take ``action`` for the seat to act (or, in the DRAW phase, the
        stock's card).  An illegal action raises
        :class:`~pitchtutor.errors.IllegalActionError` and changes nothing.
        Returns what happened, as explanations: the verdict first, then any
        consequence (a lost turn, the end of the round, the penalties)."""
        verdict = self.judge(action)
        if not verdict.legal:
            raise IllegalActionError(verdict.why)
        state = self.state
        seat = state.to_act
        assert seat is not None
        whys = [verdict.why]
        if isinstance(action, Pair):
            new = self._after_pair(state, seat, action, whys)
        elif isinstance(action, Draw):
            new = self._after_draw(state, seat, whys)
        elif isinstance(action, Drawn):
            assert action.card is not None
            new = self._after_drawn(state, seat, action.card, whys)
        else:
            new = self._end_turn(state, seat, state.hands, whys)
        self._states.append(new)
        if new.end is not None:
            whys.append(new.end.why)
            whys += self.score().why
        self._steps.append(Step(seat, action, tuple(whys), state.phase is Phase.TURN))
        return tuple(whys)

    def draw_at_random(self, rng: random.Random) -> Card:
        """Resolve a pending draw: the stock gives a card chosen by ``rng``."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise IllegalActionError(self._say("pittypat.no_draw_pending", seat=self.to_act))
        card = rng.choice(outcomes)
        self.apply(Drawn(card))
        return card

    def _after_pair(self, state: RoundState, seat: int, pair: Pair, whys: list[Explanation]) -> RoundState:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c not in (pair.match, pair.free))
        pile = (*state.pile, pair.match, pair.free)
        if not hands[seat]:
            why = self._say("pittypat.out", seat=seat, match=pair.match.code, free=pair.free.code)
            end = RoundEnd("out", (seat,), why)
            return replace(state, hands=tuple(hands), pile=pile, to_act=None, phase=Phase.OVER, drawn=(),
                           free_draw=False, end=end)  # fmt: skip
        if state.rebuilds >= MAX_REBUILDS:
            return self._blocked(replace(state, pile=pile), tuple(hands), "pittypat.blocked_guard", whys)
        following = (seat + 1) % self.players
        if self.rules.powerful_aces and pair.match.rank is Rank.ACE:
            whys.append(self._say("pittypat.ace_skip", seat=seat, skipped=following,
                                card=pair.match.code))  # fmt: skip
            following = (following + 1) % self.players
        return replace(state, hands=tuple(hands), pile=pile, to_act=following, phase=Phase.TURN, streak=0,
                       drawn=(), free_draw=False)  # fmt: skip

    def _after_draw(self, state: RoundState, seat: int, whys: list[Explanation]) -> RoundState:
        free_draw = any(card.rank == state.up.rank for card in state.hands[seat])
        if state.stock:
            return replace(state, phase=Phase.DRAW, drawn=(), free_draw=free_draw)
        rebuilt = frozenset(state.pile[:-1])
        whys.append(self._say("pittypat.rebuild", cards=len(rebuilt), rebuilds=state.rebuilds + 1,
                            up=state.up.code))  # fmt: skip
        return replace(state, pile=(state.up,), stock=rebuilt, rebuilds=state.rebuilds + 1, phase=Phase.DRAW,
                       drawn=(), free_draw=free_draw)  # fmt: skip

    def _after_drawn(self, state: RoundState, seat: int, card: Card, whys: list[Explanation]) -> RoundState:
        hands = list(state.hands)
        hands[seat] = (*hands[seat], card)
        stock = state.stock - {card}
        drawn = (*state.drawn, card)
        if state.free_draw or card.rank == state.up.rank:
            return replace(state, hands=tuple(hands), stock=stock, phase=Phase.PAIR, drawn=drawn)
        if self.rules.draw == "until-match" and stock:
            return replace(state, hands=tuple(hands), stock=stock, drawn=drawn)
        return self._end_turn(replace(state, stock=stock, drawn=drawn), seat, tuple(hands), whys)

    def _end_turn(
        self, state: RoundState, seat: int, hands: tuple[tuple[Card, ...], ...], whys: list[Explanation]
    ) -> RoundState:
        """A turn that ended without a pair."""
        streak = state.streak + 1 if state.rebuilds >= 2 else 0
        if streak >= self.players:
            return self._blocked(replace(state, streak=streak), hands, "pittypat.blocked", whys)
        if state.rebuilds >= MAX_REBUILDS:
            return self._blocked(state, hands, "pittypat.blocked_guard", whys)
        return replace(state, hands=hands, to_act=(seat + 1) % self.players, phase=Phase.TURN, streak=streak,
                       drawn=(), free_draw=False)  # fmt: skip

    def _blocked(
        self, state: RoundState, hands: tuple[tuple[Card, ...], ...], key: str, whys: list[Explanation]
    ) -> RoundState:
        counts = [len(hand) for hand in hands]
        fewest = min(counts)
        tied = [seat for seat in range(self.players) if counts[seat] == fewest]
        points = [sum(penalty(c) for c in hand) for hand in hands]
        lowest = min(points[seat] for seat in tied)
        winners = tuple(seat for seat in tied if points[seat] == lowest)
        why = self._say(key, winners=list(winners), counts=counts, points=points, tied=tied,
                      rebuilds=state.rebuilds)  # fmt: skip
        end = RoundEnd("blocked", winners, why)
        return replace(state, hands=hands, to_act=None, phase=Phase.OVER, drawn=(), free_draw=False, end=end)

    def undo_turn(self) -> None:
        """Take back actions until the seat to act is at the start of a turn
        again, before the last decision (a draw and its cards go together)."""
        self.undo()
        while self._steps and self.phase is not Phase.TURN:
            self.undo()

    # -- results ---------------------------------------------------------------

    def score(self) -> RoundScore:
        """The penalties, once the round is over: the winner (or each of
        the tied winners) 0, every other player the cards left in hand."""
        end = self.state.end
        if end is None:
            raise IllegalActionError(self._say("pittypat.not_over", to_act=self.to_act))
        penalties = []
        whys = []
        for seat, hand in enumerate(self.state.hands):
            if seat in end.winners:
                penalties.append(0)
                whys.append(self._say("pittypat.penalty_winner", seat=seat, how=end.how,
                                    cards=codes(hand), shared=len(end.winners) > 1))  # fmt: skip
            else:
                values = [penalty(c) for c in hand]
                penalties.append(sum(values))
                whys.append(self._say("pittypat.penalty", seat=seat, cards=codes(hand),
                                    values=values, total=sum(values)))  # fmt: skip
        return RoundScore(end, tuple(penalties), tuple(whys))

    def turns(self) -> list[tuple[int, list[Action]]]:
        """The history grouped by turn: ``(seat, actions)``; the last turn
        may be unfinished."""
        grouped: list[tuple[int, list[Action]]] = []
        for step in self._steps:
            if step.starts_turn or not grouped:
                grouped.append((step.seat, [step.action]))
            else:
                grouped[-1][1].append(step.action)
        return grouped

    def record_json(self) -> dict[str, Any]:
        """This round as a Pitty Pat record (see :mod:`pitchtutor.pittypat.record`)."""
        from pitchtutor.pittypat.record import turn_json

        return {
            "game": "pitty-pat",
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "hands": [codes(hand) for hand in self.dealt],
            "up": self.first_up.code,
            "turns": [turn_json(actions) for _, actions in self.turns()],
        }

    def view(self, seat: int, totals: Sequence[int] | None = None, *, log: bool = True) -> SeatView:
        """What ``seat`` may know now: its own cards, every card played in a
        pair, the up-card, the counts; another seat's drawn card only when
        it was played in that turn's pair.  ``log=False`` leaves the log
        and the played cards out (a bot's fast simulations)."""
        state = self.state
        public: list[tuple[int, Action]] = []
        played: list[Card] = [self.first_up]
        for who, actions in self.turns() if log else []:
            shown = {card for a in actions if isinstance(a, Pair) for card in (a.match, a.free)}
            for action in actions:
                hidden = isinstance(action, Drawn) and who != seat and action.card not in shown
                public.append((who, Drawn(None) if hidden else action))
                if isinstance(action, Pair):
                    played += [action.match, action.free]
        deciding = state.to_act == seat and state.phase is not Phase.DRAW
        return SeatView(
            seat=seat,
            players=self.players,
            rules=self.rules,
            dealer=self.dealer,
            phase=state.phase.value,
            to_act=state.to_act,
            holding=state.hands[seat],
            hand_sizes=tuple(len(hand) for hand in state.hands),
            up=state.up,
            pile=state.pile,
            stock_size=len(state.stock),
            rebuilds=state.rebuilds,
            streak=state.streak,
            played=tuple(played),
            log=tuple(public),
            legal=tuple(self.legal_actions()) if deciding else (),
            totals=tuple(totals) if totals is not None else None,
        )

    def __repr__(self) -> str:
        return (
            f"<Pitty Pat round {self.rules.describe()}, {self.players} players, dealer {self.dealer}, "
            f"{self.phase.value}, {len(self._steps)} actions>"
        )


def _pairs(hand: tuple[Card, ...], up: Card) -> list[Action]:
    if len(hand) < 2:
        return []
    return [Pair(m, f) for m in hand if m.rank == up.rank for f in hand if f != m]


def _can_draw(state: RoundState) -> bool:
    return bool(state.stock) or len(state.pile) > 1
