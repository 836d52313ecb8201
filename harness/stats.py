"""Percentiles as every benchmark reports them (nearest rank, no interpolation), and the
machine's own speed at the time of a run (:func:`yardstick`)."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The value at quantile ``q`` (0 to 1) by nearest rank; NaN for no values.

    >>> percentile([3.0, 1.0, 2.0], 0.5)
    2.0
    >>> percentile([1.0, 2.0, 3.0, 4.0], 0.95)
    4.0
    """
    ordered = sorted(values)
    if not ordered:
        return math.nan
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def yardstick(additions: int = 10_000_000) -> float:
    """Seconds this Python takes for ``additions`` integer additions in a loop: the machine's
    speed when a benchmark ran, so that its times can be read against another run's.

    On the shared machines the project is measured on, the same loop written at a script's top
    level (slower: its names are globals) took from 0.7 s to 2.7 s from one hour or day to the
    next, and every time in the browser moved with it.
    """
    started = time.perf_counter()
    total = 0
    for i in range(additions):
        total += i
    return time.perf_counter() - started
