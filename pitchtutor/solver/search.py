"""Double-dummy analysis: the value of every legal card when every hand is known.

The value of a card is the score change the side to move ends the hand with
if it keeps playing perfectly and every other side plays perfectly to keep
that score as low as possible (for two sides this is simply best play by
both; with more sides the others are treated as one opposition, the usual
"paranoid" reading of best play by all).

The search uses the techniques of bridge solvers, on cards as bit masks:

* null-window alpha-beta tests (MTD(f)), so each test only asks "can we
  score at least v?", over the handful of values a hand can have;
* a transposition table at trick boundaries, keyed by the cards left, the
  leader and what the tricks so far decided, holding bounds;
* equivalent cards searched once: cards of a suit held by one player with no
  other player's card (or a card on the table) between them, and of equal
  Game pips and no scoring role, are interchangeable;
* move ordering: the transposition table's best move first, then cards that
  win the trick, high ones first for the leader, cheap ones for followers;
* a bound check: if even taking every point still open cannot reach the
  window (or losing them all cannot fall below it), the search stops.

``card_scores(..., engine="c-plain")`` is a deliberately plain alpha-beta over
the same cards, kept to measure the speed-up against and to check the values.
The Python search is the reference the C one (``_ddsolve.c``) follows move for
move; both give the same values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.cards import DECK, Card, Rank, Suit
from pitchtutor.errors import PitchError, SearchLimit
from pitchtutor.hand import Hand
from pitchtutor.rules import Ruleset
from pitchtutor.state import Phase
from pitchtutor.tricks import Play, legal_cards

SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
CARD_BITS: dict[Card, int] = {}
BIT_CARDS: dict[int, Card] = {}
for _card in DECK:
    _index = SUIT_INDEX[_card.suit] * 13 + (_card.rank - 2)
    CARD_BITS[_card] = _index
    BIT_CARDS[_index] = _card
SUIT_MASKS = [0x1FFF << (13 * s) for s in range(4)]
PIPS = [BIT_CARDS[i].pips for i in range(52)]


def _suit(bit: int) -> int:
    return bit // 13


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True)
class CardScore:
    """One legal card and the score change the mover's side ends with."""

    card: Card
    value: int


@dataclass(frozen=True)
class Position:
    """A position to analyse: every hand known.  :meth:`of` reads one off a
    :class:`~pitchtutor.hand.Hand`; a bot builds one for each deal it
    imagines, from what its seat has seen."""

    rules: Ruleset
    dealt: Sequence[Sequence[Card]]  # as dealt: who held High and Low, which cards are in play
    holdings: Sequence[Sequence[Card]]  # what each seat still holds
    tricks: Sequence[tuple[int, Sequence[Play]]]  # finished tricks: (winner, plays)
    current: Sequence[Play]  # the trick on the table
    pitcher: int
    bid: int
    trump: Suit | None  # None at the first lead: the card pitched sets it
    to_act: int

    @property
    def players(self) -> int:
        return len(self.dealt)

    @property
    def leader(self) -> int:
        if self.current:
            return self.current[0][0]
        return self.tricks[-1][0] if self.tricks else self.pitcher

    @classmethod
    def of(cls, hand: Hand) -> Position:
        _prepare(hand)
        assert hand.pitcher is not None and hand.bid is not None and hand.to_act is not None
        return cls(hand.rules, hand.dealt, [hand.holding(s) for s in range(hand.players)],
                   [(t.winner, t.plays) for t in hand.tricks], hand.current_trick, hand.pitcher, hand.bid,
                   hand.trump, hand.to_act)  # fmt: skip

    def legal(self) -> list[Card]:
        holding = self.holdings[self.to_act]
        led = self.current[0][1].suit if self.current else None
        return legal_cards(holding, led, self.trump, self.rules.trump_anytime)


class _Game:
    """Everything about the hand that the search needs, fixed at the start."""

    def __init__(self, hand: Position, trump: Suit, bid: int | None = None) -> None:
        rules = hand.rules
        self.players = hand.players
        self.side = [rules.side_of(seat, hand.players) for seat in range(hand.players)]
        self.sides = rules.sides(hand.players)
        self.trump = SUIT_INDEX[trump]
        self.trump_mask = SUIT_MASKS[self.trump]
        self.anytime = rules.trump_anytime
        self.no_junk = rules.no_junk
        self.game_tie_defenders = rules.game_tie == "defenders"
        self.pitcher_side = self.side[hand.pitcher]
        self.bid = hand.bid if bid is None else bid  # bid 0: the points taken, whatever the contract
        dealt = {CARD_BITS[c]: seat for seat, cards in enumerate(hand.dealt) for c in cards}
        trumps = sorted(b for b in dealt if _suit(b) == self.trump)
        self.fixed = [0] * self.sides  # points decided by the deal alone
        self.fixed[self.side[dealt[trumps[-1]]]] += 1  # High, to its holder
        base = self.trump * 13
        self.special: dict[int, int] = {}  # card bit -> points for its capturer
        if rules.low_to == "holder":
            self.fixed[self.side[dealt[trumps[0]]]] += 1
        else:
            self.special[trumps[0]] = self.special.get(trumps[0], 0) + 1
        for rank, on in (
            (Rank.JACK, True),
            (Rank.TEN, rules.ten_of_trump_point),
            (Rank.THREE, rules.three_of_trump_point),
        ):
            bit = base + rank - 2
            if on and bit in dealt:
                self.special[bit] = self.special.get(bit, 0) + 1
        if rules.no_junk:
            self.fixed = [
                points if side == self.pitcher_side else 0 for side, points in enumerate(self.fixed)
            ]


_Finished = tuple[int, int, int, int, list[tuple[int, int]], int]  # leader, side, pips, taken, trick, mask
_Undo = tuple[tuple[int, int], _Finished | None]  # the trick's winner before the card, and a finished trick


class _Search:
    """The search state: hands as masks, the trick on the table, what is captured."""

    def __init__(self, game: _Game, hand: Position, us: int) -> None:
        self.g = game
        self.us = us
        self.two_sides = game.sides == 2
        self.hands = [0] * game.players
        for seat in range(game.players):
            for card in hand.holdings[seat]:
                self.hands[seat] |= 1 << CARD_BITS[card]
        self.all = 0
        for mask in self.hands:
            self.all |= mask
        self.trick: list[tuple[int, int]] = []
        self.trick_mask = 0
        self.winning: tuple[int, int] = (-1, -1)  # (seat, card) winning the trick on the table
        self.pips = [0] * game.sides
        self.taken = [0] * game.sides  # points from special cards captured
        self.pips, self.taken = _captured(hand, game)
        self.open_pips = sum(PIPS[b] for b in _bits(self.all))
        self.open_special = sum(points for bit, points in game.special.items() if self.all >> bit & 1)
        self.leader = hand.tricks[-1][0] if hand.tricks else hand.pitcher
        self._stack: list[_Undo] = []
        for seat, card in hand.current:  # cards already on the table: replay them
            self.hands[seat] |= 1 << CARD_BITS[card]
            self.all |= 1 << CARD_BITS[card]
            self.open_pips += PIPS[CARD_BITS[card]]
            self.open_special += game.special.get(CARD_BITS[card], 0)
            self.play(seat, CARD_BITS[card])
        self.table: dict[tuple[object, ...], tuple[int, int, int]] = {}
        self.nodes = 0
        self.max_nodes = 0

    # -- the final score of the side we search for -----------------------------------

    def final(self) -> int:
        g, pips = self.g, self.pips
        points = [f + t for f, t in zip(g.fixed, self.taken, strict=True)]
        best = max(pips)
        leaders = [s for s in range(g.sides) if pips[s] == best]
        if len(leaders) == 1:
            points[leaders[0]] += 1
        elif g.game_tie_defenders and best > 0:  # no pips at all: nobody has the highest total
            defenders = [s for s in leaders if s != g.pitcher_side]
            if len(defenders) == 1:
                points[defenders[0]] += 1
        if g.no_junk:
            points = [p if s == g.pitcher_side else 0 for s, p in enumerate(points)]
        ours = points[self.us]
        if self.us == g.pitcher_side and ours < g.bid:
            return -g.bid
        return ours

    def _game(self) -> int:
        """1: Game is surely ours; -1: surely not; 0: still open."""
        us, pips = self.us, self.pips
        ours = pips[us]
        others = max(p for side, p in enumerate(pips) if side != us)
        if ours > others + self.open_pips:
            return 1
        if others > ours + self.open_pips:
            return -1
        return 0

    def bounds(self) -> tuple[int, int]:
        """The least and most the side can still end with."""
        g = self.g
        if g.no_junk and self.us != g.pitcher_side:
            return 0, 0
        ours = g.fixed[self.us] + self.taken[self.us]
        game = self._game()
        low = ours + (game == 1)
        high = ours + self.open_special + (game != -1)
        if self.us == g.pitcher_side:
            bid = g.bid
            low = low if low >= bid else -bid
            high = high if high >= bid else -bid
        return low, high

    def key(self) -> tuple[object, ...]:
        game = self._game()
        if game:
            decided: object = game
        elif self.two_sides:
            decided = ("open", self.pips[self.us] - self.pips[1 - self.us])
        else:
            decided = ("open", *self.pips)
        return (*self.hands, self.leader, self.taken[self.us], decided)

    # -- moves -------------------------------------------------------------------------

    def moves(self, seat: int) -> list[int]:
        g = self.g
        hand = self.hands[seat]
        legal = hand
        follow = hand & SUIT_MASKS[_suit(self.trick[0][1])] if self.trick else 0
        if follow:
            legal = follow | (hand & g.trump_mask) if g.anytime else follow
        # One card of each run of interchangeable cards: same suit, same pips, no
        # scoring role, and no other player's card (nor a card on the table) between.
        others = (self.all & ~hand) | self.trick_mask
        special = g.special
        chosen = []
        previous = -99
        for bit in _bits(legal):
            if (
                bit // 13 == previous // 13
                and PIPS[bit] == PIPS[previous]
                and not (others >> (previous + 1)) & ((1 << (bit - previous - 1)) - 1)
                and bit not in special
                and previous not in special
            ):
                previous = bit
                continue
            chosen.append(bit)
            previous = bit
        return chosen

    def _order(self, seat: int, moves: list[int], hint: int) -> list[int]:
        if len(moves) < 2:
            return moves
        trump = self.g.trump
        if not self.trick:  # leading: trumps high first, then high cards
            ordered = sorted(moves, key=lambda b: (b // 13 != trump, -(b % 13)))
        else:
            win_seat, best = self.winning
            best_suit = best // 13
            if self.g.side[win_seat] == self.g.side[seat]:  # partner winning: give pips
                ordered = sorted(moves, key=lambda b: (-PIPS[b], b % 13))
            else:

                def rank(b: int) -> tuple[int, int]:
                    beats = b > best if b // 13 == best_suit else (b // 13 == trump)
                    return (0, b % 13) if beats else (1, PIPS[b] * 16 + b % 13)

                ordered = sorted(moves, key=rank)
        if hint in ordered and ordered[0] != hint:
            ordered.remove(hint)
            ordered.insert(0, hint)
        return ordered

    # -- playing and taking back ---------------------------------------------------------

    def play(self, seat: int, bit: int) -> None:
        mask = 1 << bit
        self.hands[seat] &= ~mask
        self.all &= ~mask
        previous_winning = self.winning
        if not self.trick:
            self.winning = (seat, bit)
        else:
            best = self.winning[1]
            if bit // 13 == best // 13:
                if bit > best:
                    self.winning = (seat, bit)
            elif bit // 13 == self.g.trump:
                self.winning = (seat, bit)
        self.trick.append((seat, bit))
        self.trick_mask |= mask
        if len(self.trick) < self.g.players:
            self._stack.append((previous_winning, None))
            return
        winner = self.winning[0]
        side = self.g.side[winner]
        pips = sum(PIPS[b] for _, b in self.trick)
        taken = sum(self.g.special.get(b, 0) for _, b in self.trick)
        self._stack.append((previous_winning, (self.leader, side, pips, taken, self.trick, self.trick_mask)))
        self.pips[side] += pips
        self.taken[side] += taken
        self.open_pips -= pips
        self.open_special -= taken
        self.trick = []
        self.trick_mask = 0
        self.leader = winner

    def unplay(self, seat: int, bit: int) -> None:
        previous_winning, done = self._stack.pop()
        if done is not None:
            leader, side, pips, taken, trick, trick_mask = done
            self.pips[side] -= pips
            self.taken[side] -= taken
            self.open_pips += pips
            self.open_special += taken
            self.trick, self.trick_mask, self.leader = trick, trick_mask, leader
        self.trick.pop()
        mask = 1 << bit
        self.trick_mask &= ~mask
        self.winning = previous_winning
        self.hands[seat] |= mask
        self.all |= mask

    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % self.g.players

    def last_trick(self) -> bool:
        """Everyone holds one card: the rest of the hand is forced."""
        return all(hand & (hand - 1) == 0 for hand in self.hands)

    def _play_out(self) -> int:
        played = []
        seat = self.leader
        for _ in range(self.g.players):
            bit = self.hands[seat].bit_length() - 1
            self.play(seat, bit)
            played.append((seat, bit))
            seat = (seat + 1) % self.g.players
        value = self.final()
        for seat, bit in reversed(played):
            self.unplay(seat, bit)
        return value

    # -- the search ----------------------------------------------------------------------

    def search(self, alpha: int, beta: int) -> int:
        """The value for ``us`` within the window (fail-soft alpha-beta)."""
        self.nodes += 1
        if self.max_nodes and self.nodes > self.max_nodes:
            raise SearchLimit(f"the position needs more than {self.max_nodes} nodes")
        low, high = self.bounds()
        if high <= alpha:
            return high
        if low >= beta or low == high:
            return low
        if not self.all and not self.trick:
            return self.final()
        boundary = not self.trick
        if boundary and self.last_trick():
            return self._play_out()
        hint = -1
        key: tuple[object, ...] = ()
        if boundary:
            key = self.key()
            entry = self.table.get(key)
            if entry is not None:
                lower, upper, hint = entry
                if lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                if lower == upper:
                    return lower
                alpha, beta = max(alpha, lower), min(beta, upper)
        seat = self.to_act()
        maximise = self.g.side[seat] == self.us
        best = -99 if maximise else 99
        best_move = -1
        a, b = alpha, beta
        for bit in self._order(seat, self.moves(seat), hint):
            self.play(seat, bit)
            value = self.search(a, b)
            self.unplay(seat, bit)
            if maximise:
                if value > best:
                    best, best_move = value, bit
                    a = max(a, value)
            elif value < best:
                best, best_move = value, bit
                b = min(b, value)
            if a >= b:
                break
        if boundary:
            lower, upper, _ = self.table.get(key, (-99, 99, -1))
            if best <= alpha:
                upper = min(upper, best)
            elif best >= beta:
                lower = max(lower, best)
            else:
                lower = upper = best
            self.table[key] = (lower, upper, best_move)
        return best


def _prepare(hand: Hand) -> None:
    if hand.phase is not Phase.PLAY or hand.to_act is None:
        raise PitchError("double-dummy analysis needs a hand being played, with a player to act")


try:  # the same search in C, when it was compiled (see setup.py)
    from pitchtutor.solver import _ddsolve  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - the Python search gives the same values
    _ddsolve = None


LAST_NODES = [0]
"""Nodes searched by the last call of :func:`card_scores` (for the benchmark)."""


def card_scores(
    hand: Hand | Position,
    *,
    engine: str = "auto",
    bid: int | None = None,
    max_nodes: int = 0,
    cards: Sequence[Card] | None = None,
) -> list[CardScore]:
    """The value of every legal card for the side to move, best first.

    ``engine`` is ``"c"``, ``"python"`` or ``"auto"`` (C when it is built);
    ``"c-plain"`` is plain alpha-beta in C, kept to measure the others against.
    ``bid`` replaces the contract (0 gives the points taken, with no set-back);
    ``max_nodes`` bounds the work: past it :class:`SearchLimit` is raised;
    ``cards`` values only these of the legal cards."""
    position = hand if isinstance(hand, Position) else Position.of(hand)
    roots = position.legal() if cards is None else [c for c in position.legal() if c in cards]
    if engine in ("c", "c-plain") or (engine == "auto" and _ddsolve is not None):
        return _c_scores(position, roots, plain=engine == "c-plain", bid=bid, max_nodes=max_nodes)
    return _python_scores(position, roots, bid=bid, max_nodes=max_nodes)


def _by_trump(position: Position, roots: Sequence[Card]) -> dict[Suit, list[Card]]:
    groups: dict[Suit, list[Card]] = {}
    for card in roots:
        groups.setdefault(position.trump or card.suit, []).append(card)  # the pitch sets trump
    return groups


def _c_scores(
    position: Position,
    roots: Sequence[Card],
    *,
    plain: bool = False,
    bid: int | None = None,
    max_nodes: int = 0,
) -> list[CardScore]:
    if _ddsolve is None:
        raise PitchError("the C solver is not built (no compiler when pitchtutor was installed)")
    seat = position.to_act
    us = position.rules.side_of(seat, position.players)
    results = []
    for trump, cards in _by_trump(position, roots).items():
        game = _Game(position, trump, bid)
        hands = [sum(1 << CARD_BITS[c] for c in held) for held in position.holdings]
        trick = [x for s, c in position.current for x in (s, CARD_BITS[c])]
        pips, taken = _captured(position, game)
        special = [game.special.get(bit, 0) for bit in range(52)]
        flags = (int(game.anytime), int(game.no_junk), int(game.game_tie_defenders))
        config = (position.players, game.sides, game.trump, *flags, game.pitcher_side, game.bid, us,
                  game.side, game.fixed, special)  # fmt: skip
        bits = [CARD_BITS[c] for c in cards]
        values, nodes = _ddsolve.values(
            config, hands, trick, position.leader, pips, taken, bits, plain, max_nodes
        )
        LAST_NODES[0] = nodes
        if values is None:
            raise SearchLimit(f"the position needs more than {max_nodes} nodes")
        results += [CardScore(card, value) for card, value in zip(cards, values, strict=True)]
    return sorted(results, key=lambda score: -score.value)


def _captured(position: Position, game: _Game) -> tuple[list[int], list[int]]:
    """Pips and special points each side took in the finished tricks."""
    pips, taken = [0] * game.sides, [0] * game.sides
    for winner, plays in position.tricks:
        side = game.side[winner]
        for _, card in plays:
            pips[side] += PIPS[CARD_BITS[card]]
            taken[side] += game.special.get(CARD_BITS[card], 0)
    return pips, taken


def _python_scores(
    position: Position, roots: Sequence[Card], *, bid: int | None = None, max_nodes: int = 0
) -> list[CardScore]:
    seat = position.to_act
    us = position.rules.side_of(seat, position.players)
    results = []
    for trump, cards in _by_trump(position, roots).items():
        search = _Search(_Game(position, trump, bid), position, us)
        search.max_nodes = max_nodes
        for card in cards:
            search.play(seat, CARD_BITS[card])
            results.append(CardScore(card, _exact(search)))
            search.unplay(seat, CARD_BITS[card])
    return sorted(results, key=lambda score: -score.value)


def _exact(search: _Search) -> int:
    """The exact value by null-window tests, narrowing [low, high]."""
    low, high = search.bounds()
    while low < high:
        middle = (low + high + 1) // 2
        if search.search(middle - 1, middle) >= middle:
            low = middle
        else:
            high = middle - 1
    return low


__all__ = ["LAST_NODES", "CardScore", "Position", "_ddsolve", "card_scores"]
