"""An independent, deliberately plain second implementation of the rules.

Written from the digest without looking at the engine's code paths, it is
the reference the property tests compare the engine with: same legal moves
at every step, same trick winners, same points, deltas, totals and winner.
It knows nothing of explanations.
"""

from __future__ import annotations

from typing import Any

from pitchtutor import Ruleset

RANKS = "23456789TJQKA"
PIPS = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}


def rank(code: str) -> int:
    return RANKS.index(code[0])


def side(rules: Ruleset, seat: int) -> int:
    return seat % rules.teams if rules.teams else seat


class Oracle:
    """Plays a hand from cards given as codes; ``step`` raises AssertionError
    on anything illegal."""

    def __init__(self, rules: Ruleset, dealer: int, hands: list[list[str]]) -> None:
        self.rules = rules
        self.n = len(hands)
        self.dealer = dealer
        self.dealt = [list(h) for h in hands]
        self.held = [list(h) for h in hands]
        self.spoken = 0
        self.high = 0
        self.high_bidder: int | None = None
        self.auction_over = False
        self.redeal = False
        self.trump: str | None = None
        self.trick: list[tuple[int, str]] = []
        self.leader: int | None = None
        self.won: list[tuple[int, list[tuple[int, str]]]] = []  # (winner, plays)

    # whose turn -------------------------------------------------------------
    def to_act(self) -> int | None:
        if self.redeal or len(self.won) == 6:
            return None
        if not self.auction_over:
            return (self.dealer + 1 + self.spoken) % self.n
        assert self.leader is not None
        return (self.leader + len(self.trick)) % self.n

    # the auction --------------------------------------------------------------
    def legal_calls(self) -> set[Any]:
        seat = self.to_act()
        r = self.rules
        top = 4 + int(r.ten_of_trump_point) + int(r.three_of_trump_point)
        dealer = seat == self.dealer
        stuck = dealer and self.high == 0 and r.all_pass == "dealer-bids"
        out: set[Any] = set()
        if not stuck:
            out.add("pass")
        for bid in range(1, top + 1):
            if bid < r.min_bid:
                continue
            if stuck and bid < 2:
                continue
            if bid > self.high or (dealer and r.dealer_may_hold and bid == self.high and self.high > 0):
                out.add(bid)
        assert seat is not None
        if r.coke_hand and all(rank(c) <= RANKS.index("9") for c in self.held[seat]):
            out.add("redeal")
        return out

    def call(self, call: Any) -> None:
        assert call in self.legal_calls(), (call, self.legal_calls())
        seat = self.to_act()
        top = 4 + int(self.rules.ten_of_trump_point) + int(self.rules.three_of_trump_point)
        self.spoken += 1
        if call == "redeal":
            self.redeal = True
            return
        if call != "pass":
            self.high, self.high_bidder = call, seat
        if (call == top and self.rules.bid_four_ends_auction) or seat == self.dealer:
            self.auction_over = True
            if self.high_bidder is None:
                self.redeal = True
            self.leader = self.high_bidder

    # play ----------------------------------------------------------------------
    def legal_cards(self) -> set[str]:
        seat = self.to_act()
        assert seat is not None
        held = self.held[seat]
        if not self.trick:
            return set(held)
        led = self.trick[0][1][1]
        same = {c for c in held if c[1] == led}
        if not same:
            return set(held)
        if self.rules.trump_anytime:
            return same | {c for c in held if c[1] == self.trump}
        return same

    def card(self, card: str) -> None:
        assert card in self.legal_cards(), (card, self.legal_cards())
        seat = self.to_act()
        assert seat is not None
        self.held[seat].remove(card)
        if self.trump is None:
            self.trump = card[1]
        self.trick.append((seat, card))
        if len(self.trick) == self.n:
            trumps = [p for p in self.trick if p[1][1] == self.trump]
            pool = trumps or [p for p in self.trick if p[1][1] == self.trick[0][1][1]]
            winner = max(pool, key=lambda p: rank(p[1]))[0]
            self.won.append((winner, self.trick))
            self.trick = []
            self.leader = winner

    def step(self, action: Any) -> None:
        if self.auction_over:
            self.card(action)
        else:
            self.call(action)

    def legal(self) -> set[Any]:
        if self.to_act() is None:
            return set()
        return self.legal_cards() if self.auction_over else self.legal_calls()

    # scoring --------------------------------------------------------------
    def score(self, before: list[int] | None = None) -> dict[str, Any]:
        r = self.rules
        n_sides = r.teams or self.n
        assert self.trump is not None and self.high_bidder is not None
        t = self.trump
        holder = {c: s for s, h in enumerate(self.dealt) for c in h}
        capturer = {c: w for w, plays in self.won for _, c in plays}
        trumps = sorted((c for c in holder if c[1] == t), key=rank)
        pitcher_side = side(r, self.high_bidder)
        points: dict[str, int | None] = {}
        points["high"] = side(r, holder[trumps[-1]])
        low = trumps[0]
        points["low"] = side(r, holder[low] if r.low_to == "holder" else capturer[low])
        for name, code in (("jack", "J"), ("ten", "T"), ("three", "3")):
            if (name == "ten" and not r.ten_of_trump_point) or (
                name == "three" and not r.three_of_trump_point
            ):
                continue
            card = code + t
            points[name] = side(r, capturer[card]) if card in holder else None
        pips = [0] * n_sides
        for c, w in capturer.items():
            pips[side(r, w)] += PIPS.get(c[0], 0)
        best = max(pips)
        tied = [s for s in range(n_sides) if pips[s] == best]
        if len(tied) == 1:
            points["game"] = tied[0]
        elif r.game_tie == "defenders" and best > 0 and len([s for s in tied if s != pitcher_side]) == 1:
            points["game"] = next(s for s in tied if s != pitcher_side)
        else:
            points["game"] = None
        if r.no_junk:
            points = {k: (v if v == pitcher_side else None) for k, v in points.items()}
        taken = [0] * n_sides
        for v in points.values():
            if v is not None:
                taken[v] += 1
        bid = self.high
        made = taken[pitcher_side] >= bid
        delta = list(taken)
        if not made:
            delta[pitcher_side] = -bid
        before = before or [0] * n_sides
        totals = [b + d for b, d in zip(before, delta, strict=True)]
        winner = self._winner(points, before, totals, pitcher_side, made, bid)
        return {
            "pitcher": self.high_bidder, "bid": bid, "trump": t, "points": points, "pips": pips,
            "made": made, "delta": delta, "totals": totals, "winner": winner,
            "winners": [w for w, _ in self.won],
        }  # fmt: skip

    def _winner(self, points: dict[str, int | None], before: list[int], totals: list[int],
                pitcher_side: int, made: bool, bid: int) -> int | None:  # fmt: skip
        r = self.rules
        top = 4 + int(r.ten_of_trump_point) + int(r.three_of_trump_point)
        if r.smudge_wins_match and made and bid == top:
            return pitcher_side
        if made and totals[pitcher_side] >= r.target:
            return pitcher_side
        if r.pitcher_must_win:
            return None
        running = list(before)
        running[pitcher_side] = totals[pitcher_side]
        for name in ("high", "low", "jack", "ten", "three", "game"):
            who = points.get(name)
            if who is None or who == pitcher_side:
                continue
            running[who] += 1
            if running[who] >= r.target:
                return who
        return None
