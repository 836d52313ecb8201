"""The expert's bidding from a model learnt from real play, not from double-dummy deals.

The expert (:class:`~pitchtutor.bots.expert.ExpertBot`) values a bid by solving
sampled deals double dummy: every seat plays as if it saw every card.  Here the
value of each call is learnt instead from hands the expert really played out:

1. ``generate``: for random deals (seeds from 10,000,000 up, disjoint from the
   tournaments' 1 and 2026), a seat is drawn among the speakers (first to speak
   to the dealer), the auction runs to it with the expert at every seat, and the
   hand is then played out once for each call that seat may make (pass and every
   legal bid), the later seats bidding as the expert does and every seat playing
   its cards as the expert does (the pitch included: the bidder pitches the suit
   the expert picks).  Each branch starts from fresh bots with the same seeds, so
   the calls differ only by what they do.  Recorded: the seat's score difference
   for each call (its side's change less the others'; in cutthroat, its change
   less the mean of the other two, the duplicate tournament's measure), a hand
   thrown in when all pass scoring 0.
2. ``fit``: for each rule set and bid amount, a ridge least-squares model (pure
   Python: numpy is not a dependency) of the bid's gain over a pass in the same deal, from
   features a card player would name: the texts' count of the best suit
   (:func:`~pitchtutor.bots.calls.suit_count`) and of the next, the trumps held
   in it, its Ace, King, Queen, Jack, ten and two, the seat's place in the
   auction, the high bid so far and whether a partner holds it.
3. :class:`LearntExpert` bids the call with the best predicted gain (a pass
   gains 0), and plays its cards as the expert does; :class:`LearntCorrectionExpert`
   (``correction``) works out the expert's own call first and makes another only
   when the model, given that call as well, predicts it gains over it.
   ``expert_bidding.py --calls learnt learnt-correction`` measures them in
   duplicate (docs/expert-bidding.md has the figures).  The partnership ``gain``
   fit is now the expert's own bidding at that table
   (:mod:`pitchtutor.bots.learnt`, ``ExpertBot(bidding="learnt")``, the default);
   here the data is still generated, and the bots still play, with the classic
   expert the fits were made against (``bidding="classic"``).

To reproduce (this machine, one process, ``nice -n 19``: 5,000 cutthroat deals took 20
minutes, 3,455 partnership deals 32; the expert's searches are bounded by time, so
another machine deals a little differently)::

    python benchmarks/learnt_bidding.py generate --rules cutthroat --deals 5000 --out /tmp/learnt/c.jsonl
    python benchmarks/learnt_bidding.py generate --rules partnership --deals 3455 --out /tmp/learnt/p.jsonl
    python benchmarks/learnt_bidding.py fit /tmp/learnt/p.jsonl /tmp/learnt/c.jsonl --out /tmp/learnt/m.json
    python benchmarks/expert_bidding.py --calls learnt learnt-correction --deals 300 --seed 1

``fit`` first scores each model on half the situations after fitting it on the other
half (its calls' realised value less the expert's own call's, per situation), then
prints the coefficients as the :data:`GAIN` and :data:`CORRECTION` literals below (the
ones the benchmark used; partnership's ``gain`` is read from the package);
``LEARNT_MODEL=/tmp/learnt/m.json`` makes the bots read another fit.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import PASS, Action, Bid, Call, Pass, Redeal
from pitchtutor.bots import ExpertBot, learnt
from pitchtutor.bots.learnt import features
from pitchtutor.cards import Card, parse_cards
from pitchtutor.deal import deal_hands
from pitchtutor.state import Phase
from pitchtutor.view import SeatView

SEED_BASE = 10_000_000
"""The generated deals' seeds start here (the tournaments deal from seeds 1 and 2026)."""

RIDGE = 1.0
"""The ridge penalty on the coefficients (not the intercept), in units of squared points."""


# -- features ------------------------------------------------------------------------
# The package's own (:func:`pitchtutor.bots.learnt.features`): the expert bids from them.


def situation(view: SeatView) -> dict[str, Any]:
    """The facts of a seat's call that the features come from (the package's, and the cards)."""
    return {"holding": " ".join(c.code for c in view.holding), **learnt.situation(view)._asdict()}


def row_of(sit: dict[str, Any]) -> list[float]:
    return features(
        parse_cards(sit["holding"].split()),
        sit["after"],
        sit["high"],
        sit["partner_high"],
        players=sit["players"],
    )


# -- data ----------------------------------------------------------------------------


def value_for(hand: Hand, seat: int) -> float:
    """The seat's score difference: its side's change less the others' (their mean, with
    more than two sides)."""
    if hand.phase is not Phase.OVER:
        return 0.0  # thrown in
    delta = hand.score().delta
    side = hand.side_of(seat)
    others = [d for s, d in enumerate(delta) if s != side]
    return float(delta[side] - sum(others) / len(others))


def play_out(
    rules: Ruleset,
    dealer: int,
    dealt: Sequence[Sequence[Card]],
    seeds: Sequence[int],
    prefix: Sequence[Action],
) -> Hand:
    """The hand after ``prefix``, played to its end by experts seeded ``seeds``."""
    hand = Hand(rules, dealer, dealt)
    hand.apply_all(prefix)
    bots = [ExpertBot(seed, bidding="classic") for seed in seeds]
    while hand.to_act is not None:
        seat = hand.to_act
        hand.apply(bots[seat].choose(hand.view(seat)))
    return hand


def one_deal(rules: Ruleset, players: int, index: int) -> dict[str, Any] | None:
    """One training situation: the seat's facts, each call's value and the expert's own call."""
    rng = random.Random(SEED_BASE + index)
    dealer = rng.randrange(players)
    dealt = deal_hands(players, dealer, rng.randrange(2**32))
    seeds = [rng.randrange(2**32) for _ in range(players)]
    speakers_before = rng.randrange(players)
    hand = Hand(rules, dealer, dealt)
    bots = [ExpertBot(seed, bidding="classic") for seed in seeds]
    for _ in range(speakers_before):
        seat = hand.to_act
        assert seat is not None
        hand.apply(bots[seat].choose(hand.view(seat)))
    seat = hand.to_act
    if seat is None or hand.phase is not Phase.AUCTION:
        return None
    view = hand.view(seat)
    calls: list[Call] = [a for a in view.legal if isinstance(a, (Pass, Bid))]
    if any(isinstance(a, Redeal) for a in view.legal) or not any(isinstance(a, Bid) for a in calls):
        return None
    expert_call = bots[seat].choose(view)
    prefix = list(hand.history)
    values = {
        str(call): value_for(play_out(rules, dealer, dealt, seeds, [*prefix, call]), seat) for call in calls
    }
    return {"index": index, **situation(view), "values": values, "expert": str(expert_call)}


def generate(preset: str, deals: int, start: int, out: Path) -> None:
    rules = Ruleset.preset(preset)
    players = 4 if rules.teams is not None else 3
    out.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    with out.open("a") as file:
        for index in range(start, start + deals):
            record = one_deal(rules, players, index)
            if record is not None:
                file.write(json.dumps({"rules": preset, **record}) + "\n")
                file.flush()
            done = index - start + 1
            if done % 50 == 0:
                print(f"{preset}: {done}/{deals} deals, {time.perf_counter() - started:.0f} s", flush=True)


# -- fitting -------------------------------------------------------------------------


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, rhs] for row, rhs in zip(a, b, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def ridge(rows: list[list[float]], targets: list[float], penalty: float = RIDGE) -> list[float]:
    """Least squares with a ridge penalty on every coefficient but the first (the intercept)."""
    k = len(rows[0])
    xtx = [[sum(r[i] * r[j] for r in rows) for j in range(k)] for i in range(k)]
    for i in range(1, k):
        xtx[i][i] += penalty
    xty = [sum(r[i] * t for r, t in zip(rows, targets, strict=True)) for i in range(k)]
    return solve(xtx, xty)


def predict(coefficients: Sequence[float], row: Sequence[float]) -> float:
    return sum(c * x for c, x in zip(coefficients, row, strict=True))


CALLS = ("pass", "1", "2", "3", "4")
"""The calls a model values, by their names in the data."""


def expert_row(row: Sequence[float], expert: str) -> list[float]:
    """The features with the expert's own call added (one column a call)."""
    return [*row, *(float(expert == c) for c in CALLS)]


def training_row(record: dict[str, Any], variant: str) -> list[float]:
    row = row_of(record)
    return expert_row(row, record["expert"]) if variant == "correction" else row


def base_call(record: dict[str, Any], variant: str) -> str:
    """The call the gains are measured from: a pass, or (``correction``) the expert's own."""
    return str(record["expert"]) if variant == "correction" else "pass"


def fit(records: list[dict[str, Any]], variant: str) -> dict[str, list[float]]:
    """For each call: coefficients of its gain over the base call in the same deal (a pass,
    or for ``correction`` the expert's own call), from the situations where both are legal."""
    model: dict[str, list[float]] = {}
    for call in CALLS:
        rows, targets = [], []
        if variant == "gain" and call == "pass":
            continue  # the base: it gains 0
        for record in records:
            values, base = record["values"], base_call(record, variant)
            if call in values and base in values:
                rows.append(training_row(record, variant))
                targets.append(values[call] - values[base])
        if len(rows) >= 30:
            model[call] = ridge(rows, targets)
    return model


def choose(model: dict[str, list[float]], row: Sequence[float], calls: Sequence[Call], base: str) -> Call:
    """The call with the best predicted gain over ``base`` (which gains 0), ties to the
    cheaper call; a call the model has no coefficients for is not made."""
    best: tuple[float, int, Call] | None = None
    for call in calls:
        name = str(call)
        if name == base:
            value = 0.0
        elif name in model:
            value = predict(model[name], row)
        else:
            continue
        key = (value, -(call.amount if isinstance(call, Bid) else 0), call)
        if best is None or key[:2] > best[:2]:
            best = key
    return calls[0] if best is None else best[2]


def evaluate(model: dict[str, list[float]], records: list[dict[str, Any]], variant: str) -> dict[str, float]:
    """On held-out situations: the mean realised value of the model's calls, the expert's
    and the best call in hindsight (the ceiling), per situation, and how often the model
    makes the expert's call; ``gap``: model less expert with its 95% interval."""
    diffs, oracle, agree = [], 0.0, 0
    for record in records:
        values = record["values"]
        calls: list[Call] = [PASS if c == "pass" else Bid(int(c)) for c in values]
        call = choose(model, training_row(record, variant), calls, base_call(record, variant))
        diffs.append(values[str(call)] - values[record["expert"]])
        oracle += max(values.values()) - values[record["expert"]]
        agree += str(call) == record["expert"]
    n = len(records)
    mean = sum(diffs) / n
    half = 1.96 * (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5
    return {"gap": round(mean, 3), "ci95": round(half, 3), "hindsight": round(oracle / n, 3),
            "agree": round(agree / n, 3), "n": n}  # fmt: skip


def fit_command(paths: Sequence[Path], variant: str) -> dict[str, dict[str, list[float]]]:
    records = [json.loads(line) for path in paths for line in path.read_text().splitlines() if line]
    out: dict[str, dict[str, list[float]]] = {}
    for preset in sorted({r["rules"] for r in records}):
        mine = [r for r in records if r["rules"] == preset]
        # two-fold check first: trained on one half, scored on the other
        half = len(mine) // 2
        for train, test in ((mine[:half], mine[half:]), (mine[half:], mine[:half])):
            print(
                f"{preset} {variant}: held-out half {evaluate(fit(train, variant), test, variant)}",
                flush=True,
            )
        out[preset] = fit(mine, variant)
        print(f"{preset} {variant}: in sample {evaluate(out[preset], mine, variant)}", flush=True)
    rounded = {k: {a: [round(c, 4) for c in cs] for a, cs in v.items()} for k, v in out.items()}
    print(f"{variant.upper()} = " + json.dumps(rounded))
    return rounded


# -- the bot -------------------------------------------------------------------------

Model = dict[str, dict[str, list[float]]]
"""Coefficients by rules and call."""

# fmt: off
GAIN: Model = {
    "cutthroat": {
        "1": [
            0.7966, 0.0022, 0.1206, 0.1995, 0.8265, 0.1073, -0.0295, 0.1113, -0.0572, 0.0817, -0.0248,
            0.1453, -0.0002, -1.1707, -1.1484, 0.4211, 0.0, 0.0, 0.0
        ],
        "2": [
            -1.1768, 0.2707, 0.2568, 0.0444, 0.5615, 0.5148, 0.9007, 0.5215, 0.079, 1.01, 0.1004, 0.5105,
            -0.0922, -0.1978, -0.6539, -0.3155, -0.2777, 0.0, 0.0
        ],
        "3": [
            -3.1702, 0.3955, 0.3909, 0.8971, 2.4478, 0.6796, 0.7549, 0.776, -0.1272, 1.643, 0.4674, 0.7347,
            -0.2266, 0.0678, -1.2058, -1.173, -1.2121, -1.3662, 0.0
        ],
        "4": [
            -4.2963, 0.38, 0.5337, 0.4115, 2.5841, 0.3444, -0.2589, 0.1078, -0.1777, 0.8907, 0.121, 0.2825,
            -0.2681, 0.0608, -0.9223, -1.0678, -0.9969, -0.9188, 0.0
        ],
    },
    "partnership": {str(bid): list(gain) for bid, gain in learnt.GAIN.items()},  # the expert's own
}
# fmt: on
"""The ``gain`` fit (each bid's gain over a pass), as ``fit`` printed it: the features'
coefficients in the order :func:`features` gives them."""

# fmt: off
CORRECTION: Model = {
    "cutthroat": {
        "pass": [
            0.4849, -0.0836, -0.0607, -0.1723, -1.2882, -0.2513, -0.3156, -0.1266, 0.1314, -0.3295, -0.072,
            -0.3247, 0.1138, 0.5145, 0.7688, -0.3005, -0.2145, -0.0435, 0.0, 0.2017, -0.6145, -0.9326,
            -1.0764, 2.4218
        ],
        "1": [
            0.0606, 0.0028, 0.234, 0.3677, 0.3183, -0.2088, -0.3749, 0.023, 0.0979, -0.0266, 0.0948,
            -0.2278, 0.0543, -0.1748, 0.0546, 0.1307, 0.0, 0.0, 0.0, 0.4267, 0.3997, -0.2616, -1.0978, 0.533
        ],
        "2": [
            -1.6051, 0.081, 0.0592, -0.2107, -0.2941, 0.138, 0.3842, 0.2556, 0.1638, 0.4798, -0.0086,
            0.0737, 0.0133, 1.1342, 0.9422, 0.01, 0.9037, 0.0, 0.0, -0.0361, 0.1047, -0.2328, -0.463, 0.6271
        ],
        "3": [
            -2.4236, 0.1638, 0.086, 0.3025, 0.8143, 0.2883, 0.1833, 0.413, -0.0476, 0.9323, 0.2652, 0.2566,
            -0.1268, 0.8142, -0.0153, -0.8557, -0.551, -0.12, 0.0, -0.6066, -0.7426, -0.5618, 0.3004, 1.6106
        ],
        "4": [
            -3.3009, 0.2562, 0.3844, 0.0579, 0.9968, 0.0443, -0.6446, -0.1046, -0.0516, 0.4141, -0.005,
            -0.1087, -0.1576, 0.5038, -0.1775, -1.2891, -1.1697, -0.8826, 0.0, -0.146, -0.9899, -1.0125,
            -0.5085, 2.6569
        ],
    },
    "partnership": {
        "pass": [
            0.5277, 0.0215, -0.132, -0.778, -1.1268, -0.1773, -0.0878, -0.1606, 0.0872, -0.2572, 0.1231,
            -0.2221, 0.0532, 0.1843, 0.6968, 0.4306, -0.3841, -0.2575, -0.0584, 0.3278, -0.1629, -0.6161,
            -0.7652, -0.7761, 2.3202
        ],
        "1": [
            0.6692, 0.0157, -0.2177, -0.3892, -0.3791, -0.0577, -0.1264, -0.4019, -0.1575, -0.2337, 0.1436,
            -0.4034, -0.0547, 0.0, 0.0561, -0.209, 0.0772, 0.0, 0.0, -0.0744, -0.2471, -0.0872, -0.5178,
            -0.8459, 1.6979
        ],
        "2": [
            -0.1097, 0.2787, 0.3341, 0.0917, -0.5044, 0.1479, -0.0302, 0.083, 0.1435, 0.2007, 0.1352,
            -0.1464, 0.0431, 1.6821, 0.1662, 0.2766, -0.0483, 0.6423, 0.0, -1.3399, -0.6197, -0.4473,
            -0.8294, -0.946, 2.8425
        ],
        "3": [
            -2.4102, 0.2813, -0.3802, -0.3164, -0.91, 0.3467, 1.0123, 0.6255, 0.5161, 1.2455, 0.1834,
            0.6206, 0.017, 1.0669, -0.115, -0.0092, -0.6074, -0.4845, 0.6298, -0.9244, -0.6056, -0.7532,
            -0.6, -0.2095, 2.1683
        ],
        "4": [
            -4.8155, 0.5067, 0.5097, 0.1007, 0.4848, 0.1702, -0.2829, 0.0075, -0.0751, 0.9553, -0.1582,
            0.2398, -0.0745, 1.0679, -0.456, 0.4417, -0.2176, 0.0142, 0.3166, -1.3277, -0.4902, -0.8656,
            -0.7584, -0.275, 2.3892
        ],
    },
}
# fmt: on
"""The ``correction`` fit (each call's gain over the expert's own), as ``fit`` printed it:
the features' coefficients, then the expert's call's (:func:`expert_row`)."""


def load_model(variant: str) -> Model:
    """The embedded fit, or the one in the file ``LEARNT_MODEL`` names (``fit --out``)."""
    path = os.environ.get("LEARNT_MODEL")
    if path:
        data: dict[str, Model] = json.loads(Path(path).read_text())
        return data[variant]
    return GAIN if variant == "gain" else CORRECTION


class LearntExpert(ExpertBot):
    """The classic expert's card play, each call the one the learnt model predicts gains most over
    a pass (in partnership the expert's default bidding, ``bidding="learnt"``, now does the same)."""

    variant = "gain"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, bidding="classic")
        self.model = load_model(self.variant)

    def choose(self, view: SeatView) -> Action:
        if view.phase is not Phase.AUCTION or any(isinstance(a, Redeal) for a in view.legal):
            return super().choose(view)
        calls = [a for a in view.legal if isinstance(a, (Pass, Bid))]
        model = self.model.get(view.rules.name or "", {})
        if not model or not any(isinstance(a, Bid) for a in calls):
            return super().choose(view)
        row = row_of(situation(view))
        if self.variant == "gain":
            return choose(model, row, calls, "pass")
        expert = str(super().choose(view))
        return choose(model, expert_row(row, expert), calls, expert)


class LearntCorrectionExpert(LearntExpert):
    """The expert's own call, unless the learnt model predicts another call gains over it."""

    variant = "correction"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="play out every call of random auction positions")
    gen.add_argument("--rules", default="partnership")
    gen.add_argument("--deals", type=int, default=50)
    gen.add_argument("--start", type=int, default=0, help="the first deal's index (its seed less 10,000,000)")
    gen.add_argument("--out", type=Path, required=True)
    fitting = sub.add_parser("fit", help="fit the models, check them on held-out halves, print them")
    fitting.add_argument("data", type=Path, nargs="+")
    fitting.add_argument("--out", type=Path, help="also write the fits here, for LEARNT_MODEL")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args.rules, args.deals, args.start, args.out)
        return
    models = {variant: fit_command(args.data, variant) for variant in ("gain", "correction")}
    if args.out:
        args.out.write_text(json.dumps(models))


if __name__ == "__main__":
    main()
