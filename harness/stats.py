"""Percentiles as every benchmark reports them (nearest rank, no interpolation)."""

from __future__ import annotations

import math
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
