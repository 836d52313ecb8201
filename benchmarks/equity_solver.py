"""The match equity of a table of three or more sides solved with numpy, for shipping
(``benchmarks/hand_outcomes.py``): the same value iteration as
:meth:`pitchtutor.bots.each_for_themselves.EachForThemselvesEquity._solve`, over every state at
once instead of one state at a time.  Pure Python solves a table of three players in seconds
and one of four in minutes; five players each for themselves (cutthroat to 11: 15⁵ = 759,375
states, each with hundreds of counted outcomes) would take it hours, numpy a few minutes.  The
package itself never imports numpy: it reads the shipped chances.

    python benchmarks/equity_solver.py cutthroat/3   # compares with the pure-Python solve
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pitchtutor.bots.each_for_themselves import EachForThemselvesOutcome, total_bounds
from pitchtutor.rules import Ruleset

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]


def _shares(rules: Ruleset, totals: Sequence[Ints], o: EachForThemselvesOutcome) -> Floats:
    """Each place's share of the match this hand decides, in every state at once (rows: places;
    all zero where play goes on), as :func:`pitchtutor.bots.each_for_themselves._winners`
    decides it: a smudge that wins the match, the pitcher going out, else the defenders who
    reach the target, a count-out between two or more of them decided by the points' order
    (even where it does not decide it)."""
    players, states = len(totals), len(totals[0])
    share = np.zeros((players, states))
    pitcher, target = o.pitcher, rules.target
    if o.smudge and rules.smudge_wins_match:  # "a smudge wins the match at once"
        share[pitcher] = 1.0
        return share
    scored = [t + change for t, change in zip(totals, o.changes, strict=True)]
    decided = np.zeros(states, dtype=bool)
    if o.changes[pitcher] > 0:  # the bidder goes out first
        decided = scored[pitcher] >= target
        share[pitcher][decided] = 1.0
    if rules.pitcher_must_win:  # only the pitcher can go out
        return share
    reached = np.array(
        [
            (scored[p] >= target) & ~decided if p != pitcher else np.zeros(states, dtype=bool)
            for p in range(players)
        ]
    )
    count = reached.sum(axis=0)
    alone = count == 1
    share[reached & alone] = 1.0
    tied = count > 1
    if not tied.any():
        return share
    settled = ~tied
    if o.order is not None:  # the count-out: the points one at a time, the first to the target wins
        running = [t.copy() for t in totals]
        for place in o.order:
            running[place] += 1
            hit = ~settled & reached[place] & (running[place] >= target)
            share[place][hit] = 1.0
            settled |= hit
    even = reached & ~settled  # the points' order does not decide it: even
    share[even] = np.broadcast_to(1.0 / np.maximum(count, 1), share.shape)[even]
    return share


def solve(
    rules: Ruleset, outcomes: Sequence[EachForThemselvesOutcome], players: int, *, tolerance: float = 1e-7
) -> tuple[list[list[float]], int]:
    """Every place's chance in every state (places in the order of play from the dealer, states
    as :class:`~pitchtutor.bots.each_for_themselves.EachForThemselvesEquity` indexes them), and
    the sweeps it took.

    The states are a grid, a total on each axis.  A hand that changes the totals by ``changes``
    moves every state by the same step, a total past the grid's edge staying at its edge: the
    next hand's chances, padded with their edges, are read at that step as a view of the grid,
    with no index arrays (a few times faster than gathering state by state)."""
    low, high = total_bounds(rules, players)
    size = high - low + 1
    grid = (size,) * players
    totals = [axis.ravel() + low for axis in np.indices(grid)]
    whole = sum(o.weight for o in outcomes)
    ended = np.zeros((players, totals[0].size))
    stays: dict[tuple[int, ...], Floats] = {}  # each way the totals move: its chance, by state
    for o in outcomes:
        p = o.weight / whole
        share = _shares(rules, totals, o)
        ended += p * share
        on = p * (1.0 - share.sum(axis=0))
        stays[o.changes] = stays[o.changes] + on if o.changes in stays else on
    ended = ended.reshape((players, *grid))
    margin = max(abs(change) for changes in stays for change in changes)
    chances = np.full((players, *grid), 1.0 / players)
    following = [(place - 1) % players for place in range(players)]  # our place p is the next's p - 1
    step = np.empty_like(chances)
    sweeps, moved = 0, 1.0
    while moved >= tolerance and sweeps < 2000:
        sweeps += 1
        # the next hand's chances are indexed from its dealer (our place 1): turned back to ours
        ours = np.moveaxis(chances[following], -1, 1)
        padded = np.pad(ours, [(0, 0)] + [(margin, margin)] * players, mode="edge")
        fresh = ended.copy()
        for changes, going in stays.items():
            at = tuple(slice(margin + change, margin + change + size) for change in changes)
            np.multiply(padded[(slice(None), *at)], going.reshape(1, *grid), out=step)
            fresh += step
        moved = float(np.abs(fresh - chances).max())
        chances = fresh
    return [chances[place].ravel().tolist() for place in range(players)], sweeps


def main() -> None:
    from pitchtutor.bots.each_for_themselves import EachForThemselvesEquity, _counted_each, table_rules

    table = sys.argv[1] if len(sys.argv) > 1 else "cutthroat/3"
    rules, players = table_rules(table)
    outcomes = _counted_each()[table]
    started = time.perf_counter()
    chances, sweeps = solve(rules, outcomes, rules.sides(players))
    took = time.perf_counter() - started
    print(f"{table}: numpy, {len(chances[0]):,} states in {took:.1f} s ({sweeps} sweeps)")
    started = time.perf_counter()
    pure = EachForThemselvesEquity(rules, outcomes)
    print(f"{table}: pure Python in {time.perf_counter() - started:.1f} s")
    found = EachForThemselvesEquity(rules, outcomes, chances)
    apart = max(
        abs(a - b)
        for ours, theirs in zip(found._kept, pure._kept, strict=True)
        for a, b in zip(ours, theirs, strict=True)
    )
    print(f"largest difference: {apart:.2e}")


if __name__ == "__main__":
    main()
